/** Types of the auth machine (§4 Auth, §2 route guard). */
import type { TokenStore } from "../api/tokens.ts"
import type { KeyValueStorage, Navigate } from "../ports.ts"

export interface AuthContext {
  /** Whether a token was stored when the machine started (decides the first state). */
  readonly startedWithToken: boolean
  /** The current route (path and `?search`) as the app last reported it. */
  readonly path: string
  readonly search: string
  /** Where to go after signing in: the protected path (+search) the visitor tried to open. */
  readonly redirectPath: string | null
  /**
   * Whether the member has saved the profile (`tokenIsRegistered` of the current token). Until
   * then protected paths go to `/auth/register`.
   */
  readonly registered: boolean
}

export interface AuthInput {
  /** Whether a token is stored when the app starts. */
  readonly hasToken: boolean
  /** Whether the stored token says the member has registered (true without a token). */
  readonly registered: boolean
  /** A redirect path remembered before the OAuth round trip (`readAuthInput` reads it). */
  readonly redirectPath: string | null
}

export type AuthEvent =
  /** Sent by the app on every navigation (and once at start). */
  | { readonly type: "route.changed"; readonly path: string; readonly search: string }
  /** The token store changed (a sign-in stored one; a 401 cleared it). */
  | { readonly type: "token.changed"; readonly token: string | null }
  /** The "login needed" modal's button. */
  | { readonly type: "user.goToLogin" }
  | { readonly type: "user.dismissModal" }
  /** The register form saved the new member's profile. */
  | { readonly type: "user.registered" }

export interface AuthPorts {
  readonly tokens: TokenStore
  /** Keeps the redirect path across the OAuth round trip through the server. */
  readonly storage: KeyValueStorage
  readonly navigate: Navigate
}

/** Storage key of the remembered redirect path. */
export const REDIRECT_STORAGE_KEY = "mungwalk.redirectPath"

/** Paths a visitor may open without a token (§2). */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(["/", "/login", "/auth/register", "/auth/success"])

/** Korean copy of the "login needed" modal (the spec names it only). */
/** The development sign-in's longest name, in characters (`GET /api/auth/dev?name=`). */
export const DEV_SIGN_IN_NAME_MAX = 30

/**
 * Why the server sent the browser back to `/login` (`/login?error=<code>`: a social sign-in that
 * failed or was cancelled, a development sign-in name refused), as the login page says it.
 */
export const SIGN_IN_ERRORS = {
  access_denied: "로그인을 취소했어요. 다시 시작하려면 아래에서 로그인 방법을 골라주세요.",
  invalid_state: "로그인 시간이 지났어요. 처음부터 다시 시도해주세요.",
  exchange_failed: "로그인하지 못했어요. 잠시 후 다시 시도해주세요.",
  userinfo_failed: "로그인하지 못했어요. 잠시 후 다시 시도해주세요.",
  provider_unavailable: "지금은 이 방법으로 로그인할 수 없어요. 잠시 후 다시 시도해주세요.",
  invalid_name: `이름을 확인해주세요. 보이는 글자로 ${DEV_SIGN_IN_NAME_MAX}자까지 쓸 수 있어요.`
} as const
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS

/** The login page's word for its `?error=` (a code it does not know: the general one); null without one. */
export const signInErrorMessage = (search: string): string | null => {
  const code = new URLSearchParams(search).get("error")
  if (code === null) return null
  return Object.hasOwn(SIGN_IN_ERRORS, code) ? SIGN_IN_ERRORS[code as SignInErrorCode] : SIGN_IN_ERRORS.exchange_failed
}

export const AUTH_COPY = {
  loginNeededTitle: "로그인이 필요해요",
  loginNeededBody: "로그인하고 멍멍워크의 모든 기능을 이용해보세요.",
  goToLogin: "로그인하러 가기",
  dismiss: "닫기"
} as const
