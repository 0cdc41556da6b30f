/** What every handler can reach: configuration, the database, tokens, sign-in providers, image storage and the pay provider. */
import type { Context } from "hono"
import type { Config } from "../config.ts"
import type { Database } from "../db/client.ts"
import type { TokenService } from "../auth/tokens.ts"
import type { ImageStore } from "../providers/images.ts"
import type { OAuthProviders } from "../providers/oauth.ts"
import type { PayProvider } from "../providers/pay.ts"
import type { NotificationHub } from "../services/community/hub.ts"

export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly tokens: TokenService
  readonly oauth: OAuthProviders
  readonly images: ImageStore
  /** Live "unread changed" signals (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  readonly notifications: NotificationHub
  /** The pay provider (KakaoPay's API, real or the sandbox); undefined: payment is off (the ready calls answer 503). */
  readonly pay: PayProvider | undefined
}

export interface AppEnv {
  Variables: {
    memberId: number | null
    /**
     * True when the guard took the token's word that its member still exists and left proving it
     * to the handler (`MEMBER_PROVEN_BY_HANDLER` in `route.ts`); the handler's `confirmMember` checks.
     */
    memberUnconfirmed: boolean
    /** The version the request's token carries (`tv`); the handler's `confirmMember` and sign-out read it. */
    tokenVersion: number
    /** Whether the token's member has saved the profile; until then the API refuses writes (`route.ts`, `REGISTRATION_FREE`). */
    registered: boolean
  }
}

/**
 * Sets a header on the answer a middleware's `next()` has made. Hono's `c.header` rebuilds a
 * finished response around its body first (`new Response(res.body, res)`), which on the node server
 * turns a string body into a web stream to be read out chunk by chunk — a measurable share of a
 * small API answer's CPU. Headers of a response we made can be changed in place; only immutable
 * ones (a `fetch` answer passed through) take Hono's way.
 */
export const setAnswerHeader = (c: Context, name: string, value: string): void => {
  if (!c.finalized) {
    c.header(name, value)
    return
  }
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
