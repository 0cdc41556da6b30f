/**
 * Two server processes on one PostgreSQL database and one S3 bucket behave as one: a walk started
 * through one is updated and ended through the other, and a photo uploaded through one is served
 * by the other. PostgreSQL only (`server-postgres`): the embedded PGlite belongs to one process.
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createApiClient, createTokenStore } from "@mungwalk/core/api"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core/domain"
import { memoryStorage } from "@mungwalk/core/ports"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createEmptyPostgresDatabase, TEST_AUTH_SECRET, testDatabaseKind } from "./helpers/app.ts"
import { file, jpegWithGps } from "./helpers/images.ts"
import { startLocalS3, type LocalS3 } from "./helpers/s3.ts"
import { startServerProcess, type ServerProcess } from "./helpers/serverProcess.ts"
import { toRoutePoint, walkAlong } from "./helpers/walkFixtures.ts"

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

describe.skipIf(testDatabaseKind() !== "postgres")("two instances on one PostgreSQL and one bucket", () => {
  let s3: LocalS3
  const servers: ServerProcess[] = []
  const dirs: string[] = []
  beforeAll(async () => {
    s3 = await startLocalS3()
    const databaseUrl = await createEmptyPostgresDatabase()
    const start = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-instance-"))
      dirs.push(dataDir)
      return startServerProcess({
        args: ["--import", "tsx", "src/main.ts"],
        cwd: SERVER_DIR,
        env: {
          ...s3.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: TEST_AUTH_SECRET,
          DEV_LOGIN: "1",
          DEMO: "0",
          WEB_DIST: "",
          RATE_LIMIT: "0",
          LOG_LEVEL: "warn"
        },
        timeoutMs: 120_000
      })
    }
    // One after the other: both migrate under the advisory lock anyway, and the machine is small.
    servers.push(await start())
    servers.push(await start())
  }, 300_000)
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await s3?.stop()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  const clientOf = (origin: string, token: string | null = null) =>
    createApiClient({ baseUrl: origin, tokens: createTokenStore(memoryStorage(token ? { accessToken: token } : {})) })

  it("a walk started through one instance is updated and ended through the other", async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess]
    const { accessToken } = await clientOf(one.origin).call("login", { body: { name: "두서버" } })
    const viaOne = clientOf(one.origin, accessToken)
    const viaTwo = clientOf(two.origin, accessToken)
    // Writes wait for a saved profile.
    await viaOne.call("updateProfile", { part: { nickname: "두서버", dateOfBirth: "1990-03-04", gender: "female", phoneNumber: "01012345678" } })
    const [breed] = await viaOne.call("breeds", { query: {} })
    const pet = await viaTwo.call("addPet", {
      part: { breedId: breed!.id, name: "둘이", dateOfBirth: "2020-01-01", gender: "female", weight: 5, neutering: true }
    })
    const started = await viaOne.call("walkStart", { body: { dogs: [pet.petId], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng } })
    const t0 = started.startTime.getTime()
    // 40 fixes a second apart along 52 m, the first a minute before the start's answer.
    const walkPaths = walkAlong(
      DEFAULT_MAP_CENTER,
      [
        [0, 0],
        [52, 0]
      ],
      t0 - 60_000,
      { speed: 1.3, everySeconds: 1 }
    )
      .slice(1)
      .map(toRoutePoint)
    const first = await viaTwo.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: walkPaths.slice(0, 20) } })
    const second = await viaOne.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: walkPaths.slice(20) } })
    expect(second.totalDistance).toBeGreaterThan(first.totalDistance)
    const last = walkPaths[walkPaths.length - 1]!.location
    const ended = await viaTwo.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, latitude: last.lat, longitude: last.lng } })
    expect(ended.isWalking).toBe(false)
    expect(ended.route.length).toBe(42)
  }, 60_000)

  it("a photo uploaded through one instance is served by the other", async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess]
    const { accessToken } = await clientOf(one.origin).call("login", { body: { name: "사진공유" } })
    const { profilePictureUrl } = await clientOf(one.origin, accessToken).call("updateProfile", {
      part: { nickname: "사진공유", dateOfBirth: "1990-01-01", gender: null, phoneNumber: "01012341234" },
      files: { profileImage: file(await jpegWithGps(), "a.jpg", "image/jpeg") }
    })
    const res = await fetch(`${two.origin}${profilePictureUrl}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/webp")
    const fromOne = Buffer.from(await (await fetch(`${one.origin}${profilePictureUrl}`)).arrayBuffer())
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fromOne)
  }, 60_000)
})
