/** What every handler can reach: configuration, the database, tokens and image storage. */
import type { Config } from "../config.ts"
import type { Database } from "../db/client.ts"
import type { TokenService } from "../auth/tokens.ts"

export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly tokens: TokenService
}

export interface AppEnv {
  Variables: {
    memberId: number | null
  }
}
