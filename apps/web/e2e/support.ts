/**
 * Helpers of the end-to-end tests: the API as a test calls it (the core's own client), a registered
 * member with a dog, the phone of a story told in steps (`storyPhone`), a real PNG made in memory,
 * screenshots, the walk the page keeps in
 * `localStorage`, and a walker's path (a fix at a time, each waited for until recorded).
 */
import { mkdirSync } from "node:fs"
import path from "node:path"
import { deflateSync } from "node:zlib"
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import {
  createApiClient,
  createTokenStore,
  loadWalkSession,
  memoryStorage,
  TOKEN_STORAGE_KEY,
  WALK_STORAGE_KEY,
  type ApiClient,
  type PersistedWalkState
} from "@mungwalk/core"
import { launchBrowser, newPhone, type PhoneOptions } from "./browser.ts"

/** Screenshots of key steps (gitignored). */
export const REPORT_DIR = path.resolve(import.meta.dirname, "../../../.reports/e2e")

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(REPORT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(REPORT_DIR, `${name}.png`), animations: "disabled" })
}

/** An API client for `baseUrl`, acting as the member whose token is given (or nobody). */
export const apiAs = (baseUrl: string, token: string | null = null): ApiClient => {
  const tokens = createTokenStore(memoryStorage())
  if (token) tokens.set(token)
  return createApiClient({ baseUrl, tokens })
}

/** Signs a member in through the development sign-in API (`POST /api/login`) and returns their token. */
export const signInByApi = async (baseUrl: string, name: string): Promise<string> => {
  const answer = await apiAs(baseUrl).call("login", { body: { name } })
  return answer.accessToken
}

/** A dog's fields for `addDogByApi` (the first breed of the list; the rest as a test needs them). */
export interface TestDog {
  readonly name: string
  readonly gender?: "female" | "male"
  readonly weight?: number
  readonly neutering?: boolean
  readonly dateOfBirth?: string
}

/** Adds a dog for the member whose token is given, through the API (the dog form has its own journey); answers its id. */
export const addDogByApi = async (baseUrl: string, token: string, dog: TestDog): Promise<number> => {
  const api = apiAs(baseUrl, token)
  const [breed] = await api.call("breeds", { query: {} })
  const added = await api.call("addPet", {
    part: {
      breedId: breed!.id,
      name: dog.name,
      dateOfBirth: dog.dateOfBirth ?? "2021-04-01",
      gender: dog.gender ?? "female",
      weight: dog.weight ?? 6.4,
      neutering: dog.neutering ?? true
    }
  })
  return added.petId
}

/**
 * A registered member with a dog, through the API (registration has its own journeys): signed in
 * under `signInName`, the profile stored, then signed in again — a token without the
 * `"registered": false` claim, which the page's route guard reads. Answers that token and the dog's id.
 */
export const registeredMemberWithDog = async (
  baseUrl: string,
  signInName: string,
  profile: { readonly nickname: string; readonly dateOfBirth: string; readonly gender: "female" | "male"; readonly phoneNumber: string },
  dog: TestDog
): Promise<{ token: string; petId: number }> => {
  await apiAs(baseUrl, await signInByApi(baseUrl, signInName)).call("updateProfile", { part: profile })
  const token = await signInByApi(baseUrl, signInName)
  return { token, petId: await addDogByApi(baseUrl, token, dog) }
}

/** The token the page is signed in with. */
export const pageToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)
  if (!token) throw new Error("the page has no access token")
  return token
}

/** The walk in progress as the page stored it (`mungwalk.walk`, `mungwalk.walk.track` and its chunks), read with the core's own decoder. */
export const storedWalk = async (page: Page): Promise<PersistedWalkState | null> => {
  const entries = await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith(prefix))
        .map((k) => [k, localStorage.getItem(k)!] as const),
    WALK_STORAGE_KEY
  )
  return loadWalkSession(memoryStorage(Object.fromEntries(entries)))
}

