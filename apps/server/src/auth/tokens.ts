/**
 * Access tokens: HS256 JWTs (`jose`) whose subject is the member id. The key comes from
 * `AUTH_SECRET`, or is generated once and kept — in `DATA_DIR/auth-secret` on the embedded
 * default, in the `server_secrets` table on PostgreSQL so every instance shares it.
 */
import { createHmac, randomBytes } from "node:crypto"
import { readFile, writeFile, mkdir } from "node:fs/promises"
import path from "node:path"
import { eq } from "drizzle-orm"
import { EncryptJWT, jwtDecrypt, jwtVerify, SignJWT, errors as joseErrors, type JWTPayload } from "jose"
import type { Config } from "../config.ts"
import type { Database } from "../db/client.ts"
import { serverSecrets } from "../db/schema.ts"
import { isId } from "@mungwalk/core/schema"
import { REGISTRATION_CLAIM } from "@mungwalk/core/auth"

const ISSUER = "mungwalk"
const AUDIENCE = "mungwalk-api"

export interface VerifiedToken {
  readonly memberId: number
  /** Issued-at, seconds since the epoch. */
  readonly issuedAt: number
  /** False when the token was issued before the member registered (`"registered": false`). */
  readonly registered: boolean
  /** The member's token version when it was issued (claim `tv`, absent: 0); sign-out raises the member's, refusing every older token. */
  readonly tokenVersion: number
}

/** The token claim carrying the member's token version (`members.token_version`). */
export const TOKEN_VERSION_CLAIM = "tv"

export interface TokenService {
  /**
   * A token for the member. `registered: false` (a member who has not saved the profile yet)
   * adds the claim `"registered": false`, which the client's route guard reads; otherwise no claim.
   */
  issue(memberId: number, options?: { readonly registered?: boolean; readonly tokenVersion?: number }): Promise<string>
  /** Null for a missing, malformed, expired or forged token. */
  verify(token: string): Promise<VerifiedToken | null>
  /** True when the token is old enough to be renewed (sliding expiry). */
  shouldRenew(token: VerifiedToken): boolean
  /**
   * Encrypts and authenticates short-lived data the browser carries for the server (the OAuth
   * state cookie). The key is derived from the auth secret per `purpose`, so a sealed value of one
   * purpose never opens as another, and never as an access token.
   */
  seal(purpose: string, claims: Record<string, string>, ttlSeconds: number): Promise<string>
  /** The claims of a sealed value, or null when it is malformed, forged, expired or of another purpose. */
  unseal(purpose: string, sealed: string): Promise<Record<string, string> | null>
}

/** Verified tokens remembered per token service (see `verify`). */
const MAX_REMEMBERED_TOKENS = 10_000

const loadOrCreateSecret = async (config: Config, database: Database): Promise<string> => {
  if (config.authSecret) return config.authSecret
  if (database.kind === "pglite") {
    const file = path.join(config.dataDir, "auth-secret")
    try {
      const existing = (await readFile(file, "utf8")).trim()
      if (existing) return existing
    } catch {
      // first start: generate below
    }
    const secret = randomBytes(48).toString("base64url")
    await mkdir(config.dataDir, { recursive: true })
    await writeFile(file, secret, { mode: 0o600 })
    return secret
  }
  const candidate = randomBytes(48).toString("base64url")
  await database.db.insert(serverSecrets).values({ name: "auth", value: candidate }).onConflictDoNothing()
  const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, "auth"))
  if (!row) throw new Error("could not load the auth secret")
  return row.value
}

export const createTokenService = async (config: Config, database: Database): Promise<TokenService> => {
  const secret = await loadOrCreateSecret(config, database)
  if (secret.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters long")
  const key = new TextEncoder().encode(secret)
  const sealKey = (purpose: string) => createHmac("sha256", secret).update(`mungwalk/seal/${purpose}`).digest()
  // A client sends the same token with every call until it is renewed. Its signature and claims
  // are checked once (`jwtVerify`: an HMAC through WebCrypto, most of what authenticating a
  // request cost); afterwards only its expiry is, against the clock, as jwtVerify would. The key
  // never changes in a service's lifetime, so the answer is the same; oldest first out.
  const remembered = new Map<string, VerifiedToken & { readonly expiresAt: number }>()
  const stringClaims = (payload: JWTPayload): Record<string, string> => {
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(payload)) if (typeof v === "string") out[k] = v
    return out
  }
  return {
    issue: (memberId, options) =>
      new SignJWT({
        ...(options?.registered === false ? { [REGISTRATION_CLAIM]: false } : {}),
        ...(options?.tokenVersion ? { [TOKEN_VERSION_CLAIM]: options.tokenVersion } : {})
      })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(memberId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${config.tokenTtlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = remembered.get(token)
      if (known !== undefined) {
        // jose's rule: expired once `exp` <= now in whole seconds.
        if (known.expiresAt > Math.floor(Date.now() / 1000)) {
          return { memberId: known.memberId, issuedAt: known.issuedAt, registered: known.registered, tokenVersion: known.tokenVersion }
        }
        remembered.delete(token)
        return null
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE })
        // A validly signed token whose subject is not an id (e.g. beyond the integer column) is not valid.
        const memberId = typeof payload.sub === "string" && /^[1-9]\d{0,9}$/.test(payload.sub) ? Number(payload.sub) : Number.NaN
        if (!isId(memberId) || typeof payload.iat !== "number") return null
        const tv = payload[TOKEN_VERSION_CLAIM] ?? 0
        if (typeof tv !== "number" || !Number.isSafeInteger(tv) || tv < 0) return null
        const verified: VerifiedToken = { memberId, issuedAt: payload.iat, registered: payload[REGISTRATION_CLAIM] !== false, tokenVersion: tv }
        if (typeof payload.exp === "number") {
          if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!)
          remembered.set(token, { ...verified, expiresAt: payload.exp })
        }
        return verified
      } catch (e) {
        if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return null
        throw e
      }
    },
    shouldRenew: (t) => Date.now() / 1000 - t.issuedAt >= config.tokenRenewAfterSeconds,
    seal: (purpose, claims, ttlSeconds) =>
      new EncryptJWT(claims)
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuer(ISSUER)
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .encrypt(sealKey(purpose)),
    async unseal(purpose, sealed) {
      try {
        const { payload } = await jwtDecrypt(sealed, sealKey(purpose), {
          issuer: ISSUER,
          audience: purpose,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"]
        })
        return stringClaims(payload)
      } catch (e) {
        if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return null
        throw e
      }
    }
  }
}
