/**
 * Social sign-in providers (Kakao, Naver, Google) over `openid-client`: the authorization code
 * flow with `state`, PKCE S256 where the provider supports it, and a nonce-checked ID token for
 * OpenID Connect. Stateless: `start` returns what the caller must keep (in a sealed cookie) and
 * `finish` gets it back. Endpoints default to the providers' public ones and are configurable.
 */
import * as oidc from "openid-client"
import type { SocialProvider } from "@mungwalk/core/schema"
import type { Config, OAuthClientConfig } from "../config.ts"

/** The account the provider vouches for. */
export interface ExternalUser {
  readonly subject: string
  readonly email: string | null
  readonly nickname: string | null
}

/** What the browser carries from `start` to `finish` (sealed). */
export interface PendingSignIn {
  readonly state: string
  readonly redirectUri: string
  readonly codeVerifier?: string
  readonly nonce?: string
}

/** Why a sign-in failed; the web shows `/login?error=<code>`. */
export type SignInErrorCode = "access_denied" | "invalid_state" | "exchange_failed" | "userinfo_failed" | "provider_unavailable"

export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = "SignInError"
  }
}

export interface OAuthProvider {
  readonly id: SocialProvider
  /** The URL to send the browser to, and what to keep until the callback. */
  start(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }>
  /** Validates the callback (state, PKCE, nonce), exchanges the code and reads the user. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<ExternalUser>
}

export interface OAuthProviders {
  /** The configured providers, in the order a login screen shows them. */
  readonly enabled: ReadonlyArray<SocialProvider>
  get(id: string): OAuthProvider | undefined
}

interface Endpoints {
  readonly issuer: string
  readonly authorizationEndpoint: string
  readonly tokenEndpoint: string
  readonly userinfoEndpoint: string
  readonly jwksUri?: string
}

interface Profile {
  readonly id: SocialProvider
  /** Public endpoints used when nothing is configured. */
  readonly defaults: Endpoints
  /** OpenID Connect (scope `openid`, ID token with nonce) by default, or only when an issuer is configured. */
  readonly oidc: "always" | "with-issuer" | "never"
  readonly scope: (oidc: boolean) => string | undefined
  readonly pkce: boolean
  /** Extra token request parameters (Naver wants `state` again). */
  readonly tokenParameters?: (pending: PendingSignIn) => Record<string, string>
  readonly parseUser: (json: unknown) => ExternalUser | null
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)
const idOf = (v: unknown): string | null => (typeof v === "number" && Number.isFinite(v) ? String(v) : str(v))
const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {})

/** OpenID Connect userinfo / ID token claims. */
const parseOidcUser = (json: unknown): ExternalUser | null => {
  const o = obj(json)
  const subject = idOf(o.sub)
  if (!subject) return null
  const verified = o.email_verified === undefined || o.email_verified === true || o.email_verified === "true"
  return { subject, email: verified ? str(o.email) : null, nickname: str(o.nickname) ?? str(o.name) }
}

/** Kakao `/v2/user/me`: `{ id, kakao_account: { email, profile: { nickname } } }`, or its OIDC userinfo. */
const parseKakaoUser = (json: unknown): ExternalUser | null => {
  const o = obj(json)
  if (o.sub !== undefined) return parseOidcUser(json)
  const subject = idOf(o.id)
  if (!subject) return null
  const account = obj(o.kakao_account)
  const emailUsable = account.is_email_valid !== false && account.is_email_verified !== false
  return {
    subject,
    email: emailUsable ? str(account.email) : null,
    nickname: str(obj(account.profile).nickname) ?? str(obj(o.properties).nickname)
  }
}

/** Naver `/v1/nid/me`: `{ resultcode: "00", response: { id, email, nickname, profile_image } }`. */
const parseNaverUser = (json: unknown): ExternalUser | null => {
  const o = obj(json)
  if (o.resultcode !== undefined && o.resultcode !== "00") return null
  const r = obj(o.response)
  const subject = idOf(r.id)
  if (!subject) return null
  return { subject, email: str(r.email), nickname: str(r.nickname) }
}

