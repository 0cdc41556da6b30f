/** Server configuration, read once from the environment. README "Configuration" lists every variable. */
import { randomBytes } from "node:crypto"
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

/** Fixed-window request limits (per minute); `RATE_LIMIT=0` switches them off. */
export interface RateLimitConfig {
  readonly enabled: boolean
  /** Sign-in attempts (`/api/login`, `/api/auth/*`) per client IP. */
  readonly signInPerIp: number
  /** Writes (any `/api/*` call that is not GET/HEAD/OPTIONS) per member. */
  readonly writesPerMember: number
  /** Writes per client IP (all members behind it together). */
  readonly writesPerIp: number
  readonly windowSeconds: number
}

/** KakaoPay's public API origin, the default base once a secret key is set. */
export const KAKAOPAY_REAL_API_BASE = "https://open-api.kakaopay.com"
/** KakaoPay's test merchant id (single payment). */
export const KAKAOPAY_TEST_CID = "TC0ONETIME"

/**
 * The pay provider (KakaoPay's online payment API). Switching between the sandbox and real
 * KakaoPay is only these values (README "Configuration"):
 * - embedded default (no `DATABASE_URL`, no key): the sandbox at `/sandbox/kakaopay` on this server, with a generated key;
 * - `KAKAOPAY_SECRET_KEY` set: real KakaoPay (`https://open-api.kakaopay.com`) unless `KAKAOPAY_API_BASE` says otherwise;
 * - `DATABASE_URL` and no key: payment off, unless `PAY_SANDBOX=1` turns the sandbox on.
 */
export interface PayConfig {
  /** `KAKAOPAY_SECRET_KEY`; with the sandbox on and none set, a key generated at start (the sandbox accepts only it). */
  readonly secretKey: string | undefined
  /** `KAKAOPAY_CID` (merchant id), default `TC0ONETIME`. The sandbox accepts only this one. */
  readonly cid: string
  /** `KAKAOPAY_API_BASE`, or the real API when a key is set and the sandbox is off; undefined: this server's sandbox (if on). */
  readonly apiBase: string | undefined
  /** Mount the sandbox provider at `/sandbox/kakaopay` (`PAY_SANDBOX`; default on for the embedded default without a key). */
  readonly sandbox: boolean
  /** `KAKAOPAY_TIMEOUT_MS` (default 10 s): a provider call without an answer by then has an unknown outcome. */
  readonly timeoutMs: number
  /** `PAY_RECONCILE_INTERVAL_MS` (default 30 s): how often the reconciler settles payments and refunds whose outcome is unknown. */
  readonly reconcileIntervalMs: number
}

const positiveMs = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const ms = Number(raw)
  if (!Number.isSafeInteger(ms) || ms < 1) throw new Error(`${name} must be a whole number of milliseconds, got ${raw}`)
  return ms
}

/** An S3-compatible bucket for uploaded images (`S3_*`); absent: images live under `DATA_DIR/uploads`. */
export interface S3Config {
  readonly bucket: string
  /** `S3_ENDPOINT`: another S3-compatible service (MinIO, R2, …); absent: AWS. */
  readonly endpoint: string | undefined
  readonly region: string
  /** Absent: the SDK's default credential chain (instance role, AWS_* variables). */
  readonly accessKeyId: string | undefined
  readonly secretAccessKey: string | undefined
  /** `S3_FORCE_PATH_STYLE=1`: `endpoint/bucket/key` addresses (MinIO and most self-hosted services). */
  readonly forcePathStyle: boolean
}

