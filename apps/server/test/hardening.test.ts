/**
 * Hardening regressions (issue 11): structured logs with request ids, browser protections on the
 * web pages, rate limits (429 with Retry-After, shared through the database), the safe defaults
 * of the development sign-in, and the body limit that still takes a full batch of route points.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_POINTS_PER_UPDATE } from "@mungwalk/core/schema"
import { checkDevLoginHost, loadConfig } from "../src/config.ts"
import { rateLimits } from "../src/db/schema.ts"
import { setLogLevel, setLogSink } from "../src/http/log.ts"
import { signInMember } from "../src/services/members.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet } from "./helpers/walkFixtures.ts"

describe("structured logs", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("every line is one JSON object carrying the request id the response sends as X-Request-Id; values cannot forge lines", async () => {
    const lines: string[] = []
    const restore = setLogSink((line) => lines.push(line))
    setLogLevel("info")
    try {
      const { token } = await server.devLogin("logger")
      const forged = encodeURIComponent('x\n{"level":"error","msg":"forged"}\r\n')
      const res = await server.request(`/api/nope/${forged}`, { headers: { authorization: `Bearer ${token}` } })
      expect(res.status).toBe(404)
      const requestId = res.headers.get("x-request-id")
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(line).not.toMatch(/[\r\n]/)
        expect(() => JSON.parse(line)).not.toThrow()
      }
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
      expect(entries.some((e) => e.msg === "forged")).toBe(false)
      const access = entries.find((e) => e.msg === "request" && e.requestId === requestId)
      expect(access).toMatchObject({ level: "info", method: "GET", status: 404 })
      expect(String(access!.path)).toContain("/api/nope/")
    } finally {
      restore()
      setLogLevel("warn")
    }
  })

  it("keeps a caller's well-formed X-Request-Id and replaces a malformed one", async () => {
    const kept = await server.request("/api/health", { headers: { "x-request-id": "trace-1234abcd" } })
    expect(kept.headers.get("x-request-id")).toBe("trace-1234abcd")
    const replaced = await server.request("/api/health", { headers: { "x-request-id": "bad id with spaces" } })
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe("web pages carry browser protections", () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "mungwalk-web-"))
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>멍멍워크</title><div id=root></div>")
    mkdirSync(path.join(dist, "assets"))
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "export const a = 1\n")
    writeFileSync(path.join(dist, "assets", "app-abc123.css"), "body{margin:0}")
    writeFileSync(path.join(dist, "assets", "logo-abc123.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
    writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})\n")
    server = await createTestServer({ WEB_DIST: dist, MAP_STYLE_ORIGINS: "https://tiles.openfreemap.org https://tiles.example.com" })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it("GET / sends a strict CSP (self scripts, MapLibre's needs, no framing), nosniff and a referrer policy", async () => {
    const res = await server.request("/")
    expect(res.status).toBe(200)
    const csp = res.headers.get("content-security-policy") ?? ""
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))
    expect(directive("script-src")).toBe("script-src 'self'")
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directive("object-src")).toBe("object-src 'none'")
    expect(directive("worker-src")).toBe("worker-src 'self' blob:")
    expect(directive("img-src")).toContain("data: blob: https://tiles.openfreemap.org https://tiles.example.com")
    expect(directive("connect-src")).toBe("connect-src 'self' https://tiles.openfreemap.org https://tiles.example.com")
    expect(directive("style-src")).toBe("style-src 'self'")
    expect(directive("style-src-attr")).toBe("style-src-attr 'unsafe-inline'")
    expect(csp).not.toContain("naver")
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
  })

  it("a page's scripts, stylesheets and pictures go without the document policies; pages, workers and direct visits keep them", async () => {
    const documentHeaders = ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"]
    const carries = (res: Response) => documentHeaders.filter((h) => res.headers.has(h))
    const get = (p: string, dest?: string) => server.request(p, { headers: dest ? { "Sec-Fetch-Dest": dest } : {} })

    for (const [p, dest] of [
      ["/assets/app-abc123.js", "script"],
      ["/assets/app-abc123.css", "style"],
      ["/assets/app-abc123.css", undefined],
      ["/assets/logo-abc123.svg", "image"]
    ] as const) {
      const res = await get(p, dest)
      expect(res.status).toBe(200)
      expect(carries(res), `${p} as ${dest}`).toEqual([])
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    }
    // A script run as a worker is governed by its own answer's CSP, and an SVG opened by its address
    // is a document; a fetch, an unnamed destination (an older browser) or a visit gets every header too.
    for (const [p, dest] of [
      ["/assets/app-abc123.js", "worker"],
      ["/sw.js", "serviceworker"],
      ["/assets/app-abc123.js", "empty"],
      ["/assets/app-abc123.js", undefined],
      ["/assets/app-abc123.js", "document"],
      ["/", "document"],
      ["/", undefined],
      ["/", "script"],
      ["/assets/logo-abc123.svg", "document"],
      ["/assets/logo-abc123.svg", undefined]
    ] as const) {
      const res = await get(p, dest)
      expect(res.status).toBe(200)
      expect(carries(res), `${p} as ${dest}`).toEqual(documentHeaders)
      expect(res.headers.get("content-security-policy")).toContain("worker-src 'self' blob:")
    }
    // Caches keep the two answers of a script or a picture apart.
    for (const [p, dest] of [
      ["/assets/app-abc123.js", "script"],
      ["/assets/app-abc123.js", "worker"],
      ["/assets/logo-abc123.svg", "image"]
    ]) {
      const vary = (await get(p!, dest)).headers.get("vary") ?? ""
      expect(vary.split(/,\s*/)).toContain("Sec-Fetch-Dest")
    }
    expect((await get("/", "document")).headers.get("vary") ?? "").not.toContain("Sec-Fetch-Dest")
  })

  it("/auth/success with the token in its address is never cached and sends no referrer", async () => {
    const res = await server.request("/auth/success?accessToken=abc")
    expect(res.status).toBe(200)
    expect(res.headers.get("referrer-policy")).toBe("no-referrer")
    expect(res.headers.get("cache-control")).toBe("no-store")
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
  })

  it("the development sign-in redirect (token in Location) sends no referrer", async () => {
    const res = await server.request("/api/auth/dev?name=referrer", { redirect: "manual" })
    expect(res.status).toBe(302)
    expect(res.headers.get("referrer-policy")).toBe("no-referrer")
  })

  it("Naver Maps hosts are allowed only when the web app was built with its client id", async () => {
    const naver = await createTestServer({ WEB_DIST: dist, VITE_NAVER_MAP_CLIENT_ID: "abc" })
    try {
      const csp = (await naver.request("/")).headers.get("content-security-policy") ?? ""
      expect(csp).toContain("script-src 'self' https://oapi.map.naver.com")
    } finally {
      await naver.close()
    }
  })

  it("a malformed MAP_STYLE_ORIGINS entry stops the server from starting", () => {
    expect(() => loadConfig({ MAP_STYLE_ORIGINS: "https://ok.example.com 'unsafe-eval'" })).toThrow(/MAP_STYLE_ORIGINS/)
  })
})

