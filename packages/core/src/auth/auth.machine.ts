/**
 * The auth machine (§4 Auth, §2 route guard, §6 roles).
 *
 * ```
 * checking ─┬─> signedIn
 *           └─> signedOut.browsing ⇄ signedOut.loginNeeded (the "login needed" modal)
 * ```
 * `route.changed` is judged by `guardDecision`. `/auth/success` and `/auth/register` store the
 * `accessToken` of their query; `/auth/success` then goes to the remembered redirect path (or
 * `/`), `/auth/register` stays until the register form sends `user.registered`. A protected path
 * without a token opens the modal and remembers the path (persisted: it survives the OAuth round
 * trip through the server). A 401 anywhere clears the token (`token.changed` with null): signed
 * out, and the modal opens on a protected page.
 *
 * Registration: a member signed in with a token the server marked unregistered
 * (`tokenIsRegistered`, see `registration.ts`) who opens a protected path is sent back to
 * `/auth/register` (replace) until the form sends `user.registered`; the path they opened becomes
 * the redirect path unless one is remembered already, so the remembered path still applies after
 * registering. A new token (stored from the address, or renewed by the server) updates the fact;
 * one that says registered while the member is held on `/auth/register` (a token from before they
 * registered elsewhere) moves them on to that path at once.
 */
import { assertEvent, assign, fromCallback, setup, type EventObject } from "xstate"
import { tokenIsRegistered } from "./registration.ts"
import { PUBLIC_PATHS, type AuthContext, type AuthEvent, type AuthInput } from "./auth.types.ts"

export type GuardDecision = "allow" | "loginNeeded" | "redirectHome"

