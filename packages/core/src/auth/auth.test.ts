import { afterEach, describe, expect, it } from "vitest"
import { createApiClient } from "../api/client.ts"
import { createTokenStore } from "../api/tokens.ts"
import { memoryStorage, type KeyValueStorage } from "../ports.ts"
import { createFakeApi, httpError } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { createAuthActor } from "./auth.actors.ts"
import { connectAuth } from "./auth.connect.ts"
import { guardDecision, queryToken } from "./auth.machine.ts"
import { REDIRECT_STORAGE_KEY, SIGN_IN_ERRORS, signInErrorMessage } from "./auth.types.ts"
import { tokenClaims, tokenIsRegistered } from "./registration.ts"
import { unsignedToken } from "./auth.testkit.ts"

const actors: Array<{ stop(): void }> = []
afterEach(() => {
  for (const a of actors.splice(0)) a.stop()
})

const app = (storage: KeyValueStorage = memoryStorage()) => {
  const tokens = createTokenStore(storage)
  const navigations: Array<{ path: string; replace: boolean }> = []
  const actor = createAuthActor({
    tokens,
    storage,
    navigate: (path, options) => void navigations.push({ path, replace: options?.replace === true })
  }).start()
  actors.push(actor)
  const go = (url: string) => {
    const [path, search = ""] = url.split("?")
    actor.send({ type: "route.changed", path: path!, search: search ? `?${search}` : "" })
  }
  const view = () => connectAuth(actor.getSnapshot(), actor.send)
  return { actor, tokens, storage, navigations, go, view }
}

describe("route guard (§2)", () => {
  it.each([
    ["/", false, "allow"],
    ["/login", false, "allow"],
    ["/auth/register", false, "allow"],
    ["/auth/success", false, "allow"],
    ["/walk", false, "loginNeeded"],
    ["/mypage/", false, "loginNeeded"],
    ["/no/such/page", false, "loginNeeded"],
    ["/walk", true, "allow"],
    ["/login", true, "redirectHome"],
    ["/", true, "allow"]
  ] as const)("%s with token=%s → %s", (path, hasToken, decision) => {
    expect(guardDecision(path, hasToken)).toBe(decision)
  })

  it("reads the token from the query", () => {
    expect(queryToken("?accessToken=abc.def&x=1")).toBe("abc.def")
    expect(queryToken("?x=1")).toBeNull()
    expect(queryToken("")).toBeNull()
  })
})