describe("walk distance workers", () => {
  it("WALK_DISTANCE_WORKERS takes a whole number from 0 to 16; anything else stops the server from starting", () => {
    expect(loadConfig({}).walkDistanceWorkers).toBeUndefined()
    expect(loadConfig({ WALK_DISTANCE_WORKERS: "0" }).walkDistanceWorkers).toBe(0)
    expect(loadConfig({ WALK_DISTANCE_WORKERS: "3" }).walkDistanceWorkers).toBe(3)
    for (const bad of ["-1", "1.5", "17", "two"]) {
      expect(() => loadConfig({ WALK_DISTANCE_WORKERS: bad }), bad).toThrow(/WALK_DISTANCE_WORKERS must be a whole number from 0 to 16/)
    }
  })
})

describe("rate limits", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMIT_SIGNIN_PER_MINUTE: "3", RATE_LIMIT_WRITES_PER_MINUTE: "4", RATE_LIMIT_IP_WRITES_PER_MINUTE: "1000" })
  })
  afterAll(() => server.close())

  it("sign-in beyond the limit answers 429 JSON with Retry-After", async () => {
    const login = () =>
      server.request("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "spammer" }) })
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(200)
    const res = await login()
    expect(res.status).toBe(429)
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60)
    expect(await res.json()).toEqual({
      message: expect.stringMatching(/^요청이 너무 많아요\. \d+초 후 다시 시도해주세요\.$/),
      detail: expect.stringMatching(/^Too many requests/)
    })
    // The development sign-in by redirect counts in the same bucket.
    expect((await server.request("/api/auth/dev?name=spammer", { redirect: "manual" })).status).toBe(429)
  })

  it("writes are limited per member; reads are not; another member is not affected", async () => {
    // Members made directly (the sign-in bucket of this IP is used up by the test above).
    const made = await Promise.all(["limit-a", "limit-b"].map((subject) => signInMember(server.database.db, { provider: "dev", subject, email: null })))
    const [tokenA, tokenB] = await Promise.all(made.map((m) => server.deps.tokens.issue(m.id)))
    const write = (token: string) => server.request("/api/notification/read-all", { method: "PATCH", headers: { authorization: `Bearer ${token}` } })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await write(tokenA!)).status)
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true)
    expect(statuses[4]).toBe(429)
    expect((await server.request("/api/mypage/pets", { headers: { authorization: `Bearer ${tokenA}` } })).status).toBe(200)
    expect((await write(tokenB!)).status).not.toBe(429)
  })

  it("the counts live in the database, so a second instance on the same database sees them", async () => {
    const rows = await server.database.db.select().from(rateLimits)
    expect(rows.some((r) => r.key.startsWith("signin:ip:") && r.count >= 4)).toBe(true)
    expect(rows.some((r) => r.key.startsWith("write:member:") && r.count >= 5)).toBe(true)
  })
})