/** `/mypage/` → `/mypage`; the root stays `/`. */
export const normalizePath = (path: string): string => {
  const p = path.split(/[?#]/)[0] || "/"
  return p.length > 1 && p.endsWith("/") ? p.replace(/\/+$/, "") || "/" : p
}

export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.has(normalizePath(path))

/** The route guard (§2): what happens when `path` is opened with or without a token. */
export const guardDecision = (path: string, hasToken: boolean): GuardDecision => {
  const p = normalizePath(path)
  if (p === "/login" && hasToken) return "redirectHome"
  if (PUBLIC_PATHS.has(p)) return "allow"
  return hasToken ? "allow" : "loginNeeded"
}

/** The `accessToken` query parameter, if any. */
export const queryToken = (search: string): string | null => {
  const token = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("accessToken")
  return token && token.trim().length > 0 ? token.trim() : null
}

/** Only same-app paths are redirect targets (`/x`, never `//host` or `https://…`). */
export const isSafeRedirect = (path: string | null | undefined): path is string =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\")

const routeOf = (event: AuthEvent) => {
  assertEvent(event, "route.changed")
  return { path: normalizePath(event.path), search: event.search }
}

const missing = (name: string) => new Error(`auth: '${name}' is not provided; use authMachine.provide(createAuthImplementations(ports))`)

/**
 * Registered: on to the remembered path (or `/`), which is then forgotten. The route is taken as
 * that path at once, so the form's `user.registered` that follows a renewed token moves nobody twice.
 */
const goOnRegistered = [
  "markRegistered",
  { type: "navigate", params: ({ context }: { context: AuthContext }) => ({ path: context.redirectPath ?? "/", replace: true }) },
  "assumeRedirectRoute",
  "forgetRedirect",
  { type: "persistRedirect", params: { path: null } }
] as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput
  },
  actors: {
    /** Sends `token.changed` whenever the token store changes. */
    tokenWatch: fromCallback<EventObject>(() => {
      throw missing("tokenWatch")
    })
  },
  actions: {
    /** Stores the `accessToken` of the route's query in the token store. */
    storeToken: (_, _params: { token: string }) => {
      throw missing("storeToken")
    },
    /** Persists (or removes, for null) the redirect path. */
    persistRedirect: (_, _params: { path: string | null }) => {
      throw missing("persistRedirect")
    },
    navigate: (_, _params: { path: string; replace?: boolean }) => {
      throw missing("navigate")
    },
    setRoute: assign(({ event }) => routeOf(event)),
    rememberRedirect: assign({
      redirectPath: ({ event }) => {
        const { path, search } = routeOf(event)
        return path + search
      }
    }),
    rememberCurrentPath: assign({ redirectPath: ({ context }) => context.path + context.search }),
    forgetRedirect: assign({ redirectPath: null }),
    /** The registration fact of the token in the route's query (`/auth/success`, `/auth/register`). */
    noteQueryRegistration: assign({ registered: ({ event }) => tokenIsRegistered(queryToken(routeOf(event).search)) }),
    /** The registration fact of a token that arrived in the store. */
    noteTokenRegistration: assign({
      registered: ({ event }) => {
        assertEvent(event, "token.changed")
        return tokenIsRegistered(event.token)
      }
    }),
    markRegistered: assign({ registered: true }),
    /** The route is the remembered path (or `/`), being navigated to. */
    assumeRedirectRoute: assign(({ context }) => {
      const target = context.redirectPath ?? "/"
      const at = target.search(/[?#]/)
      return { path: normalizePath(target), search: at < 0 ? "" : target.slice(at).split("#")[0]! }
    }),
    /** Keeps a remembered redirect path; otherwise remembers the path being opened. */
    rememberRedirectIfNone: assign({
      redirectPath: ({ context, event }) => {
        const { path, search } = routeOf(event)
        return context.redirectPath ?? path + search
      }
    })
  },
  guards: {
    startedWithToken: ({ context }) => context.startedWithToken,
    /** Is this `/auth/success` with a token to store? */
    isSuccessWithToken: ({ event }) => {
      const { path, search } = routeOf(event)
      return path === "/auth/success" && queryToken(search) !== null
    },
    isSuccess: ({ event }) => routeOf(event).path === "/auth/success",
    /** Is this `/auth/register` with a token to store? */
    isRegisterWithToken: ({ event }) => {
      const { path, search } = routeOf(event)
      return path === "/auth/register" && queryToken(search) !== null
    },
    needsLogin: ({ event }) => guardDecision(routeOf(event).path, false) === "loginNeeded",
    isLoginPage: ({ event }) => guardDecision(routeOf(event).path, true) === "redirectHome",
    /** Is a member who has not registered opening a protected path? */
    mustRegister: ({ context, event }) => !context.registered && !isPublicPath(routeOf(event).path),
    /** A token saying registered arrived while an unregistered member is held on `/auth/register`. */
    registeredOnTheRegisterPage: ({ context, event }) => {
      assertEvent(event, "token.changed")
      return !context.registered && context.path === "/auth/register" && event.token !== null && tokenIsRegistered(event.token)
    },
    /** The form's `user.registered` on the register page (not once a renewed token moved the member on). */
    onTheRegisterPage: ({ context }) => context.path === "/auth/register",
    tokenArrived: ({ event }) => {
      assertEvent(event, "token.changed")
      return event.token !== null
    },
    /** Was the token cleared while a protected page is open? */
    tokenLostOnProtectedPage: ({ context, event }) => {
      assertEvent(event, "token.changed")
      return event.token === null && !isPublicPath(context.path)
    },
    tokenLost: ({ event }) => {
      assertEvent(event, "token.changed")
      return event.token === null
    }
  }
}).createMachine({
  id: "auth",
  context: ({ input }) => ({
    startedWithToken: input.hasToken,
    path: "/",
    search: "",
    redirectPath: isSafeRedirect(input.redirectPath) ? input.redirectPath : null,
    registered: input.registered
  }),
  invoke: { id: "tokenWatch", src: "tokenWatch" },
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "startedWithToken", target: "signedIn" }, { target: "signedOut" }]
    },
    signedOut: {
      initial: "browsing",
      on: {
        "route.changed": [
          {
            guard: "isSuccessWithToken",
            target: "signedIn",
            actions: [
              { type: "storeToken", params: ({ event }) => ({ token: queryToken(routeOf(event).search)! }) },
              "noteQueryRegistration",
              "setRoute",
              { type: "navigate", params: ({ context }) => ({ path: context.redirectPath ?? "/", replace: true }) },
              "forgetRedirect",
              { type: "persistRedirect", params: { path: null } }
            ]
          },
          {
            guard: "isRegisterWithToken",
            target: "signedIn",
            actions: [
              { type: "storeToken", params: ({ event }) => ({ token: queryToken(routeOf(event).search)! }) },
              "noteQueryRegistration",
              "setRoute",
              // The token leaves the address bar (and history) once stored.
              { type: "navigate", params: { path: "/auth/register", replace: true } }
            ]
          },
          {
            // `/auth/success` without a token (a stale bookmark, a provider that dropped the query): back at once.
            guard: "isSuccess",
            target: ".browsing",
            actions: [
              "setRoute",
              { type: "navigate", params: ({ context }) => ({ path: context.redirectPath ?? "/", replace: true }) },
              "forgetRedirect",
              { type: "persistRedirect", params: { path: null } }
            ]
          },
          {
            guard: "needsLogin",
            target: ".loginNeeded",
            actions: ["setRoute", "rememberRedirect", { type: "persistRedirect", params: ({ context }) => ({ path: context.redirectPath }) }]
          },
          { target: ".browsing", actions: "setRoute" }
        ],
        "token.changed": { guard: "tokenArrived", target: "signedIn", actions: "noteTokenRegistration" }
      },
      states: {
        browsing: {},
        loginNeeded: {
          on: {
            "user.goToLogin": { target: "browsing", actions: { type: "navigate", params: { path: "/login" } } },
            // Declining to sign in: the page asked for is forgotten too, so a later sign-in from home returns home (§2 /auth/success).
            "user.dismissModal": {
              target: "browsing",
              actions: ["forgetRedirect", { type: "persistRedirect", params: { path: null } }, { type: "navigate", params: { path: "/", replace: true } }]
            }
          }
        }
      }
    },
    signedIn: {
      on: {
        "route.changed": [
          {
            guard: "isSuccessWithToken",
            actions: [
              { type: "storeToken", params: ({ event }) => ({ token: queryToken(routeOf(event).search)! }) },
              "noteQueryRegistration",
              "setRoute",
              { type: "navigate", params: ({ context }) => ({ path: context.redirectPath ?? "/", replace: true }) },
              "forgetRedirect",
              { type: "persistRedirect", params: { path: null } }
            ]
          },
          {
            guard: "isSuccess",
            actions: [
              "setRoute",
              { type: "navigate", params: ({ context }) => ({ path: context.redirectPath ?? "/", replace: true }) },
              "forgetRedirect",
              { type: "persistRedirect", params: { path: null } }
            ]
          },
          {
            guard: "isRegisterWithToken",
            actions: [
              { type: "storeToken", params: ({ event }) => ({ token: queryToken(routeOf(event).search)! }) },
              "noteQueryRegistration",
              "setRoute",
              // The token leaves the address bar (and history) once stored.
              { type: "navigate", params: { path: "/auth/register", replace: true } }
            ]
          },
          { guard: "isLoginPage", actions: ["setRoute", { type: "navigate", params: { path: "/", replace: true } }] },
          {
            guard: "mustRegister",
            actions: [
              "setRoute",
              "rememberRedirectIfNone",
              { type: "persistRedirect", params: ({ context }) => ({ path: context.redirectPath }) },
              { type: "navigate", params: { path: "/auth/register", replace: true } }
            ]
          },
          { actions: "setRoute" }
        ],
        "token.changed": [
          {
            guard: "tokenLostOnProtectedPage",
            target: "signedOut.loginNeeded",
            actions: ["rememberCurrentPath", { type: "persistRedirect", params: ({ context }) => ({ path: context.redirectPath }) }]
          },
          { guard: "tokenLost", target: "signedOut" },
          // Held on the register page by a token from before registering (signed in, then registered
          // elsewhere: another tab, another phone): the server's renewed token says registered, so the
          // member goes on to the page they opened. Saving the form here renews it too, just before `user.registered`.
          { guard: "registeredOnTheRegisterPage", actions: goOnRegistered },
          { actions: "noteTokenRegistration" }
        ],
        "user.registered": { guard: "onTheRegisterPage", actions: goOnRegistered }
      }
    }
  }
})

export type AuthMachine = typeof authMachine