describe("auth machine", () => {
  it("a visitor on a protected path sees the login modal; the path is remembered across the OAuth round trip", () => {
    const storage = memoryStorage()
    const visitor = app(storage)
    visitor.go("/walk?tab=1")
    expect(visitor.view().loginModal.open).toBe(true)
    expect(visitor.view().canShowContent).toBe(false)
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBe("/walk?tab=1")
    visitor.view().goToLogin()
    expect(visitor.navigations).toEqual([{ path: "/login", replace: false }])
    expect(visitor.view().loginModal.open).toBe(false)
    visitor.actor.stop()

    // The provider sends the browser back to /auth/success: a fresh page load.
    const back = app(storage)
    back.go("/auth/success?accessToken=tok-1")
    expect(back.tokens.get()).toBe("tok-1")
    expect(storage.getItem("accessToken")).toBe("tok-1")
    expect(back.view().isSignedIn).toBe(true)
    expect(back.navigations).toEqual([{ path: "/walk?tab=1", replace: true }])
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it("a new member stays on /auth/register until the profile is saved, then goes to the redirect path", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "/mypage" })
    const member = app(storage)
    member.go("/auth/register?accessToken=tok-2")
    expect(member.tokens.get()).toBe("tok-2")
    expect(member.view().isSignedIn).toBe(true)
    // It stays on the register form; only the token leaves the address bar.
    expect(member.navigations).toEqual([{ path: "/auth/register", replace: true }])
    member.view().registered()
    expect(member.navigations.at(-1)).toEqual({ path: "/mypage", replace: true })
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it("/auth/success without a token goes back at once: to the remembered path, else home", () => {
    const storage = memoryStorage({ [REDIRECT_STORAGE_KEY]: "/walk" })
    const a = app(storage)
    a.go("/auth/success")
    expect(a.navigations).toEqual([{ path: "/walk", replace: true }])
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
    expect(a.tokens.get()).toBeNull()
    const b = app()
    b.go("/auth/success?error=x")
    expect(b.navigations).toEqual([{ path: "/", replace: true }])
  })

  it("without a remembered path, sign-in goes home", () => {
    const a = app()
    a.go("/auth/success?accessToken=t")
    expect(a.navigations).toEqual([{ path: "/", replace: true }])
  })

  it("/login while signed in redirects to /", () => {
    const a = app(memoryStorage({ accessToken: "t" }))
    expect(a.view().isSignedIn).toBe(true)
    a.go("/login")
    expect(a.navigations).toEqual([{ path: "/", replace: true }])
  })

  it("a 401 on any call signs out and asks to log in again on a protected page", async () => {
    const storage = memoryStorage({ accessToken: "expired" })
    const a = app(storage)
    a.go("/mypage/point")
    const server = createFakeApi({ storage, token: null })
    server.on("points", () => httpError(401, "Token expired"))
    // The real client over the same token store: its 401 clears the token.
    const client = createApiClient({ fetch: server.fetch, tokens: a.tokens })
    await expect(client.call("points", { query: {} })).rejects.toMatchObject({ status: 401 })
    await settle()
    expect(a.tokens.get()).toBeNull()
    expect(a.view().isSignedIn).toBe(false)
    expect(a.view().loginModal.open).toBe(true)
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBe("/mypage/point")
  })

  it("a 401 on a public page signs out without the modal", () => {
    const a = app(memoryStorage({ accessToken: "t" }))
    a.go("/")
    a.tokens.clear()
    expect(a.view().isSignedIn).toBe(false)
    expect(a.view().loginModal.open).toBe(false)
  })

  it("dismissing the modal goes home", () => {
    const a = app()
    a.go("/walk")
    a.view().dismissModal()
    expect(a.navigations).toEqual([{ path: "/", replace: true }])
    expect(a.view().loginModal.open).toBe(false)
  })

  it("after the modal was dismissed, signing in from home returns home, not to the page declined", () => {
    const a = app()
    a.go("/shop")
    expect(a.storage.getItem(REDIRECT_STORAGE_KEY)).toBe("/shop")
    a.view().dismissModal()
    expect(a.storage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
    a.go("/")
    a.go("/login")
    a.go("/auth/success?accessToken=t")
    expect(a.navigations.at(-1)).toEqual({ path: "/", replace: true })
  })

  it("ignores a remembered redirect that leaves the app", () => {
    const a = app(memoryStorage({ [REDIRECT_STORAGE_KEY]: "//evil.example/x" }))
    a.go("/auth/success?accessToken=t")
    expect(a.navigations).toEqual([{ path: "/", replace: true }])
  })
})

const jwt = unsignedToken
const UNREGISTERED = jwt({ sub: "7", registered: false })
const REGISTERED = jwt({ sub: "7" })

describe("registration (a member signed in but without a saved profile)", () => {
  it("reads the registration claim: only an explicit false holds the member back", () => {
    expect(tokenIsRegistered(UNREGISTERED)).toBe(false)
    expect(tokenIsRegistered(REGISTERED)).toBe(true)
    expect(tokenIsRegistered(jwt({ sub: "7", registered: true }))).toBe(true)
    expect(tokenIsRegistered("not-a-jwt")).toBe(true)
    expect(tokenIsRegistered("a.%%%.c")).toBe(true)
    expect(tokenIsRegistered(null)).toBe(true)
    expect(tokenClaims(UNREGISTERED)).toEqual({ sub: "7", registered: false })
  })

  it("leaving /auth/register without saving: protected paths go back to it, the remembered path applies after saving", () => {
    const { go, view, navigations, storage, tokens, actor } = app()
    go("/walk") // a visitor: the modal, /walk remembered
    go(`/auth/register?accessToken=${UNREGISTERED}`)
    expect(view().needsRegistration).toBe(true)
    go("/auth/register")
    go("/") // leaves without saving: public paths are fine
    expect(view().canShowContent).toBe(true)
    navigations.length = 0
    go("/mypage")
    expect(view().canShowContent).toBe(false) // the protected screen never renders
    expect(navigations).toEqual([{ path: "/auth/register", replace: true }])
    expect(view().redirectPath).toBe("/walk") // the remembered path stays
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBe("/walk")
    go("/auth/register")
    // The profile save answers a renewed token without the claim; then the form says saved.
    tokens.set(REGISTERED)
    expect(view().needsRegistration).toBe(false)
    actor.send({ type: "user.registered" })
    expect(navigations.at(-1)).toEqual({ path: "/walk", replace: true })
    navigations.length = 0
    go("/mypage")
    expect(navigations).toEqual([])
    expect(view().canShowContent).toBe(true)
  })

  it("without a remembered path, the protected path opened becomes the way on after registering", () => {
    const storage = memoryStorage()
    createTokenStore(storage).set(UNREGISTERED) // a reload with the unregistered token stored
    const { go, view, navigations, actor } = app(storage)
    expect(view().needsRegistration).toBe(true)
    go("/quest")
    expect(navigations).toEqual([{ path: "/auth/register", replace: true }])
    go("/auth/register")
    actor.send({ type: "user.registered" })
    expect(navigations.at(-1)).toEqual({ path: "/quest", replace: true })
    expect(view().needsRegistration).toBe(false)
  })

  it("held on /auth/register by a token from before registering (registered elsewhere): the renewed token lets them on at once, once", () => {
    const storage = memoryStorage()
    createTokenStore(storage).set(UNREGISTERED) // signed in here, then registered in another tab or on another phone
    const { go, view, tokens, navigations, actor } = app(storage)
    go("/post/1")
    expect(navigations).toEqual([{ path: "/auth/register", replace: true }])
    go("/auth/register")
    // The page's first call answers a renewed token without the claim: on to the page opened, no form to fill in.
    tokens.set(REGISTERED)
    expect(navigations.at(-1)).toEqual({ path: "/post/1", replace: true })
    expect(view().needsRegistration).toBe(false)
    expect(storage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
    // A save's `user.registered` after its own renewed token moves nobody twice.
    navigations.length = 0
    actor.send({ type: "user.registered" })
    expect(navigations).toEqual([])
    go("/post/1")
    expect(navigations).toEqual([])
    expect(view().canShowContent).toBe(true)
  })

  it("a token renewed with the claim (another device's sign-in) holds the member back again", () => {
    const storage = memoryStorage()
    createTokenStore(storage).set(REGISTERED)
    const { go, view, tokens, navigations } = app(storage)
    go("/mypage")
    expect(view().canShowContent).toBe(true)
    tokens.set(UNREGISTERED)
    go("/walk")
    expect(navigations).toEqual([{ path: "/auth/register", replace: true }])
  })
})

describe("the login page's word for ?error=", () => {
  it("names each code the server sends, the general word for an unknown one, nothing without one", () => {
    expect(signInErrorMessage("?error=access_denied")).toBe(SIGN_IN_ERRORS.access_denied)
    expect(signInErrorMessage("error=invalid_name")).toBe(SIGN_IN_ERRORS.invalid_name)
    expect(signInErrorMessage("?error=provider_unavailable&x=1")).toBe(SIGN_IN_ERRORS.provider_unavailable)
    expect(signInErrorMessage("?error=toString")).toBe(SIGN_IN_ERRORS.exchange_failed)
    expect(signInErrorMessage("?error=weird")).toBe(SIGN_IN_ERRORS.exchange_failed)
    expect(signInErrorMessage("")).toBeNull()
    expect(signInErrorMessage("?redirect=/walk")).toBeNull()
  })
})