export interface Config {
  readonly port: number
  /** Interface to listen on (`HOST`): `127.0.0.1` on the embedded default, `0.0.0.0` with `DATABASE_URL`. */
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  /** HS256 key material; when absent it is generated once and kept (DATA_DIR on PGlite, the database on PostgreSQL). */
  readonly authSecret: string | undefined
  /** Access token lifetime and sliding renewal threshold, in seconds. */
  readonly tokenTtlSeconds: number
  readonly tokenRenewAfterSeconds: number
  /**
   * `GET /api/auth/dev` and `POST /api/login`: on by default on the embedded default, off otherwise
   * unless DEV_LOGIN=1. `devLoginExplicit`: DEV_LOGIN=1 was set, which alone allows it on a
   * non-loopback host (see `checkDevLoginHost`).
   */
  readonly devLogin: boolean
  readonly devLoginExplicit: boolean
  readonly rateLimit: RateLimitConfig
  /** Take the client IP from the first `X-Forwarded-For` entry (behind a trusted reverse proxy). */
  readonly trustProxy: boolean
  /** Extra origins the web pages may load the map style and tiles from (CSP `connect-src`, `img-src`). */
  readonly mapStyleOrigins: ReadonlyArray<string>
  /** Naver Maps is allowed by the CSP when its client id was set for the web build. */
  readonly naverMaps: boolean
  /** `debug`, `info`, `warn` or `error`: the lowest level written to the log. */
  readonly logLevel: "debug" | "info" | "warn" | "error"
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
  /** Serve the web build's `*.map` files (`SERVE_SOURCEMAPS=1`); by default they answer 404. */
  readonly serveSourcemaps: boolean
  readonly uploadsDir: string
  /** Uploaded images in an S3-compatible bucket when `S3_BUCKET` is set. */
  readonly s3: S3Config | undefined
  /** HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) when `TLS_CERT_FILE` and `TLS_KEY_FILE` are set; plain HTTP otherwise. */
  readonly tls: TlsConfig | undefined
  readonly production: boolean
  readonly pay: PayConfig
  /** Members allowed on `/api/admin/*` (`ADMIN_MEMBER_IDS`, comma-separated ids); everyone else gets 403. */
  readonly adminMemberIds: ReadonlyArray<number>
  /**
   * Worker threads measuring walk updates' live distance (`WALK_DISTANCE_WORKERS`, 0–16; 0 measures
   * on the request's thread); undefined: one fewer than the cores, at most 4 (`services/walks/liveDistance.ts`).
   */
  readonly walkDistanceWorkers?: number | undefined
}

const flag = (v: string | undefined): boolean | undefined => (v === undefined || v === "" ? undefined : ["1", "true", "yes", "on"].includes(v.toLowerCase()))

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

const payFrom = (env: NodeJS.ProcessEnv, embedded: boolean): PayConfig => {
  const key = env.KAKAOPAY_SECRET_KEY || undefined
  const sandbox = flag(env.PAY_SANDBOX) ?? (embedded && !key)
  const explicitBase = env.KAKAOPAY_API_BASE || undefined
  if (explicitBase !== undefined && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(explicitBase)) {
    throw new Error(`KAKAOPAY_API_BASE must be an http(s) URL like ${KAKAOPAY_REAL_API_BASE}, got ${explicitBase}`)
  }
  if (explicitBase !== undefined && !key && !sandbox) {
    throw new Error("KAKAOPAY_API_BASE is set but KAKAOPAY_SECRET_KEY is not: set the key, or PAY_SANDBOX=1 for the sandbox")
  }
  return {
    secretKey: key ?? (sandbox ? `sandbox-${randomBytes(24).toString("hex")}` : undefined),
    cid: env.KAKAOPAY_CID || KAKAOPAY_TEST_CID,
    apiBase: explicitBase?.replace(/\/+$/, "") ?? (sandbox || !key ? undefined : KAKAOPAY_REAL_API_BASE),
    sandbox,
    timeoutMs: positiveMs(env, "KAKAOPAY_TIMEOUT_MS", 10_000),
    reconcileIntervalMs: positiveMs(env, "PAY_RECONCILE_INTERVAL_MS", 30_000)
  }
}

/** PEM files of the certificate (chain) and its private key; read when the server starts (`httpsServeOptions` in `http/tls.ts`). */
export interface TlsConfig {
  readonly certFile: string
  readonly keyFile: string
  /** `HTTP_REDIRECT_PORT`: a plain-HTTP port that sends every request to HTTPS (`redirectToHttps`); undefined: none. */
  readonly httpRedirectPort?: number | undefined
}

const tlsFrom = (env: NodeJS.ProcessEnv): TlsConfig | undefined => {
  const certFile = env.TLS_CERT_FILE || undefined
  const keyFile = env.TLS_KEY_FILE || undefined
  const redirect = env.HTTP_REDIRECT_PORT || undefined
  if (!certFile && !keyFile) {
    if (redirect) throw new Error("HTTP_REDIRECT_PORT sends plain HTTP to this server's HTTPS: set it together with TLS_CERT_FILE and TLS_KEY_FILE")
    return undefined
  }
  if (!certFile || !keyFile) throw new Error("TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files of the certificate and its key) or neither")
  const httpRedirectPort = redirect === undefined ? undefined : Number(redirect)
  if (httpRedirectPort !== undefined && (!Number.isInteger(httpRedirectPort) || httpRedirectPort < 1 || httpRedirectPort > 65535)) {
    throw new Error(`HTTP_REDIRECT_PORT must be a port number (1-65535), got ${redirect}`)
  }
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile), ...(httpRedirectPort === undefined ? {} : { httpRedirectPort }) }
}

