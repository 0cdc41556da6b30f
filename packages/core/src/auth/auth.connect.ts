/** The auth view model: what the shell needs for the route guard and the "login needed" modal. */
import type { SnapshotFrom } from "xstate"
import { guardDecision, isPublicPath, type GuardDecision } from "./auth.machine.ts"
import type { AuthMachine } from "./auth.machine.ts"
import { AUTH_COPY, type AuthEvent } from "./auth.types.ts"

export interface AuthView {
  readonly isSignedIn: boolean
  /** Still deciding (only at the very start). */
  readonly isChecking: boolean
  readonly path: string
  readonly decision: GuardDecision
  /** Whether the current route's screen may be rendered (public, or signed in and registered). */
  readonly canShowContent: boolean
  readonly loginModal: {
    readonly open: boolean
    readonly title: string
    readonly body: string
    readonly confirmLabel: string
    readonly dismissLabel: string
  }
  /** Signed in with a token issued before the profile was saved: protected paths go to `/auth/register`. */
  readonly needsRegistration: boolean
  readonly redirectPath: string | null
  goToLogin(): void
  dismissModal(): void
  /** The register form saved the profile: go on to the redirect path. */
  registered(): void
}

/** Signed in, the profile not saved yet (a selector: what home asks, without the whole view). */
export const needsRegistration = (snapshot: SnapshotFrom<AuthMachine>): boolean => snapshot.matches("signedIn") && !snapshot.context.registered

export const connectAuth = (snapshot: SnapshotFrom<AuthMachine>, send: (event: AuthEvent) => void): AuthView => {
  const isSignedIn = snapshot.matches("signedIn")
  const { path, redirectPath, registered } = snapshot.context
  return {
    isSignedIn,
    isChecking: snapshot.matches("checking"),
    path,
    decision: guardDecision(path, isSignedIn),
    canShowContent: isPublicPath(path) || (isSignedIn && registered),
    needsRegistration: needsRegistration(snapshot),
    loginModal: {
      open: snapshot.matches({ signedOut: "loginNeeded" }),
      title: AUTH_COPY.loginNeededTitle,
      body: AUTH_COPY.loginNeededBody,
      confirmLabel: AUTH_COPY.goToLogin,
      dismissLabel: AUTH_COPY.dismiss
    },
    redirectPath,
    goToLogin: () => send({ type: "user.goToLogin" }),
    dismissModal: () => send({ type: "user.dismissModal" }),
    registered: () => send({ type: "user.registered" })
  }
}
