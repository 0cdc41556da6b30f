/**
 * The attack suite (`npm run attack`, and part of `npm test` on PGlite and PostgreSQL): every call
 * of the core's endpoint table is attacked with requests generated from its own schemas
 * (`@mungwalk/core/testing` `sampleRequest` / `requestLeaves`), so a call added to the table is
 * attacked without touching this file. Each leaf of a request (path parameter, query value, JSON
 * field, multipart part field, text field) is replaced in turn by hostile values of a category;
 * whole requests get missing tokens, oversized bodies and broken encodings.
 *
 * A finding is a 5xx, a hostile value accepted (2xx) where it must be refused, or an error
 * message of unbounded size. The suite prints tries / passes / findings per category and fails
 * on any finding.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { endpoints, type EndpointSpec } from "@mungwalk/core/api"
import { requestLeaves, sampleRequest, setAt, type Leaf, type WireRequest } from "@mungwalk/core/testing"
import { SignJWT } from "jose"
import { createTestServer, TEST_AUTH_SECRET, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, type TestMember } from "./helpers/walkFixtures.ts"

type Expectation = "refused" | "no5xx"

/** Calls after which the caller's token is refused (they take no input, so only the probe and the token checks call them). */
const SESSION_ENDING: ReadonlySet<string> = new Set(["logout", "deleteAccount"])

interface Finding {
  readonly category: string
  readonly call: string
  readonly status: number
  readonly detail: string
}

/** Largest error message accepted: a few named problems, never the whole input echoed back. */
const MAX_MESSAGE_BYTES = 2048

const tally = new Map<string, { tries: number; passes: number; findings: number }>()
const findings: Finding[] = []

const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? "1"))

const buildInit = (ep: EndpointSpec, req: WireRequest, token: string | null): RequestInit => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  if (ep.body?.kind === "json") {
    return { method: ep.method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(req.body) }
  }
  if (ep.body?.kind === "multipart") {
    const form = new FormData()
    if (req.part) form.append(req.part.name, new Blob([JSON.stringify(req.part.value)], { type: "application/json" }))
    for (const [k, v] of Object.entries(req.fields ?? {})) form.append(k, String(v))
    return { method: ep.method, headers, body: form }
  }
  return { method: ep.method, headers }
}

const urlOf = (ep: EndpointSpec, req: WireRequest): string => {
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) query.set(k, String(v))
  const q = query.toString()
  return `${buildPath(ep.path, req.params)}${q ? `?${q}` : ""}`
}

/** The request with `leaf` replaced by `value`. */
const mutate = (req: WireRequest, leaf: Leaf, value: unknown): WireRequest => {
  switch (leaf.location) {
    case "params":
      return { ...req, params: setAt(req.params, leaf.path, value) as Record<string, string> }
    case "query":
      return { ...req, query: setAt(req.query, leaf.path, value) as Record<string, string> }
    case "body":
      return { ...req, body: setAt(req.body, leaf.path, value) }
    case "fields":
      return { ...req, fields: setAt(req.fields, leaf.path, value) as Record<string, string> }
    default:
      return { ...req, part: { name: req.part!.name, value: setAt(req.part!.value, leaf.path, value) } }
  }
}

const label = (name: string, leaf?: Leaf) => (leaf ? `${name} ${leaf.location}.${leaf.path.join(".")}` : name)

