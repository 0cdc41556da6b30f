/**
 * Social sign-in through the whole redirect flow: the app (in-process), a real local OAuth/OIDC
 * provider on a localhost port, and a "browser" that follows redirects by hand and carries the
 * cookie the app sets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { startOAuthProvider, type LocalProvider } from "./helpers/oauthProvider.ts"

const ORIGIN = "http://mungwalk.test"
type Id = "google" | "kakao" | "naver"

interface Journey {
  /** Where the app finally sent the browser. */
  readonly final: URL
  /** The authorize request the app built. */
  readonly authorizeUrl: URL
  /** The callback URL the provider sent the browser to, and the cookie that went with it. */
  readonly callbackUrl: string
  readonly cookie: string
  readonly setCookie: string
}

const cookiePair = (setCookie: string): string => setCookie.split(";")[0] ?? ""

/** A browser signing in: app start -> provider authorize -> app callback, following redirects by hand. */
const signIn = async (
  server: TestServer,
  id: Id,
  tamper: { authorize?: (u: URL) => void; callback?: (u: URL) => void; dropCookie?: boolean } = {}
): Promise<Journey> => {
  const start = await server.request(`/api/auth/${id}`, { redirect: "manual" })
  expect(start.status).toBe(302)
  const setCookie = start.headers.getSetCookie().find((c) => c.startsWith(`mw_oauth_${id}=`)) ?? ""
  expect(setCookie).not.toBe("")
  const cookie = cookiePair(setCookie)
  const authorizeUrl = new URL(start.headers.get("location") ?? "")
  tamper.authorize?.(authorizeUrl)
  const atProvider = await fetch(authorizeUrl, { redirect: "manual" })
  expect(atProvider.status).toBe(302)
  const callback = new URL(atProvider.headers.get("location") ?? "")
  expect(callback.origin).toBe(ORIGIN)
  tamper.callback?.(callback)
  const done = await server.request(callback.pathname + callback.search, {
    redirect: "manual",
    headers: tamper.dropCookie ? {} : { cookie }
  })
  expect(done.status).toBe(302)
  return { final: new URL(done.headers.get("location") ?? "", ORIGIN), authorizeUrl, callbackUrl: callback.pathname + callback.search, cookie, setCookie }
}