/** Collects uncaught page errors and failed API answers (5xx) for a final "nothing went wrong" check. */
export const watchProblems = (page: Page): string[] => {
  const problems: string[] = []
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`))
  page.on("response", (r) => {
    if (r.url().includes("/api/") && r.status() >= 500) problems.push(`${r.request().method()} ${r.url()} -> ${r.status()}`)
  })
  return problems
}

/** The phone of a story told in steps: the browser, the phone's context and page, and what went wrong so far (`watchProblems`). */
export interface StoryPhone {
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  readonly problems: string[]
}

/**
 * The hooks of a story told in steps (`it`s that build on each other, on one phone): the browser
 * and the phone (`newPhone` with `options`) before the first step, handed to `ready`; the browser
 * closed after the last; once a step failed, the later ones are skipped (they cannot run).
 */
export const storyPhone = (options: PhoneOptions, ready: (phone: StoryPhone) => void): void => {
  let browser: Browser | undefined
  let broken = false
  beforeAll(async () => {
    browser = await launchBrowser()
    const { context, page } = await newPhone(browser, options)
    ready({ browser, context, page, problems: watchProblems(page) })
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach((ctx) => {
    if (broken) ctx.skip()
  })
  afterEach((ctx) => {
    if (ctx.task.result?.state === "fail") broken = true
  })
}

// ── a real image ─────────────────────────────────────────────────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid RGB PNG of `width`×`height` with a colour gradient (a "dog photo" the server can re-encode). */
export const gradientPng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3) // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((255 * x) / (width - 1))
      row[2 + x * 3] = Math.round((255 * y) / (height - 1))
      row[3 + x * 3] = 160
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0))
  ])
}

// ── a walker ─────────────────────────────────────────────────────────────────────────────────

export interface Position {
  readonly latitude: number
  readonly longitude: number
  readonly accuracy: number
}

const METRES_PER_DEGREE_LAT = 111_195

/** The point `metres` from `from` towards `bearingDeg` (0 = north, 90 = east); fine for a few hundred metres. */
export const offset = (from: { latitude: number; longitude: number }, metres: number, bearingDeg: number, accuracy = 5): Position => {
  const b = (bearingDeg * Math.PI) / 180
  const north = metres * Math.cos(b)
  const east = metres * Math.sin(b)
  return {
    latitude: from.latitude + north / METRES_PER_DEGREE_LAT,
    longitude: from.longitude + east / (METRES_PER_DEGREE_LAT * Math.cos((from.latitude * Math.PI) / 180)),
    accuracy
  }
}

/**
 * Moves the phone to `p` and waits until the page recorded that fix (the last point of the walk it
 * stores), then out the rest of `intervalMs` (one fix a second: a walking pace).
 */
export const stepTo = async (page: Page, context: BrowserContext, p: Position, intervalMs = 1000): Promise<void> => {
  const began = Date.now()
  await context.setGeolocation(p)
  await expect
    .poll(
      async () => {
        const last = (await storedWalk(page))?.walk.track.at(-1)
        return last !== undefined && Math.abs(last.lat - p.latitude) < 1e-9 && Math.abs(last.lng - p.longitude) < 1e-9
      },
      { timeout: 10_000, interval: 100 }
    )
    .toBe(true)
  const rest = intervalMs - (Date.now() - began)
  if (rest > 0) await page.waitForTimeout(rest)
}

/** Reads a live-card duration (`"1시간 5분 3초"`, `"5분 3초"`, `"3초"`) as seconds. */
export const parseElapsed = (label: string): number => {
  const m = /^(?:(\d+)시간\s*)?(?:(\d+)분\s*)?(?:(\d+)초)?$/.exec(label.trim())
  if (!m || label.trim() === "") throw new Error(`not a duration: "${label}"`)
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

/** km with 2 decimals as the spec shows distances (`"0.07 km"`). */
export const kmLabel = (metres: number): string => `${(Math.round(metres / 10) / 100).toFixed(2)} km`

/**
 * Answers '위치정보 이용 동의', which the first walk's start asks once (issue 32): '동의하고 공개'.
 * Call right after pressing the start button of a member's first walk.
 */
export const agreeToLocationConsent = async (page: Page): Promise<void> => {
  const dialog = page.getByRole("dialog", { name: "위치정보 이용 동의" })
  await dialog.getByRole("button", { name: "동의하고 공개" }).click()
  await dialog.waitFor({ state: "detached" })
}

/**
 * Confirms '산책 종료': a walk under 50 m or 1 minute asks '기록하지 않을까요?' instead, where
 * '기록하기' keeps it; either way the walk ends as recorded.
 */
export const confirmEndWalk = async (page: Page): Promise<void> => {
  const dialog = page.getByRole("alertdialog", { name: /^(산책을 종료할까요\?|기록하지 않을까요\?)$/ })
  await dialog.getByRole("button", { name: /^(종료하기|기록하기)$/ }).click()
}
