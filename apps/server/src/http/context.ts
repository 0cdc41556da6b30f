/** What every handler can reach: configuration, the database, tokens, sign-in providers, image storage and the pay provider. */
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
  }
}
