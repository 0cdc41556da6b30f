/** Development sign-in, `POST /api/login`, and the access token rules (§4). */
import { eq } from "drizzle-orm"
import { SignJWT } from "jose"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { isHttpStatus } from "@mungwalk/core/api"
import { DEFAULT_MAP_CENTER, offsetMetres } from "@mungwalk/core/domain"
import { members } from "../src/db/schema.ts"
import { tailCacheOf } from "../src/services/walks/tailCache.ts"
import { createTestServer, TEST_AUTH_SECRET, type TestServer } from "./helpers/app.ts"
import { createMember, createPet } from "./helpers/walkFixtures.ts"

const PROFILE = { nickname: "초코아빠", dateOfBirth: "1991-03-04", gender: "male", phoneNumber: "010-1234-5678" } as const

/** A token like the server's, with chosen times and key. */
const craftToken = (memberId: number, opts: { iatAgo?: number; expiresIn?: number; secret?: string; audience?: string } = {}) => {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(memberId))
    .setIssuer("mungwalk")
    .setAudience(opts.audience ?? "mungwalk-api")
    .setIssuedAt(now - (opts.iatAgo ?? 0))
    .setExpirationTime(now + (opts.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(opts.secret ?? TEST_AUTH_SECRET))
}

const memberIdOf = (token: string): number => Number(JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub)

describe("development sign-in", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("a new name is redirected to /auth/register with a token, a registered one to /auth/success", async () => {
    const res = await server.request("/api/auth/dev?name=coco", { redirect: "manual" })
    expect(res.status).toBe(302)
    const first = new URL(res.headers.get("location") ?? "", "http://x")
    expect(first.pathname).toBe("/auth/register")
    const token = first.searchParams.get("accessToken") ?? ""
    expect(await server.client(token).call("myPets")).toEqual([])

    await server.client(token).call("updateProfile", { part: PROFILE })
    const again = await server.devLogin("coco")
    expect(again.registered).toBe(true)
    expect(memberIdOf(again.token)).toBe(memberIdOf(token))
  })

  it("the name is trimmed: ' bori ' and 'bori' are the same member", async () => {
    const a = await server.devLogin(" bori ")
    const b = await server.devLogin("bori")
    expect(memberIdOf(a.token)).toBe(memberIdOf(b.token))
  })

  it("an empty, blank, over-long, NUL or bidi name sends the browser back to the login page with its code (no JSON page), and signs nobody in", async () => {
    const before = (await server.database.db.select().from(members)).length
    for (const name of ["", "   ", "x".repeat(31), "a\u0000b", "a\u202eb"]) {
      const res = await server.request(`/api/auth/dev?name=${encodeURIComponent(name)}`, { redirect: "manual" })
      expect([res.status, res.headers.get("location")], JSON.stringify(name)).toEqual([302, "/login?error=invalid_name"])
    }
    const missing = await server.request("/api/auth/dev", { redirect: "manual" })
    expect(missing.headers.get("location")).toBe("/login?error=invalid_name")
    expect((await server.database.db.select().from(members)).length).toBe(before)
    // The API's sign-in still answers 400 JSON naming the field.
    const api = await server.request("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "   " }) })
    expect(api.status).toBe(400)
    expect(((await api.json()) as { message: string }).message).toBe("이름을 확인해주세요.")
  })

  it("POST /api/login answers the token and whether the member registered; the client keeps the token", async () => {
    const client = server.client()
    const answer = await client.call("login", { body: { name: "login-user" } })
    expect(answer.registered).toBe(false)
    expect(client.tokens.get()).toBe(answer.accessToken)
    await client.call("updateProfile", { part: { ...PROFILE, nickname: "로그인" } })
    expect((await server.client().call("login", { body: { name: "login-user" } })).registered).toBe(true)
  })

  it("POST /api/login with a bad name answers 400", async () => {
    // The client refuses it before sending (the shared schema); the server refuses it too.
    await expect(server.client().call("login", { body: { name: " ".repeat(3) } })).rejects.toThrow("body.name")
    const res = await server.request("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "   " }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: "이름을 확인해주세요.", detail: "body.name: Expected a non-empty name" })
  })

  it("two simultaneous first sign-ins of one name create one member", async () => {
    const [a, b, c] = await Promise.all([server.devLogin("racer"), server.devLogin("racer"), server.devLogin("racer")])
    expect(new Set([a, b, c].map((x) => memberIdOf(x.token))).size).toBe(1)
  })
})

describe("development sign-in switched off", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ DEV_LOGIN: "0" })
  })
  afterAll(() => server.close())

  it("GET /api/auth/dev and POST /api/login answer 404 JSON", async () => {
    const dev = await server.request("/api/auth/dev?name=x", { redirect: "manual" })
    expect(dev.status).toBe(404)
    expect(await dev.json()).toEqual({ message: "찾을 수 없어요.", detail: "Development sign-in is disabled" })
    const login = await server.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x" })
    })
    expect(login.status).toBe(404)
    expect((await server.client().call("authProviders")).dev).toBe(false)
  })
})