const s3From = (env: NodeJS.ProcessEnv): S3Config | undefined => {
  const bucket = env.S3_BUCKET
  if (!bucket) return undefined
  const endpoint = env.S3_ENDPOINT || undefined
  if (endpoint && !/^https?:\/\/[^\s/]+/i.test(endpoint)) throw new Error(`S3_ENDPOINT must be a URL like https://s3.example.com, got ${endpoint}`)
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? false
  }
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data")
  const databaseUrl = env.DATABASE_URL || undefined
  const production = env.NODE_ENV === "production"
  const embedded = !databaseUrl
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const limit = (name: string, fallback: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === "") return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${raw}`)
    return n
  }
  const logLevel = (env.LOG_LEVEL || "info").toLowerCase()
  if (!["debug", "info", "warn", "error"].includes(logLevel)) throw new Error(`LOG_LEVEL must be debug, info, warn or error, got ${env.LOG_LEVEL}`)
  const origins = (env.MAP_STYLE_ORIGINS ?? "https://tiles.openfreemap.org").split(/[\s,]+/).filter(Boolean)
  for (const o of origins) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o)) throw new Error(`MAP_STYLE_ORIGINS: ${o} is not an origin like https://tiles.example.com`)
  }
  const adminMemberIds = (env.ADMIN_MEMBER_IDS ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => {
      const n = Number(raw)
      if (!/^[1-9]\d{0,9}$/.test(raw) || n > 2_147_483_647) throw new Error(`ADMIN_MEMBER_IDS must be member ids separated by commas, got ${raw}`)
      return n
    })
  const workersRaw = env.WALK_DISTANCE_WORKERS
  const walkDistanceWorkers = workersRaw === undefined || workersRaw === "" ? undefined : Number(workersRaw)
  if (walkDistanceWorkers !== undefined && !(Number.isInteger(walkDistanceWorkers) && walkDistanceWorkers >= 0 && walkDistanceWorkers <= 16)) {
    throw new Error(`WALK_DISTANCE_WORKERS must be a whole number from 0 to 16, got ${workersRaw}`)
  }
  return {
    port,
    host: env.HOST || (embedded ? "127.0.0.1" : "0.0.0.0"),
    dataDir,
    databaseUrl,
    authSecret: env.AUTH_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    tokenRenewAfterSeconds: Number(env.TOKEN_RENEW_AFTER_SECONDS ?? 3600),
    devLogin: flag(env.DEV_LOGIN) ?? (embedded && !production),
    devLoginExplicit: flag(env.DEV_LOGIN) === true,
    rateLimit: {
      enabled: flag(env.RATE_LIMIT) ?? true,
      signInPerIp: limit("RATE_LIMIT_SIGNIN_PER_MINUTE", 60),
      writesPerMember: limit("RATE_LIMIT_WRITES_PER_MINUTE", 600),
      writesPerIp: limit("RATE_LIMIT_IP_WRITES_PER_MINUTE", 6000),
      windowSeconds: 60
    },
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    mapStyleOrigins: origins,
    naverMaps: Boolean(env.VITE_NAVER_MAP_CLIENT_ID),
    logLevel: logLevel as Config["logLevel"],
    demo: flag(env.DEMO) ?? embedded,
    publicUrl: env.PUBLIC_URL || undefined,
    oauth: {
      kakao: oauthFrom(env, "KAKAO"),
      naver: oauthFrom(env, "NAVER"),
      google: oauthFrom(env, "GOOGLE")
    },
    webDist: env.WEB_DIST === "" ? undefined : path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname ?? ".", "../../web/dist")),
    serveSourcemaps: flag(env.SERVE_SOURCEMAPS) ?? false,
    uploadsDir: path.join(dataDir, "uploads"),
    s3: s3From(env),
    tls: tlsFrom(env),
    production,
    pay: payFrom(env, embedded),
    adminMemberIds,
    walkDistanceWorkers,
    ...overrides
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost", "::ffff:127.0.0.1"])

/** True for a host that only this machine can reach. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK.has(host.toLowerCase()) || /^127\./.test(host)

/**
 * The development sign-in lets anyone sign in as anyone. It may run on a loopback host, or
 * elsewhere only when `DEV_LOGIN=1` was set explicitly; the server refuses to start otherwise.
 * Answers the warning to log loudly when it is on for a non-loopback host, or null.
 */
export const checkDevLoginHost = (config: Pick<Config, "devLogin" | "devLoginExplicit" | "host">): string | null => {
  if (!config.devLogin || isLoopbackHost(config.host)) return null
  if (!config.devLoginExplicit) {
    throw new Error(
      `The development sign-in (anyone can sign in as anyone) is on by default but HOST=${config.host} is reachable from other machines. ` +
        "Set DEV_LOGIN=1 to allow it there explicitly, DEV_LOGIN=0 to switch it off, or listen on 127.0.0.1."
    )
  }
  return `DEV_LOGIN=1 on ${config.host}: the development sign-in lets ANYONE who can reach this server sign in as ANY member. Never do this in production.`
}
