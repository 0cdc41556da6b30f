/** Server configuration, read once from the environment. README "Configuration" lists every variable. */
import path from "node:path"

export interface OAuthClientConfig {
  readonly clientId: string
  readonly clientSecret: string
  /** Issuer or endpoints; defaults are the provider's public ones. Tests point these at a local provider. */
  readonly issuer?: string | undefined
  readonly authorizationEndpoint?: string | undefined
  readonly tokenEndpoint?: string | undefined
  readonly userinfoEndpoint?: string | undefined
}

export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  /** HS256 key material; when absent it is generated once and kept (DATA_DIR on PGlite, the database on PostgreSQL). */
  readonly authSecret: string | undefined
  /** Access token lifetime and sliding renewal threshold, in seconds. */
  readonly tokenTtlSeconds: number
  readonly tokenRenewAfterSeconds: number
  /** `GET /api/auth/dev` and `POST /api/login`: on by default on the embedded default, off otherwise unless DEV_LOGIN=1. */
  readonly devLogin: boolean
  /** Demo members, dogs and walks on first start of the embedded default (`DEMO=0` switches it off). */
  readonly demo: boolean
  /** The public origin (`https://mungwalk.kr`) used for OAuth redirect URIs; defaults to the request's origin. */
  readonly publicUrl: string | undefined
  readonly oauth: {
    readonly kakao?: OAuthClientConfig | undefined
    readonly naver?: OAuthClientConfig | undefined
    readonly google?: OAuthClientConfig | undefined
  }
  /** The built web app to serve (`apps/web/dist`); absent in API-only setups and most tests. */
  readonly webDist: string | undefined
  readonly uploadsDir: string
  readonly production: boolean
}

const flag = (v: string | undefined): boolean | undefined =>
  v === undefined || v === "" ? undefined : ["1", "true", "yes", "on"].includes(v.toLowerCase())

const oauthFrom = (env: NodeJS.ProcessEnv, prefix: string): OAuthClientConfig | undefined => {
  const clientId = env[`${prefix}_CLIENT_ID`]
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]
  if (!clientId) return undefined
  return {
    clientId,
    clientSecret: clientSecret ?? "",
    issuer: env[`${prefix}_ISSUER`],
    authorizationEndpoint: env[`${prefix}_AUTHORIZATION_ENDPOINT`],
    tokenEndpoint: env[`${prefix}_TOKEN_ENDPOINT`],
    userinfoEndpoint: env[`${prefix}_USERINFO_ENDPOINT`]
  }
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data")
  const databaseUrl = env.DATABASE_URL || undefined
  const production = env.NODE_ENV === "production"
  const embedded = !databaseUrl
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`)
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    authSecret: env.AUTH_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    tokenRenewAfterSeconds: Number(env.TOKEN_RENEW_AFTER_SECONDS ?? 3600),
    devLogin: flag(env.DEV_LOGIN) ?? (embedded && !production),
    demo: flag(env.DEMO) ?? embedded,
    publicUrl: env.PUBLIC_URL || undefined,
    oauth: {
      kakao: oauthFrom(env, "KAKAO"),
      naver: oauthFrom(env, "NAVER"),
      google: oauthFrom(env, "GOOGLE")
    },
    webDist: env.WEB_DIST === "" ? undefined : path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname ?? ".", "../../web/dist")),
    uploadsDir: path.join(dataDir, "uploads"),
    production,
    ...overrides
  }
}
