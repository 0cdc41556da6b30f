/** Sign-in for API clients and the providers a login screen may offer. */
import * as Schema from "effect/Schema"
import { nameText } from "./text.ts"

/**
 * `POST /api/login` (not used by the screens): the development sign-in for API clients (tests,
 * benchmarks, other apps). Enabled only where the development sign-in is.
 */
/** The development sign-in name (also `GET /api/auth/dev?name=`). */
export const DevLoginName = nameText("name", 50)
export const LoginRequest = Schema.Struct({ name: DevLoginName })
export const LoginResponse = Schema.Struct({ accessToken: Schema.String, registered: Schema.Boolean })
export type LoginResponse = typeof LoginResponse.Type

export const SocialProvider = Schema.Literals(["kakao", "naver", "google"])
export type SocialProvider = typeof SocialProvider.Type

/** `GET /api/auth/providers`: which sign-in buttons the login screen shows. */
export const AuthProviders = Schema.Struct({
  providers: Schema.Array(SocialProvider),
  dev: Schema.Boolean
})
export type AuthProviders = typeof AuthProviders.Type

/** `GET /api/health`. */
export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literals(["pglite", "postgres"])
})
export type Health = typeof Health.Type
