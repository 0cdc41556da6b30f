/**
 * A small but real OAuth 2.0 / OpenID Connect authorization server on a random localhost port,
 * for sign-in tests. The authorize endpoint signs the configured user in at once and redirects
 * back with a code (checking client_id, redirect_uri and the PKCE challenge; `state` passes
 * through). The token endpoint checks the code (single use), redirect_uri, client
 * authentication and code_verifier. Variants: `oidc` (Google-like: discovery document, JWKS,
 * RS256 ID tokens, OIDC userinfo), `kakao` (`/v2/user/me` shape) and `naver` (`/v1/nid/me`
 * shape, no PKCE, `state` required again at the token endpoint, `expires_in` as a string).
 */
import { createHash, randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose"

export type ProviderVariant = "oidc" | "kakao" | "naver"

export interface LocalUser {
  readonly subject: string
  readonly email: string
  readonly nickname: string
}

export interface LocalProviderOptions {
  readonly variant: ProviderVariant
  readonly clientId?: string
  readonly clientSecret?: string
  /** Redirect URIs registered for the client (exact match). */
  readonly redirectUris: ReadonlyArray<string>
  readonly user?: LocalUser
}

interface IssuedCode {
  readonly clientId: string
  readonly redirectUri: string
  readonly challenge: string | null
  readonly nonce: string | null
  readonly state: string | null
  readonly user: LocalUser
  used: boolean
}

export interface RecordedRequest {
  readonly path: string
  readonly params: Readonly<Record<string, string>>
}

export interface LocalProvider {
  readonly variant: ProviderVariant
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  readonly paths: { readonly authorize: string; readonly token: string; readonly userinfo: string }
  /** Environment variables configuring the app for this provider (`GOOGLE_CLIENT_ID`, …). */
  env(prefix: "KAKAO" | "NAVER" | "GOOGLE"): Record<string, string>
  /** Who signs in at the next authorize requests. */
  setUser(user: LocalUser): void
  /** The next authorize request is refused by the user (`error=access_denied`). */
  denyNext(): void
  /** Sign ID tokens with a key that is not in the JWKS (a forged token). */
  signWithForeignKey(on: boolean): void
  /** Authorize, token and userinfo requests, in order. */
  readonly requests: RecordedRequest[]
  /** Token requests refused, with the OAuth error code. */
  readonly refusals: string[]
  close(): Promise<void>
}

const PATHS: Record<ProviderVariant, LocalProvider["paths"]> = {
  oidc: { authorize: "/authorize", token: "/token", userinfo: "/userinfo" },
  kakao: { authorize: "/oauth/authorize", token: "/oauth/token", userinfo: "/v2/user/me" },
  naver: { authorize: "/oauth2.0/authorize", token: "/oauth2.0/token", userinfo: "/v1/nid/me" }
}

const base64url = (b: Buffer) => b.toString("base64url")
const s256 = (verifier: string) => base64url(createHash("sha256").update(verifier).digest())

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers })
  res.end(JSON.stringify(body))
}

