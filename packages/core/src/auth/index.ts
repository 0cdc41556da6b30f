/**
 * Auth (§4 Auth, §2 route guard). Create one actor for the app:
 * `createAuthActor({ tokens, storage, navigate }).start()`, send `route.changed` on every
 * navigation, render `connectAuth(snapshot, send)`. `guardDecision(path, hasToken)` is the pure rule.
 */
export { authMachine, guardDecision, isPublicPath, isSafeRedirect, normalizePath, queryToken } from "./auth.machine.ts"
export type { AuthMachine, GuardDecision } from "./auth.machine.ts"
export { createAuthActor, createAuthImplementations, provideAuthMachine, readAuthInput } from "./auth.actors.ts"
export { REGISTRATION_CLAIM, tokenClaims, tokenIsRegistered } from "./registration.ts"
export { connectAuth, needsRegistration } from "./auth.connect.ts"
export type { AuthView } from "./auth.connect.ts"
export { AUTH_COPY, DEV_SIGN_IN_NAME_MAX, PUBLIC_PATHS, REDIRECT_STORAGE_KEY, SIGN_IN_ERRORS, signInErrorMessage } from "./auth.types.ts"
export type { SignInErrorCode } from "./auth.types.ts"
export type { AuthContext, AuthEvent, AuthInput, AuthPorts } from "./auth.types.ts"