export const PROFILES: Readonly<Record<SocialProvider, Profile>> = {
  kakao: {
    id: "kakao",
    defaults: {
      issuer: "https://kauth.kakao.com",
      authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
      tokenEndpoint: "https://kauth.kakao.com/oauth/token",
      userinfoEndpoint: "https://kapi.kakao.com/v2/user/me"
    },
    oidc: "with-issuer",
    // Without OIDC Kakao asks for the consent items set up in the app; with it, `openid` is enough.
    scope: (isOidc) => (isOidc ? "openid" : undefined),
    pkce: true,
    parseUser: parseKakaoUser
  },
  naver: {
    id: "naver",
    defaults: {
      issuer: "https://nid.naver.com",
      authorizationEndpoint: "https://nid.naver.com/oauth2.0/authorize",
      tokenEndpoint: "https://nid.naver.com/oauth2.0/token",
      userinfoEndpoint: "https://openapi.naver.com/v1/nid/me"
    },
    oidc: "never",
    scope: () => undefined,
    // Naver documents no PKCE: `state` is the only binding of the callback to the browser.
    pkce: false,
    tokenParameters: (pending) => ({ state: pending.state }),
    parseUser: parseNaverUser
  },
  google: {
    id: "google",
    defaults: {
      issuer: "https://accounts.google.com",
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      userinfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
      jwksUri: "https://www.googleapis.com/oauth2/v3/certs"
    },
    oidc: "always",
    scope: () => "openid email profile",
    pkce: true,
    parseUser: parseOidcUser
  }
}

/** The provider's own refusal in a callback (`?error=access_denied`), if any. */
export const callbackError = (provider: string, callbackUrl: URL): SignInError | null => {
  const error = callbackUrl.searchParams.get("error")
  if (!error) return null
  const denied = ["access_denied", "consent_required", "login_required", "interaction_required"].includes(error)
  return new SignInError(denied ? "access_denied" : "exchange_failed", `${provider}: ${error}`)
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])

/** Plain `http://` is allowed only when every configured endpoint is on this machine (local test providers). */
const allLoopbackHttp = (urls: ReadonlyArray<string | undefined>): boolean => {
  const given = urls.filter((u): u is string => !!u)
  if (!given.some((u) => u.startsWith("http:"))) return false
  return given.every((u) => {
    try {
      const url = new URL(u)
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
    } catch {
      return false
    }
  })
}

const clientAuth = (cfg: OAuthClientConfig): oidc.ClientAuth => (cfg.clientSecret ? oidc.ClientSecretPost(cfg.clientSecret) : oidc.None())

/** Builds the openid-client configuration: discovery when an issuer is configured for an OIDC provider, static metadata otherwise. */
const buildConfiguration = async (profile: Profile, cfg: OAuthClientConfig, isOidc: boolean): Promise<oidc.Configuration> => {
  const configured = [cfg.issuer, cfg.authorizationEndpoint, cfg.tokenEndpoint, cfg.userinfoEndpoint]
  const insecure = allLoopbackHttp(configured)
  const execute = insecure ? [oidc.allowInsecureRequests] : []
  const overrides = {
    ...(cfg.authorizationEndpoint ? { authorization_endpoint: cfg.authorizationEndpoint } : {}),
    ...(cfg.tokenEndpoint ? { token_endpoint: cfg.tokenEndpoint } : {}),
    ...(cfg.userinfoEndpoint ? { userinfo_endpoint: cfg.userinfoEndpoint } : {})
  }
  let metadata: oidc.ServerMetadata
  if (isOidc && cfg.issuer) {
    const discovered = await oidc.discovery(new URL(cfg.issuer), cfg.clientId, undefined, clientAuth(cfg), { execute, timeout: 10 })
    const { supportsPKCE: _helper, ...discoveredMetadata } = discovered.serverMetadata()
    metadata = { ...discoveredMetadata, ...overrides }
  } else {
    const d = profile.defaults
    metadata = {
      issuer: cfg.issuer ?? d.issuer,
      authorization_endpoint: d.authorizationEndpoint,
      token_endpoint: d.tokenEndpoint,
      userinfo_endpoint: d.userinfoEndpoint,
      ...(d.jwksUri && !cfg.issuer ? { jwks_uri: d.jwksUri } : {}),
      ...overrides
    }
  }
  const configuration = new oidc.Configuration(metadata, cfg.clientId, undefined, clientAuth(cfg))
  configuration.timeout = 10
  if (insecure) oidc.allowInsecureRequests(configuration)
  // Verify ID token signatures against the provider's keys, not only the TLS channel.
  if (isOidc && metadata.jwks_uri) oidc.enableNonRepudiationChecks(configuration)
  return configuration
}