describe("safe defaults of the development sign-in", () => {
  it("the embedded default listens on 127.0.0.1 unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1")
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0")
  })

  it("refuses to start on a reachable host with the sign-in on by default; DEV_LOGIN=1 allows it with a loud warning", () => {
    expect(checkDevLoginHost(loadConfig({}))).toBeNull()
    expect(() => checkDevLoginHost(loadConfig({ HOST: "0.0.0.0" }))).toThrow(/DEV_LOGIN=1/)
    expect(checkDevLoginHost(loadConfig({ HOST: "0.0.0.0", DEV_LOGIN: "0" }))).toBeNull()
    expect(checkDevLoginHost(loadConfig({ HOST: "0.0.0.0", DEV_LOGIN: "1" }))).toMatch(/ANYONE/)
    expect(checkDevLoginHost(loadConfig({ HOST: "::1" }))).toBeNull()
  })

  it("boot itself refuses the unsafe combination", async () => {
    // As on the embedded default: the sign-in on by default (not by an explicit DEV_LOGIN=1).
    await expect(createTestServer({ HOST: "0.0.0.0" }, { devLogin: true, devLoginExplicit: false })).rejects.toThrow(/reachable from other machines/)
  })
})

describe("body limits", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("a full batch of 1,000 route points fits under the update limit; a JSON body beyond 64 KB elsewhere answers 413", async () => {
    const member = await createMember(server, "batcher")
    const dog = await createPet(member)
    const walk = await member.client.call("walkStart", { body: { dogs: [dog], latitude: 37.5740321, longitude: 127.0078127 } })
    const start = walk.startTime.getTime()
    const walkPaths = Array.from({ length: MAX_POINTS_PER_UPDATE }, (_, i) => ({
      recordTime: new Date(start - 119_000 + i * 110),
      location: { lat: 37.5740321 + i * 0.00001, lng: 127.0078127 + i * 0.000013 },
      accuracy: 12.345678901234
    }))
    const res = await member.client.call("walkUpdate", { body: { walkId: walk.walkId, walkPaths } })
    expect(res.totalDistance).toBeGreaterThan(0)
    const big = await server.request("/api/walks/nearby", {
      method: "POST",
      headers: { authorization: `Bearer ${member.token}`, "content-type": "application/json" },
      body: JSON.stringify({ latitude: 37.5, longitude: 127, pad: "x".repeat(70 * 1024) })
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: "보낸 내용이 너무 커요.", detail: "Request body larger than 64 KB" })
  })
})
