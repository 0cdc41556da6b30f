/**
 * Sign-in. Browsers: `GET /api/auth/{kakao|naver|google}` -> provider -> `.../callback`, and the
 * development `GET /api/auth/dev?name=`; all end with a redirect to `/auth/register?accessToken=…`
 * (a member without a profile yet) or `/auth/success?accessToken=…`, errors with
 * `/login?error=<code>`. API clients: `POST /api/login` (development sign-in) and
 * `GET /api/auth/providers`. Stateless: what the callback needs travels in a sealed cookie.
 */
import type { Context } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import type { AppEnv } from "../http/context.ts"
import { ApiFailure, notFound } from "../http/errors.ts"
import type { ApiRouter } from "../http/route.ts"
import type { SignInErrorCode } from "@mungwalk/core/auth"
import { callbackError, SignInError, type PendingSignIn } from "../providers/oauth.ts"
import { devSignIn, signInMember, type SignedInMember } from "../services/members.ts"
import { logger } from "../http/log.ts"

/** Lifetime of a started social sign-in. */
const PENDING_TTL_SECONDS = 600
const SEAL_PURPOSE = "oauth-pending"
const PROVIDERS = ["kakao", "naver", "google"] as const

const cookieName = (provider: string) => `mw_oauth_${provider}`
const cookiePath = (provider: string) => `/api/auth/${provider}`

/** `message: cause message: …` — enough to diagnose a provider problem from the log. */
const causeChain = (e: unknown): string => {
  const parts: string[] = []
  for (let cur = e, depth = 0; cur instanceof Error && depth < 5; cur = cur.cause, depth++) {
    if (!parts.includes(cur.message)) parts.push(cur.message)
  }
  return parts.join(": ")
}

const publicOrigin = (c: Context<AppEnv>, publicUrl: string | undefined): string => (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, "")

export const authRoutes = (api: ApiRouter): void => {
  const { app, deps } = api
  const { config, database, tokens, oauth } = deps

  /** Where a signed-in browser goes next, carrying its token. */
  const signedInRedirect = async (c: Context<AppEnv>, member: SignedInMember) => {
    const token = await tokens.issue(member.id, member)
    const target = member.registered ? "/auth/success" : "/auth/register"
    return c.redirect(`${target}?accessToken=${encodeURIComponent(token)}`, 302)
  }
  const loginError = (c: Context<AppEnv>, code: SignInErrorCode) => c.redirect(`/login?error=${code}`, 302)

  api.route("authProviders", async () => ({ providers: [...oauth.enabled], dev: config.devLogin }))

  api.route("login", async ({ body }) => {
    if (!config.devLogin) throw notFound("Development sign-in is disabled")
    const member = await devSignIn(database.db, body.name)
    return { accessToken: await tokens.issue(member.id, member), registered: member.registered }
  })

  // A browser's form: a name refused goes back to the login page with its word, not to a JSON page.
  app.get("/api/auth/dev", async (c) => {
    if (!config.devLogin) throw notFound("Development sign-in is disabled")
    let member: SignedInMember
    try {
      member = await devSignIn(database.db, c.req.query("name"))
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 400) return loginError(c, "invalid_name")
      throw e
    }
    return signedInRedirect(c, member)
  })

  const start = async (c: Context<AppEnv>, id: string) => {
    const provider = oauth.get(id)
    if (!provider) throw notFound(`Sign-in with ${id} is not configured`)
    const redirectUri = `${publicOrigin(c, config.publicUrl)}/api/auth/${id}/callback`
    let started: Awaited<ReturnType<typeof provider.start>>
    try {
      started = await provider.start(redirectUri)
    } catch (e) {
      logger.error("could not start sign-in", { area: "auth", provider: id, cause: causeChain(e) })
      return loginError(c, e instanceof SignInError ? e.code : "provider_unavailable")
    }
    const claims: Record<string, string> = { state: started.pending.state, redirectUri: started.pending.redirectUri }
    if (started.pending.codeVerifier) claims.codeVerifier = started.pending.codeVerifier
    if (started.pending.nonce) claims.nonce = started.pending.nonce
    setCookie(c, cookieName(id), await tokens.seal(`${SEAL_PURPOSE}:${id}`, claims, PENDING_TTL_SECONDS), {
      path: cookiePath(id),
      httpOnly: true,
      sameSite: "Lax",
      secure: redirectUri.startsWith("https:"),
      maxAge: PENDING_TTL_SECONDS
    })
    return c.redirect(started.url.href, 302)
  }

  const callback = async (c: Context<AppEnv>, id: string) => {
    const provider = oauth.get(id)
    if (!provider) return loginError(c, "provider_unavailable")
    const sealed = getCookie(c, cookieName(id))
    // One use only: the cookie goes whatever happens next.
    deleteCookie(c, cookieName(id), { path: cookiePath(id) })
    const callbackUrl = new URL(c.req.url)
    const claims = sealed ? await tokens.unseal(`${SEAL_PURPOSE}:${id}`, sealed) : null
    if (!claims?.state || !claims.redirectUri) {
      return loginError(c, callbackError(id, callbackUrl)?.code ?? "invalid_state")
    }
    const pending: PendingSignIn = {
      state: claims.state,
      redirectUri: claims.redirectUri,
      ...(claims.codeVerifier ? { codeVerifier: claims.codeVerifier } : {}),
      ...(claims.nonce ? { nonce: claims.nonce } : {})
    }
    try {
      const user = await provider.finish(callbackUrl, pending)
      return signedInRedirect(c, await signInMember(database.db, { provider: id, subject: user.subject, email: user.email }))
    } catch (e) {
      if (!(e instanceof SignInError)) throw e
      if (e.code !== "access_denied") logger.warn("sign-in failed", { area: "auth", provider: id, code: e.code, cause: causeChain(e) })
      return loginError(c, e.code)
    }
  }

  for (const id of PROVIDERS) {
    app.get(`/api/auth/${id}`, (c) => start(c, id))
    app.get(`/api/auth/${id}/callback`, (c) => callback(c, id))
  }
}