const createProvider = (profile: Profile, cfg: OAuthClientConfig): OAuthProvider => {
  const isOidc = profile.oidc === "always" || (profile.oidc === "with-issuer" && !!cfg.issuer)
  // Discovery happens once per process; a failure is retried on the next sign-in.
  let configuration: Promise<oidc.Configuration> | undefined
  const getConfiguration = (): Promise<oidc.Configuration> => {
    configuration ??= buildConfiguration(profile, cfg, isOidc).catch((e: unknown) => {
      configuration = undefined
      throw new SignInError("provider_unavailable", `${profile.id}: provider metadata unavailable`, { cause: e })
    })
    return configuration
  }

  const readUser = async (conf: oidc.Configuration, accessToken: string, idClaims: Record<string, unknown> | undefined): Promise<ExternalUser> => {
    const endpoint = conf.serverMetadata().userinfo_endpoint
    let user: ExternalUser | null = null
    if (endpoint) {
      const res = await oidc.fetchProtectedResource(conf, accessToken, new URL(endpoint), "GET")
      if (!res.ok) throw new SignInError("userinfo_failed", `${profile.id}: user info answered ${res.status}`)
      user = profile.parseUser(await res.json().catch(() => null))
    }
    if (idClaims) {
      const fromToken = parseOidcUser(idClaims)
      if (!fromToken) throw new SignInError("userinfo_failed", `${profile.id}: ID token without subject`)
      // The user info must describe the account the ID token names.
      if (user && user.subject !== fromToken.subject) throw new SignInError("userinfo_failed", `${profile.id}: user info subject mismatch`)
      user = { subject: fromToken.subject, email: user?.email ?? fromToken.email, nickname: user?.nickname ?? fromToken.nickname }
    }
    if (!user) throw new SignInError("userinfo_failed", `${profile.id}: user info without an account id`)
    return user
  }

  return {
    id: profile.id,
    async start(redirectUri) {
      const conf = await getConfiguration()
      const state = oidc.randomState()
      const parameters: Record<string, string> = { redirect_uri: redirectUri, state }
      const scope = profile.scope(isOidc)
      if (scope) parameters.scope = scope
      let codeVerifier: string | undefined
      if (profile.pkce) {
        codeVerifier = oidc.randomPKCECodeVerifier()
        parameters.code_challenge = await oidc.calculatePKCECodeChallenge(codeVerifier)
        parameters.code_challenge_method = "S256"
      }
      let nonce: string | undefined
      if (isOidc) {
        nonce = oidc.randomNonce()
        parameters.nonce = nonce
      }
      return {
        url: oidc.buildAuthorizationUrl(conf, parameters),
        pending: { state, redirectUri, ...(codeVerifier ? { codeVerifier } : {}), ...(nonce ? { nonce } : {}) }
      }
    },
    async finish(callbackUrl, pending) {
      const refused = callbackError(profile.id, callbackUrl)
      if (refused) throw refused
      if (callbackUrl.searchParams.get("state") !== pending.state) throw new SignInError("invalid_state", `${profile.id}: state mismatch`)
      const conf = await getConfiguration()
      // The token request must carry the exact redirect URI of the authorization request.
      const current = new URL(pending.redirectUri)
      for (const [k, v] of callbackUrl.searchParams) current.searchParams.append(k, v)
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        tokens = await oidc.authorizationCodeGrant(
          conf,
          current,
          {
            expectedState: pending.state,
            ...(pending.codeVerifier ? { pkceCodeVerifier: pending.codeVerifier } : {}),
            ...(isOidc ? { expectedNonce: pending.nonce ?? "", idTokenExpected: true } : {})
          },
          profile.tokenParameters?.(pending)
        )
      } catch (e) {
        throw new SignInError("exchange_failed", `${profile.id}: code exchange failed: ${(e as Error).message}`, { cause: e })
      }
      try {
        return await readUser(conf, tokens.access_token, isOidc ? (tokens.claims() as Record<string, unknown> | undefined) : undefined)
      } catch (e) {
        if (e instanceof SignInError) throw e
        throw new SignInError("userinfo_failed", `${profile.id}: reading the user failed: ${(e as Error).message}`, { cause: e })
      }
    }
  }
}

export const createOAuthProviders = (config: Config): OAuthProviders => {
  const providers = new Map<SocialProvider, OAuthProvider>()
  for (const id of ["kakao", "naver", "google"] as const) {
    const cfg = config.oauth[id]
    if (cfg?.clientId) providers.set(id, createProvider(PROFILES[id], cfg))
  }
  return {
    enabled: [...providers.keys()],
    get: (id) => providers.get(id as SocialProvider)
  }
}