describe("access tokens", () => {
  let server: TestServer
  let memberId: number
  beforeAll(async () => {
    server = await createTestServer()
    memberId = memberIdOf((await server.devLogin("token-owner")).token)
  })
  afterAll(() => server.close())

  const petsWith = (token: string) => server.request("/api/mypage/pets", { headers: { authorization: `Bearer ${token}` } })

  it("a fresh token is not renewed", async () => {
    const res = await petsWith(await craftToken(memberId))
    expect(res.status).toBe(200)
    expect(res.headers.get("authorization")).toBeNull()
  })

  it("an old but valid token gets a fresh one in the Authorization header, which the client stores", async () => {
    const old = await craftToken(memberId, { iatAgo: 2 * 3600 })
    const res = await petsWith(old)
    expect(res.status).toBe(200)
    const renewed = /^Bearer (\S+)$/.exec(res.headers.get("authorization") ?? "")?.[1] ?? ""
    expect(renewed).not.toBe("")
    expect(renewed).not.toBe(old)
    expect(memberIdOf(renewed)).toBe(memberId)
    expect((await petsWith(renewed)).status).toBe(200)

    const client = server.client(old)
    await client.call("myPets")
    expect(client.tokens.get()).not.toBe(old)
    expect(memberIdOf(client.tokens.get() ?? "")).toBe(memberId)
  })

  it("an expired token answers 401 and the client drops it", async () => {
    const expired = await craftToken(memberId, { iatAgo: 8 * 24 * 3600, expiresIn: -60 })
    const res = await petsWith(expired)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: "로그인이 필요해요.", detail: "Authentication required" })
    const client = server.client(expired)
    await expect(client.call("myPets")).rejects.toSatisfy((e) => isHttpStatus(e, 401))
    expect(client.tokens.get()).toBeNull()
  })

  it("a token accepted once (its signature is not checked again) still answers 401 once it expires", async () => {
    const shortLived = await craftToken(memberId, { expiresIn: 30 })
    expect((await petsWith(shortLived)).status).toBe(200)
    expect(await server.deps.tokens.verify(shortLived)).toMatchObject({ memberId })
    vi.useFakeTimers({ toFake: ["Date"] })
    try {
      vi.setSystemTime(Date.now() + 31_000)
      expect(await server.deps.tokens.verify(shortLived)).toBeNull()
      expect((await petsWith(shortLived)).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a token signed with another key answers 401", async () => {
    expect((await petsWith(await craftToken(memberId, { secret: "another-secret-another-secret-0123456789" }))).status).toBe(401)
  })

  it("a token for another audience answers 401", async () => {
    expect((await petsWith(await craftToken(memberId, { audience: "somebody-else" }))).status).toBe(401)
  })

  it("an unsigned (alg none) token answers 401", async () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url")
    const now = Math.floor(Date.now() / 1000)
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(memberId), iss: "mungwalk", aud: "mungwalk-api", iat: now, exp: now + 60 })}.`
    expect((await petsWith(none)).status).toBe(401)
  })

  it("a valid token of a deleted member answers 401", async () => {
    const { token } = await server.devLogin("to-be-deleted")
    expect((await petsWith(token)).status).toBe(200)
    await server.database.db.delete(members).where(eq(members.id, memberIdOf(token)))
    expect((await petsWith(token)).status).toBe(401)
  })

  it("a deleted member's token answers 401 on a walk update too, with or without the server's copy of the walk", async () => {
    // The guard leaves the member check of a walk update to its handler (one statement fewer):
    // the one-statement update proves the member by changing their walk, which is deleted with them.
    for (const copyKept of [true, false]) {
      const walker = await createMember(server, `deleted-walker-${copyKept}`)
      // Registered, as the app's walkers are (its route guard sends others to the register form): the
      // next call renews the token with no "registered": false, which the guard takes at its word.
      await walker.client.call("updateProfile", { part: { ...PROFILE, nickname: `걷다지움${copyKept}` } })
      const dog = await createPet(walker)
      const { walkId } = await walker.client.call("walkStart", { body: { dogs: [dog], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng } })
      const t0 = Date.now()
      const batch = (from: number) => ({
        walkId,
        walkPaths: [0, 1, 2].map((k) => ({
          recordTime: new Date(t0 + (from + k) * 1000),
          location: offsetMetres(DEFAULT_MAP_CENTER, (from + k) * 2, 0),
          accuracy: 5
        }))
      })
      await walker.client.call("walkUpdate", { body: batch(1) })
      // The server now holds the walk's tail: this one goes through the one statement.
      expect((await walker.client.call("walkUpdate", { body: batch(4) })).totalDistance).toBeGreaterThan(0)
      if (!copyKept) tailCacheOf(server.database.db).delete(walkId)
      await server.database.db.delete(members).where(eq(members.id, walker.memberId))
      const token = walker.client.tokens.get()
      await expect(walker.client.call("walkUpdate", { body: batch(7) })).rejects.toSatisfy((e) => isHttpStatus(e, 401))
      // A body the route refuses is a 401 too, not a 400, as when the guard looked the member up.
      for (const body of ["{", JSON.stringify({ walkId, walkPaths: "none" })]) {
        const res = await server.request("/api/walks/update", {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body
        })
        expect(res.status, body).toBe(401)
      }
    }
  })
})

describe("renewal on every call", () => {
  it("with TOKEN_RENEW_AFTER_SECONDS=0 every authenticated answer carries a renewed token", async () => {
    const server = await createTestServer({ TOKEN_RENEW_AFTER_SECONDS: "0" })
    try {
      const { token } = await server.devLogin("always-renew")
      const res = await server.request("/api/mypage/pets", { headers: { authorization: `Bearer ${token}` } })
      expect(res.status).toBe(200)
      const renewed = /^Bearer (\S+)$/.exec(res.headers.get("authorization") ?? "")?.[1]
      expect(renewed && memberIdOf(renewed)).toBe(memberIdOf(token))
    } finally {
      await server.close()
    }
  })
})