export const startOAuthProvider = async (options: LocalProviderOptions): Promise<LocalProvider> => {
  const { variant } = options
  const clientId = options.clientId ?? `client-${variant}`
  const clientSecret = options.clientSecret ?? `secret-${variant}-${randomBytes(6).toString("hex")}`
  const paths = PATHS[variant]
  // Kakao account ids are numbers.
  let user: LocalUser = options.user ?? {
    subject: variant === "kakao" ? "4012345678" : `${variant}-user-1`,
    email: `${variant}1@example.com`,
    nickname: `${variant} one`
  }
  let denyNext = false
  let foreignKey = false
  const codes = new Map<string, IssuedCode>()
  const accessTokens = new Map<string, LocalUser>()
  const requests: RecordedRequest[] = []
  const refusals: string[] = []

  const signing = await generateKeyPair("RS256")
  const foreign = await generateKeyPair("RS256")
  const kid = "local-key-1"
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: "RS256", use: "sig" }

  let issuer = ""

  const idToken = (code: IssuedCode, key: CryptoKey) =>
    new SignJWT({
      email: code.user.email,
      email_verified: true,
      name: code.user.nickname,
      ...(code.nonce ? { nonce: code.nonce } : {})
    })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(issuer)
      .setAudience(code.clientId)
      .setSubject(code.user.subject)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key)

  const authorize = (url: URL, res: ServerResponse) => {
    const p = url.searchParams
    const redirectUri = p.get("redirect_uri") ?? ""
    // Per RFC 6749 §4.1.2.1: an unknown client or redirect URI is shown to the user, never redirected to.
    if (p.get("client_id") !== clientId) return json(res, 400, { error: "invalid_client" })
    if (!options.redirectUris.includes(redirectUri)) return json(res, 400, { error: "invalid_redirect_uri" })
    const back = new URL(redirectUri)
    const state = p.get("state")
    if (state !== null) back.searchParams.set("state", state)
    if (variant === "oidc") back.searchParams.set("iss", issuer)
    const fail = (error: string) => {
      back.searchParams.set("error", error)
      res.writeHead(302, { location: back.href })
      res.end()
    }
    if (p.get("response_type") !== "code") return fail("unsupported_response_type")
    const challenge = p.get("code_challenge")
    if (variant !== "naver") {
      if (!challenge || p.get("code_challenge_method") !== "S256") return fail("invalid_request")
    }
    if (variant === "oidc" && !(p.get("scope") ?? "").split(" ").includes("openid")) return fail("invalid_scope")
    if (denyNext) {
      denyNext = false
      return fail("access_denied")
    }
    const code = base64url(randomBytes(24))
    codes.set(code, { clientId, redirectUri, challenge, nonce: p.get("nonce"), state, user, used: false })
    back.searchParams.set("code", code)
    res.writeHead(302, { location: back.href })
    res.end()
  }

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const body = new URLSearchParams(await readBody(req))
    let id = body.get("client_id")
    let secret = body.get("client_secret")
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "")
    if (basic?.[1]) {
      const [u, s] = Buffer.from(basic[1], "base64").toString("utf8").split(":")
      id = decodeURIComponent(u ?? "")
      secret = decodeURIComponent(s ?? "")
    }
    const refuse = (status: number, error: string) => {
      refusals.push(error)
      return json(res, status, { error })
    }
    if (id !== clientId || secret !== clientSecret) return refuse(401, "invalid_client")
    if (body.get("grant_type") !== "authorization_code") return refuse(400, "unsupported_grant_type")
    const code = codes.get(body.get("code") ?? "")
    if (!code) return refuse(400, "invalid_grant")
    if (code.used) return refuse(400, "invalid_grant")
    code.used = true
    if (code.clientId !== id || code.redirectUri !== body.get("redirect_uri")) return refuse(400, "invalid_grant")
    if (code.challenge !== null) {
      const verifier = body.get("code_verifier")
      if (!verifier || s256(verifier) !== code.challenge) return refuse(400, "invalid_grant")
    }
    if (variant === "naver" && body.get("state") !== code.state) return refuse(400, "invalid_request")
    const accessToken = base64url(randomBytes(24))
    accessTokens.set(accessToken, code.user)
    if (variant === "naver") {
      return json(res, 200, { access_token: accessToken, refresh_token: "r", token_type: "bearer", expires_in: "3600" })
    }
    return json(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3600,
      ...(variant === "oidc" ? { id_token: await idToken(code, foreignKey ? foreign.privateKey : signing.privateKey) } : {})
    })
  }

  const userinfo = (req: IncomingMessage, res: ServerResponse) => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")
    const who = m?.[1] ? accessTokens.get(m[1]) : undefined
    if (!who) return json(res, 401, { error: "invalid_token" }, { "www-authenticate": 'Bearer error="invalid_token"' })
    if (variant === "kakao") {
      return json(res, 200, {
        id: Number(who.subject),
        connected_at: new Date().toISOString(),
        kakao_account: {
          profile: { nickname: who.nickname, profile_image_url: "https://example.com/p.jpg" },
          email: who.email,
          is_email_valid: true,
          is_email_verified: true
        }
      })
    }
    if (variant === "naver") {
      return json(res, 200, {
        resultcode: "00",
        message: "success",
        response: { id: who.subject, email: who.email, nickname: who.nickname, profile_image: "https://example.com/p.png" }
      })
    }
    return json(res, 200, { sub: who.subject, email: who.email, email_verified: true, name: who.nickname })
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", issuer)
    const params = Object.fromEntries(url.searchParams)
    const handle = async () => {
      if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration" && variant === "oidc") {
        return json(res, 200, {
          issuer,
          authorization_endpoint: issuer + paths.authorize,
          token_endpoint: issuer + paths.token,
          userinfo_endpoint: issuer + paths.userinfo,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
          scopes_supported: ["openid", "email", "profile"],
          authorization_response_iss_parameter_supported: true
        })
      }
      if (req.method === "GET" && url.pathname === "/jwks" && variant === "oidc") return json(res, 200, { keys: [publicJwk] })
      if (req.method === "GET" && url.pathname === paths.authorize) {
        requests.push({ path: url.pathname, params })
        return authorize(url, res)
      }
      if (req.method === "POST" && url.pathname === paths.token) {
        requests.push({ path: url.pathname, params })
        return token(req, res)
      }
      if (req.method === "GET" && url.pathname === paths.userinfo) {
        requests.push({ path: url.pathname, params })
        return userinfo(req, res)
      }
      return json(res, 404, { error: "not_found" })
    }
    handle().catch((e: unknown) => json(res, 500, { error: "server_error", error_description: String(e) }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    variant,
    issuer,
    clientId,
    clientSecret,
    paths,
    env(prefix) {
      const common = { [`${prefix}_CLIENT_ID`]: clientId, [`${prefix}_CLIENT_SECRET`]: clientSecret }
      if (variant === "oidc") return { ...common, [`${prefix}_ISSUER`]: issuer }
      return {
        ...common,
        [`${prefix}_AUTHORIZATION_ENDPOINT`]: issuer + paths.authorize,
        [`${prefix}_TOKEN_ENDPOINT`]: issuer + paths.token,
        [`${prefix}_USERINFO_ENDPOINT`]: issuer + paths.userinfo
      }
    },
    setUser(next) {
      user = next
    },
    denyNext() {
      denyNext = true
    },
    signWithForeignKey(on) {
      foreignKey = on
    },
    requests,
    refusals,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      })
  }
}