describe("attack suite: every call of the endpoint table", () => {
  let server: TestServer
  let member: TestMember

  const send = async (category: string, call: string, path: string, init: RequestInit, expectation: Expectation, expectStatus?: number): Promise<Response> => {
    const t = tally.get(category) ?? { tries: 0, passes: 0, findings: 0 }
    tally.set(category, t)
    t.tries++
    const res = await server.request(path, init)
    const text = await res.clone().text()
    const problems: string[] = []
    if (res.status >= 500) problems.push(`answered ${res.status}`)
    if (expectation === "refused" && res.status < 400) problems.push(`accepted (${res.status})`)
    if (expectStatus !== undefined && res.status !== expectStatus) problems.push(`answered ${res.status}, expected ${expectStatus}`)
    if (res.status >= 400) {
      if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) problems.push(`error body of ${Buffer.byteLength(text)} bytes`)
      if (!(res.headers.get("content-type") ?? "").includes("application/json")) problems.push("error body is not JSON")
    }
    if (problems.length === 0) t.passes++
    else {
      t.findings++
      findings.push({ category, call, status: res.status, detail: `${problems.join(", ")}: ${text.slice(0, 200)}` })
    }
    return res
  }

  beforeAll(async () => {
    // Rate limits off here: this suite sends thousands of writes as one member (the limits have their own test).
    server = await createTestServer({ RATE_LIMIT: "0" })
    member = await createMember(server, "attacker")
    await member.client.call("updateProfile", { part: { nickname: "공격자", dateOfBirth: "1990-01-01", gender: "female", phoneNumber: "01012345678" } })
    const dog = await createPet(member)
    // Generated samples use id 1: that is this member's dog, and a walk in progress gets id 1 too.
    expect(dog).toBe(1)
    await member.client.call("walkStart", { body: { dogs: [dog], latitude: 37.5740321, longitude: 127.0078127 } })
    for (const [name, ep] of table) {
      const req = sampleRequest(ep)
      // Sign-out and withdrawal end the session of the token they are called with: a member of their own.
      const token = SESSION_ENDING.has(name) ? (await createMember(server, `leaver-${name}`)).token : member.token
      const res = await server.request(urlOf(ep, req), buildInit(ep, req, token))
      const body = await res.text()
      if (!(res.status === 404 && body.includes("No API route"))) served.push([name, ep])
    }
    expect(served.length).toBeGreaterThan(20)
  }, 60_000)

  afterAll(async () => {
    const rows = [...tally].map(
      ([category, t]) => `  ${category.padEnd(12)} tries ${String(t.tries).padStart(5)}  passes ${String(t.passes).padStart(5)}  findings ${t.findings}`
    )
    console.log(
      `attack suite (${server.config.databaseUrl ? "postgres" : "pglite"}; ${served.length} of ${table.length} calls served, all attacked for auth):\n${rows.join("\n")}\n  5xx answers: ${findings.filter((f) => f.status >= 500).length}`
    )
    for (const f of findings.slice(0, 20)) console.log(`  finding [${f.category}] ${f.call}: ${f.detail}`)
    await server.close()
  })

  const table = Object.entries(endpoints) as Array<[string, EndpointSpec]>
  /** The calls this server serves (the table lists calls of features not built yet: they answer 404 to a member). */
  const served: Array<[string, EndpointSpec]> = []

  it("every protected call answers 401 without a token or with a forged or out-of-range one, before routing", async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer("mungwalk")
      .setAudience("mungwalk-api")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-secret-not-the-secret-not-the-secret"))
    const outOfRange = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("2147483648")
      .setIssuer("mungwalk")
      .setAudience("mungwalk-api")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET))
    for (const [name, ep] of table.filter(([, ep]) => ep.auth)) {
      const req = sampleRequest(ep)
      for (const token of [null, forged, outOfRange, "not.a.token"]) {
        const init = buildInit(ep, req, null)
        if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`
        await send("auth", name, urlOf(ep, req), init, "refused", 401)
      }
    }
    expect(findings.filter((f) => f.category === "auth")).toEqual([])
  }, 120_000)

  it("control characters in any text are refused with 400 naming the field", async () => {
    for (const [name, ep] of served) {
      const req = sampleRequest(ep)
      for (const leaf of requestLeaves(ep).filter((l) => l.kind === "string")) {
        for (const value of ["a\u0000b", "\u0000", "a\u001bb", "a\u0085b"]) {
          const res = await send(
            "control",
            label(name, leaf),
            urlOf(ep, mutate(req, leaf, value)),
            buildInit(ep, mutate(req, leaf, value), member.token),
            "refused",
            400
          )
          if (res.status === 400) {
            // A Korean `message` for people; `detail` names the field for developers.
            const { message, detail = "" } = (await res.json()) as { message: string; detail?: string }
            const field = leaf.path.at(-1)
            if (!/[가-힣]/.test(message))
              findings.push({ category: "control", call: label(name, leaf), status: 400, detail: `message is not Korean: ${message}` })
            if (field !== undefined && !detail.includes(String(field))) {
              findings.push({ category: "control", call: label(name, leaf), status: 400, detail: `detail does not name ${field}: ${detail}` })
            }
          }
        }
      }
    }
    expect(findings.filter((f) => f.category === "control")).toEqual([])
  }, 300_000)

  it("ids and numbers beyond the column range, negative, fractional or huge never reach the database", async () => {
    const values = [2147483648, 999999999999999, -1, 0.5, 1e308, -1e308, 2 ** 53 /* the first integer past Number.MAX_SAFE_INTEGER */]
    for (const [name, ep] of served) {
      const req = sampleRequest(ep)
      for (const leaf of requestLeaves(ep)) {
        const isIdText = leaf.kind === "string" && (leaf.location === "params" || leaf.location === "query" || leaf.location === "fields")
        if (leaf.kind !== "number" && !isIdText) continue
        for (const value of values) {
          const v = leaf.kind === "number" ? value : String(value)
          await send("numbers", label(name, leaf), urlOf(ep, mutate(req, leaf, v)), buildInit(ep, mutate(req, leaf, v), member.token), "no5xx")
        }
      }
    }
    expect(findings.filter((f) => f.category === "numbers")).toEqual([])
  }, 300_000)

  it("wrong types anywhere are refused", async () => {
    const values: unknown[] = [null, {}, [], "x", true, 1]
    for (const [name, ep] of served.filter(([, ep]) => ep.body)) {
      const req = sampleRequest(ep)
      for (const leaf of requestLeaves(ep).filter((l) => l.location !== "params" && l.location !== "query" && l.location !== "fields")) {
        for (const value of values) {
          await send("types", label(name, leaf), urlOf(ep, mutate(req, leaf, value)), buildInit(ep, mutate(req, leaf, value), member.token), "no5xx")
        }
      }
    }
    expect(findings.filter((f) => f.category === "types")).toEqual([])
  }, 300_000)

  it("huge arrays are refused quickly with a short message (413 before parsing, or 400 at the cap)", async () => {
    for (const [name, ep] of served) {
      const req = sampleRequest(ep)
      for (const leaf of requestLeaves(ep).filter((l) => l.kind === "array")) {
        const sample = ([] as unknown[]).concat(
          ((leaf.location === "body" ? atPath(req.body, leaf.path) : atPath(req.part?.value, leaf.path)) as unknown[]) ?? []
        )
        const element = sample[0] ?? 1
        for (const length of [1_001, 20_000, 70_000]) {
          const big = mutate(
            req,
            leaf,
            Array.from({ length }, () => element)
          )
          const started = performance.now()
          const res = await send("arrays", `${label(name, leaf)} x${length}`, urlOf(ep, big), buildInit(ep, big, member.token), "no5xx")
          const ms = performance.now() - started
          if (res.ok && length > 1000) findings.push({ category: "arrays", call: label(name, leaf), status: res.status, detail: `${length} elements accepted` })
          if (ms > 5000) findings.push({ category: "arrays", call: label(name, leaf), status: res.status, detail: `took ${Math.round(ms)} ms` })
        }
      }
    }
    expect(findings.filter((f) => f.category === "arrays")).toEqual([])
  }, 300_000)

  it("bodies: oversized ones answer 413 before parsing; broken JSON 400; the wrong content type 415", async () => {
    for (const [name, ep] of served.filter(([, ep]) => ep.body)) {
      const req = sampleRequest(ep)
      const auth = { authorization: `Bearer ${member.token}` }
      const huge = "x".repeat(13 * 1024 * 1024)
      const type = ep.body!.kind === "json" ? "application/json" : "multipart/form-data; boundary=b"
      await send("bodies", `${name} 13 MB`, urlOf(ep, req), { method: ep.method, headers: { ...auth, "content-type": type }, body: huge }, "refused", 413)
      if (ep.body!.kind === "json") {
        await send(
          "bodies",
          `${name} 1 MB JSON`,
          urlOf(ep, req),
          { method: ep.method, headers: { ...auth, "content-type": type }, body: `{"a":"${"x".repeat(1024 * 1024)}"}` },
          "refused",
          413
        )
        await send(
          "bodies",
          `${name} broken JSON`,
          urlOf(ep, req),
          { method: ep.method, headers: { ...auth, "content-type": type }, body: '{"a":' },
          "refused",
          400
        )
        await send(
          "bodies",
          `${name} text/plain`,
          urlOf(ep, req),
          { method: ep.method, headers: { ...auth, "content-type": "text/plain" }, body: "{}" },
          "refused",
          415
        )
      } else {
        await send(
          "bodies",
          `${name} broken multipart`,
          urlOf(ep, req),
          { method: ep.method, headers: { ...auth, "content-type": type }, body: "--b\r\nnonsense" },
          "refused"
        )
      }
    }
    expect(findings.filter((f) => f.category === "bodies")).toEqual([])
  }, 300_000)

  it("the reported ones: NUL and huge ids in sign-in, nickname check, breed search and path ids", async () => {
    const auth = { headers: { authorization: `Bearer ${member.token}` } }
    const json = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body })
    await send("reported", "login NUL", "/api/login", json(JSON.stringify({ name: "a\u0000b" })), "refused", 400)
    await send("reported", "check-nickname NUL", "/api/check-nickname?nickname=%00", auth, "refused", 400)
    await send("reported", "breeds NUL", "/api/mypage/pets/breeds?search=%00", auth, "refused", 400)
    await send("reported", "pet profile 2^31", "/api/mypage/pets/profile/2147483648", auth, "refused", 400)
    await send("reported", "breed 1e15", "/api/mypage/pets/breeds/999999999999999", auth, "refused", 400)
    await send("reported", "path NUL", "/api/mypage/pets/profile/%00", auth, "refused", 400)
    await send("reported", "unserved call without token", "/api/shop/carts", {}, "refused", 401)
    const dogs = Array.from({ length: 70_000 }, (_, i) => i + 1)
    const res = await send(
      "reported",
      "walk start 70,000 dogs",
      "/api/walks/start",
      { method: "POST", headers: { ...auth.headers, "content-type": "application/json" }, body: JSON.stringify({ dogs, latitude: 37.5, longitude: 127 }) },
      "refused",
      413
    )
    expect(res.status).toBe(413)
    expect(findings.filter((f) => f.category === "reported")).toEqual([])
  }, 120_000)

  it("finds nothing: no 5xx anywhere", () => {
    expect(findings.filter((f) => f.status >= 500)).toEqual([])
    expect(findings).toEqual([])
    expect([...tally.values()].reduce((n, t) => n + t.tries, 0)).toBeGreaterThan(500)
  })
})

function atPath(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let cur: any = root
  for (const k of path) cur = cur?.[k as any]
  return cur
}