describe("social sign-in against a local OAuth provider", () => {
  let google: LocalProvider
  let kakao: LocalProvider
  let naver: LocalProvider
  let server: TestServer
  const providers = () => ({ google, kakao, naver })

  beforeAll(async () => {
    const redirectUris = (id: Id) => [`${ORIGIN}/api/auth/${id}/callback`]
    ;[google, kakao, naver] = await Promise.all([
      startOAuthProvider({ variant: "oidc", redirectUris: redirectUris("google") }),
      startOAuthProvider({ variant: "kakao", redirectUris: redirectUris("kakao") }),
      startOAuthProvider({ variant: "naver", redirectUris: redirectUris("naver") })
    ])
    server = await createTestServer({ ...google.env("GOOGLE"), ...kakao.env("KAKAO"), ...naver.env("NAVER") })
  })
  afterAll(async () => {
    await server.close()
    await Promise.all([google.close(), kakao.close(), naver.close()])
  })

  it("the providers call lists every configured provider and the development sign-in", async () => {
    expect(await server.client().call("authProviders")).toEqual({ providers: ["kakao", "naver", "google"], dev: true })
  })

  for (const id of ["google", "kakao", "naver"] as const) {
    it(`${id}: a new account lands on /auth/register with a working token; once registered it lands on /auth/success`, async () => {
      const local = providers()[id]
      const subject = id === "kakao" ? "4000000001" : `${id}-first`
      local.setUser({ subject, email: `${id}.first@example.com`, nickname: `${id} first` })

      const first = await signIn(server, id)
      expect(first.final.pathname).toBe("/auth/register")
      const token = first.final.searchParams.get("accessToken") ?? ""
      const profile = await server.client(token).call("profile")
      expect(profile).toMatchObject({ nickname: null, email: `${id}.first@example.com` })

      await server.client(token).call("updateProfile", {
        part: { nickname: `${id}멍`, dateOfBirth: "1990-01-01", gender: null, phoneNumber: "01012345678" }
      })
      const again = await signIn(server, id)
      expect(again.final.pathname).toBe("/auth/success")
      const info = await server.client(again.final.searchParams.get("accessToken")).call("myPage")
      expect(info.memberInfo.nickname).toBe(`${id}멍`)
    })
  }

  it("Google and Kakao get a PKCE S256 challenge; Naver gets state only and state again at its token endpoint", async () => {
    const g = await signIn(server, "google")
    expect(g.authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256")
    expect(g.authorizeUrl.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/)
    expect(g.authorizeUrl.searchParams.get("scope")).toBe("openid email profile")
    expect(g.authorizeUrl.searchParams.get("nonce")).toBeTruthy()
    const k = await signIn(server, "kakao")
    expect(k.authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256")
    const n = await signIn(server, "naver")
    expect(n.authorizeUrl.searchParams.has("code_challenge")).toBe(false)
    expect(n.authorizeUrl.searchParams.get("state")).toMatch(/^[\w-]{20,}$/)
    const naverToken = naver.requests.filter((r) => r.path === naver.paths.token)
    expect(naverToken.length).toBeGreaterThan(0)
    for (const url of [g.final, k.final, n.final]) expect(url.searchParams.get("accessToken")).toBeTruthy()
  })

  it("the sign-in cookie is HttpOnly, SameSite=Lax, scoped to the provider's path and short-lived (not Secure on plain http)", async () => {
    const { setCookie } = await signIn(server, "google")
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\/api\/auth\/google/)
    expect(setCookie).toMatch(/Max-Age=600/)
    expect(setCookie).not.toMatch(/Secure/i)
    // It holds no readable state: the verifier and state are sealed.
    expect(decodeURIComponent(cookiePair(setCookie))).not.toContain("codeVerifier")
  })

  it("the same account signs in to the same member every time, and accounts of different providers stay apart", async () => {
    google.setUser({ subject: "same-sub", email: "same@example.com", nickname: "same" })
    naver.setUser({ subject: "same-sub", email: "same@example.com", nickname: "same" })
    const a = await signIn(server, "google")
    const b = await signIn(server, "google")
    const c = await signIn(server, "naver")
    const idOf = async (j: Journey) => {
      const t = j.final.searchParams.get("accessToken")
      const res = await server.request("/api/register", { headers: { authorization: `Bearer ${t}` } })
      return (await res.json()) as { email: string }
    }
    expect((await idOf(a)).email).toBe("same@example.com")
    const tokenSub = (j: Journey) => JSON.parse(Buffer.from((j.final.searchParams.get("accessToken") ?? "").split(".")[1] ?? "", "base64url").toString()).sub
    expect(tokenSub(a)).toBe(tokenSub(b))
    expect(tokenSub(c)).not.toBe(tokenSub(a))
  })

  it("a callback whose state does not match the cookie goes to /login?error=invalid_state", async () => {
    const j = await signIn(server, "google", { callback: (u) => u.searchParams.set("state", "forged-state") })
    expect(j.final.pathname).toBe("/login")
    expect(j.final.searchParams.get("error")).toBe("invalid_state")
  })

  it("a callback without the sign-in cookie goes to /login?error=invalid_state and never reaches the token endpoint", async () => {
    const before = kakao.requests.filter((r) => r.path === kakao.paths.token).length
    const j = await signIn(server, "kakao", { dropCookie: true })
    expect(j.final.searchParams.get("error")).toBe("invalid_state")
    expect(kakao.requests.filter((r) => r.path === kakao.paths.token).length).toBe(before)
  })

  it("a tampered sign-in cookie is refused", async () => {
    const start = await server.request("/api/auth/naver", { redirect: "manual" })
    const cookie = cookiePair(start.headers.getSetCookie()[0] ?? "")
    const atProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" })
    const callback = new URL(atProvider.headers.get("location") ?? "")
    const flipped = cookie.slice(0, -3) + (cookie.endsWith("AAA") ? "BBB" : "AAA")
    const done = await server.request(callback.pathname + callback.search, { redirect: "manual", headers: { cookie: flipped } })
    expect(done.headers.get("location")).toBe("/login?error=invalid_state")
  })

  it("a cookie made for one provider does not open another provider's callback", async () => {
    const start = await server.request("/api/auth/google", { redirect: "manual" })
    const sealed = cookiePair(start.headers.getSetCookie()[0] ?? "").split("=")[1]
    const done = await server.request("/api/auth/kakao/callback?code=x&state=y", { redirect: "manual", headers: { cookie: `mw_oauth_kakao=${sealed}` } })
    expect(done.headers.get("location")).toBe("/login?error=invalid_state")
  })

  it("a wrong PKCE verifier makes the provider refuse the code: /login?error=exchange_failed", async () => {
    const j = await signIn(server, "google", {
      // The provider records a challenge of a verifier the app never had.
      authorize: (u) => u.searchParams.set("code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    })
    expect(j.final.searchParams.get("error")).toBe("exchange_failed")
    expect(google.refusals.at(-1)).toBe("invalid_grant")
  })

  it("denied consent goes to /login?error=access_denied", async () => {
    for (const local of [google, kakao, naver]) local.denyNext()
    for (const id of ["google", "kakao", "naver"] as const) {
      const j = await signIn(server, id)
      expect(j.final.pathname).toBe("/login")
      expect(j.final.searchParams.get("error")).toBe("access_denied")
    }
  })

  it("a replayed authorization code is refused by the provider and signs nobody in", async () => {
    const j = await signIn(server, "kakao")
    expect(j.final.pathname).toMatch(/^\/auth\/(register|success)$/)
    // An attacker who captured the callback URL and the cookie replays them.
    const replay = await server.request(j.callbackUrl, { redirect: "manual", headers: { cookie: j.cookie } })
    expect(replay.headers.get("location")).toBe("/login?error=exchange_failed")
    expect(kakao.refusals.at(-1)).toBe("invalid_grant")
  })

  it("an ID token signed with a key outside the provider's JWKS is refused", async () => {
    google.signWithForeignKey(true)
    try {
      const j = await signIn(server, "google")
      expect(j.final.searchParams.get("error")).toBe("exchange_failed")
    } finally {
      google.signWithForeignKey(false)
    }
  })

  it("the callback clears the sign-in cookie", async () => {
    const start = await server.request("/api/auth/naver", { redirect: "manual" })
    const cookie = cookiePair(start.headers.getSetCookie()[0] ?? "")
    const atProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" })
    const callback = new URL(atProvider.headers.get("location") ?? "")
    const done = await server.request(callback.pathname + callback.search, { redirect: "manual", headers: { cookie } })
    const cleared = done.headers.getSetCookie().find((c) => c.startsWith("mw_oauth_naver="))
    expect(cleared).toMatch(/Max-Age=0/)
  })
})

describe("social sign-in configuration", () => {
  it("an unconfigured provider answers 404 JSON and is not listed", async () => {
    const server = await createTestServer({ DEV_LOGIN: "0" })
    try {
      const res = await server.request("/api/auth/kakao", { redirect: "manual" })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: "찾을 수 없어요.", detail: "Sign-in with kakao is not configured" })
      expect(await server.client().call("authProviders")).toEqual({ providers: [], dev: false })
    } finally {
      await server.close()
    }
  })

  it("Kakao with KAKAO_ISSUER set signs in over OpenID Connect (discovery, openid scope, nonce-checked ID token)", async () => {
    const local = await startOAuthProvider({ variant: "oidc", redirectUris: [`${ORIGIN}/api/auth/kakao/callback`] })
    const server = await createTestServer(local.env("KAKAO"))
    try {
      local.setUser({ subject: "4099999999", email: "kakao.oidc@example.com", nickname: "카카오" })
      const j = await signIn(server, "kakao")
      expect(j.authorizeUrl.searchParams.get("scope")).toBe("openid")
      expect(j.authorizeUrl.searchParams.get("nonce")).toBeTruthy()
      expect(j.authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256")
      expect(j.final.pathname).toBe("/auth/register")
      expect((await server.client(j.final.searchParams.get("accessToken")).call("profile")).email).toBe("kakao.oidc@example.com")
    } finally {
      await server.close()
      await local.close()
    }
  })

  it("with an https PUBLIC_URL the redirect URI uses it and the cookie is Secure; plain http is refused off loopback", async () => {
    const local = await startOAuthProvider({ variant: "naver", redirectUris: ["https://mungwalk.example/api/auth/naver/callback"] })
    const server = await createTestServer({
      ...local.env("NAVER"),
      PUBLIC_URL: "https://mungwalk.example/",
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "s",
      GOOGLE_ISSUER: "http://accounts.example.invalid"
    })
    try {
      const res = await server.request("/api/auth/naver", { redirect: "manual" })
      const authorize = new URL(res.headers.get("location") ?? "")
      expect(authorize.searchParams.get("redirect_uri")).toBe("https://mungwalk.example/api/auth/naver/callback")
      expect(res.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i)

      const insecure = await server.request("/api/auth/google", { redirect: "manual" })
      expect(insecure.headers.get("location")).toBe("/login?error=provider_unavailable")
    } finally {
      await server.close()
      await local.close()
    }
  })
})
