/** What every handler can reach: configuration, the database, tokens, sign-in providers and image storage. */
import type { Config } from "../config.ts"
import type { Database } from "../db/client.ts"
import type { TokenService } from "../auth/tokens.ts"
import type { ImageStore } from "../providers/images.ts"
import type { OAuthProviders } from "../providers/oauth.ts"
import type { NotificationHub } from "../services/community/hub.ts"

export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly tokens: TokenService
  readonly oauth: OAuthProviders
  readonly images: ImageStore
  /** Live "unread changed" signals (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  readonly notifications: NotificationHub
}

export interface AppEnv {
  Variables: {
    memberId: number | null
  }
}
