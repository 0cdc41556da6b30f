/**
 * The one way API handlers are registered: `api.route("walkStart", handler)`. The endpoint table
 * of `@mungwalk/core` gives method, path and schemas; this helper authenticates, decodes the
 * request with the shared schemas (400 naming the field on failure), runs the handler and
 * encodes its result with the response schema — so client and server cannot drift.
 */
import type { Context, Hono, MiddlewareHandler } from "hono"
import {
  bearerToken,
  decodeRequest,
  encodeWith,
  endpoints,
  isBinaryResponse,
  type BinaryResponse,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  type EndpointSpec,
  type Endpoints,
  type RawRequest
} from "@mungwalk/core/api"
import { NOTIFICATION_STREAM } from "@mungwalk/core/schema"
import { memberRegistration } from "../services/members.ts"
import { bodyLimit, requestText } from "./bodyLimit.ts"
import { jsonAnswer } from "./compression.ts"
import type { AppDeps, AppEnv } from "./context.ts"
import { ApiFailure, badRequest, forbidden, payloadTooLarge, unauthorized, unsupportedMedia } from "./errors.ts"
import { logger } from "./log.ts"
import { submissionOf, type Submission } from "./submission.ts"
import { decodePlainWalkUpdate } from "./walkUpdateBody.ts"

type ServerInput<E extends EndpointSpec> = Omit<EndpointInput<E>, "files"> & {
  /** Uploaded files by part name (multipart endpoints). */
  readonly files: Readonly<Record<string, ReadonlyArray<File>>>
  /** The signed-in member (from the token); `memberId` in payloads is never trusted. */
  readonly memberId: E["auth"] extends true ? number : number | null
  /**
   * Answers once the token's member is known to still exist, else throws 401. Already known (so
   * immediate) unless the endpoint is in `MEMBER_PROVEN_BY_HANDLER`, whose handler calls it on every
   * path that does not prove it otherwise.
   */
  readonly confirmMember: () => Promise<void>
  /** The call's `Idempotency-Key` and fingerprint, for an `idempotent` endpoint sent with one (`services/submissions.ts`). */
  readonly submission: Submission | undefined
  readonly c: Context<AppEnv>
}

/** What a handler answers: the decoded response, or for a binary call (a picture) the `Response` itself. */
export type HandlerOutput<K extends EndpointName> = Endpoints[K]["response"] extends BinaryResponse ? Response : EndpointOutput<Endpoints[K]>
export type Handler<K extends EndpointName> = (input: ServerInput<Endpoints[K]>) => Promise<HandlerOutput<K>>

export interface ApiRouter {
  readonly app: Hono<AppEnv>
  readonly deps: AppDeps
  route<K extends EndpointName>(name: K, handler: Handler<K>): void
}

/** `/api/x/{id}` -> `/api/x/:id` */
export const toHonoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1")

/** Largest JSON body by default; multipart bodies (images) may be up to `MAX_MULTIPART_BYTES`. */
export const MAX_JSON_BYTES = 64 * 1024
export const MAX_MULTIPART_BYTES = 12 * 1024 * 1024
/** Endpoints whose JSON body may be larger: a batch of up to 1,000 route points is about 150 KB. */
const BODY_LIMITS: Partial<Record<EndpointName, number>> = { walkUpdate: 512 * 1024 }

/**
 * Endpoints whose JSON body (and nothing else: no params, no query) has a fast decoder: it answers
 * the schema's value for a plainly valid body and undefined otherwise, and then the schema decodes
 * (and names the problem) as for every other endpoint.
 */
const PLAIN_BODY_DECODERS: Partial<Record<EndpointName, (json: unknown) => unknown>> = { walkUpdate: decodePlainWalkUpdate }

/** The body size limit of an endpoint, checked before its body is read (413 beyond it). */
export const bodyLimitOf = (name: EndpointName): number =>
  BODY_LIMITS[name] ?? ((endpoints[name] as EndpointSpec).body?.kind === "multipart" ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES)

const publicEndpoints = Object.values(endpoints as Record<string, EndpointSpec>)
  .filter((ep) => !ep.auth)
  .map((ep) => ({ method: ep.method, pattern: new RegExp(`^${ep.path.replace(/\{\w+\}/g, "[^/]+")}$`) }))

/**
 * The pay provider's redirects back to us (browser navigations without a bearer token): the
 * unguessable `partnerOrderId` in `?order=` is what authenticates them (`routes/shop.ts`).
 */
export const PAY_CALLBACK_PATHS: ReadonlyArray<string> = ["approve", "cancel", "fail"].map((step) => `/api/shop/payments/kakaopay/${step}`)

/**
 * True for the `/api/*` calls a visitor may make without a token: the table's `auth: false`
 * endpoints, the sign-in redirects under `/api/auth/`, the notification stream (it
 * authenticates with its own short-lived ticket, since `EventSource` cannot send headers) and the
 * pay provider's redirects (`PAY_CALLBACK_PATHS`). Every other `/api/*` path — served or
 * not yet — answers 401 without a valid token, before routing (spec §8: 401 on any call).
 */
export const isPublicApiCall = (method: string, path: string): boolean =>
  (method === "GET" && (path.startsWith("/api/auth/") || path === NOTIFICATION_STREAM.path || PAY_CALLBACK_PATHS.includes(path))) ||
  publicEndpoints.some((ep) => ep.method === method && ep.pattern.test(path))

/**
 * Endpoints whose handler proves on its usual path that the token's member still exists, so the
 * guard skips its lookup of the member (one statement fewer per call) when the token needs no
 * renewal. `walkUpdate`, the call a walking phone makes every 20 fixes: its one-statement update
 * changes a walk row only if it is the member's, and a member's walks are deleted with the member
 * (`on delete cascade`); every other path of the update calls `confirmMember` first, and so does
 * the route for a JSON body it refuses (`refuse`; a multipart endpoint would need the same). A
 * deleted member's token still answers 401, as on every call.
 */
const MEMBER_PROVEN_BY_HANDLER: ReadonlyArray<{ readonly method: string; readonly path: string }> = (["walkUpdate"] as const).map((name) => ({
  method: endpoints[name].method,
  path: endpoints[name].path
}))

/**
 * Calls a member who has not saved the profile yet may make besides reads: the registration itself,
 * sign-out and leaving, and the POST calls that only read (walk lists and discovery, the stream ticket).
 * Every other non-GET call answers 403 `REGISTRATION_REQUIRED_MESSAGE` until the profile is saved.
 */
const REGISTRATION_FREE: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "login",
  "updateProfile",
  "logout",
  "deleteAccount",
  "walkDaily",
  "walkMonthly",
  "walkNearby",
  "walkHotplace",
  "notificationStreamTicket"
])

export const REGISTRATION_REQUIRED_MESSAGE = "회원가입을 마친 뒤에 이용할 수 있어요. 프로필을 먼저 저장해주세요."

const memberProvenByHandler = (method: string, path: string): boolean => MEMBER_PROVEN_BY_HANDLER.some((ep) => ep.method === method && ep.path === path)

/** The auth guard for `/api/*`: resolves the token's member once per request, 401 for a protected path without one. */
export const apiAuthGuard =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const memberId = await authenticate(c, deps, memberProvenByHandler(c.req.method, c.req.path))
    c.set("memberId", memberId)
    if (memberId === null && !isPublicApiCall(c.req.method, c.req.path)) throw unauthorized()
    await next()
  }

/**
 * Resolves the member of the request's token (a member that still exists), renewing it through the
 * `Authorization` response header when due. With `handlerProvesMember`, a token that needs no
 * renewal is taken at its word and `memberUnconfirmed` set (see `MEMBER_PROVEN_BY_HANDLER`).
 */
export const authenticate = async (c: Context<AppEnv>, deps: AppDeps, handlerProvesMember = false): Promise<number | null> => {
  const token = bearerToken(c.req.header("authorization"))
  if (!token) return null
  const verified = await deps.tokens.verify(token)
  if (!verified) return null
  c.set("tokenVersion", verified.tokenVersion)
  if (handlerProvesMember && verified.registered && !deps.tokens.shouldRenew(verified)) {
    c.set("memberUnconfirmed", true)
    c.set("registered", true)
    return verified.memberId
  }
  // A well-signed token of a deleted or withdrawn member, or one from before a sign-out, is not valid any more.
  const member = await memberRegistration(deps.database.db, verified.memberId)
  if (member === null || member.tokenVersion !== verified.tokenVersion) return null
  c.set("registered", member.registered)
  // Renewed when due, and at once when it still says "registered: false" but the member has
  // registered since, so the client's route guard learns it. (A token without the claim is never
  // renewed early: tokens from before the claim existed stay as they are until due.)
  if (deps.tokens.shouldRenew(verified) || (!verified.registered && member.registered)) {
    c.header("Authorization", `Bearer ${await deps.tokens.issue(verified.memberId, member)}`)
  }
  return verified.memberId
}

/** The JSON body; with `optional`, a request with neither a body nor a `Content-Type` has none (undefined). */
const readJson = async (c: Context<AppEnv>, optional = false): Promise<unknown> => {
  // Read once: without a type, a body that is there is refused below without being read again.
  if (optional && c.req.header("content-type") === undefined && (await requestText(c)) === "") return undefined
  const type = c.req.header("content-type") ?? ""
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw unsupportedMedia("Expected a JSON body (Content-Type: application/json)")
  const text = await requestText(c)
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest("body: invalid JSON")
  }
}

type ParsedMultipart = Record<string, string | File | Array<string | File>>

const readMultipart = async (c: Context<AppEnv>): Promise<ParsedMultipart> => {
  const type = c.req.header("content-type") ?? ""
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedMedia("Expected multipart/form-data")
  try {
    return (await c.req.parseBody({ all: true })) as ParsedMultipart
  } catch {
    throw badRequest("body: malformed multipart/form-data")
  }
}

const asList = (v: string | File | Array<string | File> | undefined): Array<string | File> => (v === undefined ? [] : Array.isArray(v) ? v : [v])

export const createApiRouter = (app: Hono<AppEnv>, deps: AppDeps): ApiRouter => ({
  app,
  deps,
  route(name, handler) {
    const ep: EndpointSpec = endpoints[name]
    const maxSize = bodyLimitOf(name)
    const plainBody = ep.params === undefined && ep.query === undefined && ep.body?.kind === "json" ? PLAIN_BODY_DECODERS[name] : undefined
    const limit = bodyLimit({
      maxSize,
      onError: () => {
        throw payloadTooLarge(`Request body larger than ${maxSize >= 1024 * 1024 ? `${maxSize / 1024 / 1024} MB` : `${maxSize / 1024} KB`}`)
      }
    })
    app.on(ep.method, toHonoPath(ep.path), limit, async (c) => {
      // The guard (`apiAuthGuard`) has resolved the member already.
      const memberId = c.get("memberId") ?? null
      if (ep.auth && memberId === null) throw unauthorized()
      if (memberId !== null && ep.method !== "GET" && c.get("registered") === false && !REGISTRATION_FREE.has(name)) {
        throw forbidden(REGISTRATION_REQUIRED_MESSAGE)
      }
      const confirmMember = async (): Promise<void> => {
        if (memberId === null || !c.get("memberUnconfirmed")) return
        const member = await memberRegistration(deps.database.db, memberId)
        if (member === null || member.tokenVersion !== c.get("tokenVersion")) throw unauthorized()
        c.set("memberUnconfirmed", false)
      }
      /** A refused body is a 401 rather than a 400 when the token's member is gone, as if the guard had looked. */
      const refuse = async (failure: unknown): Promise<never> => {
        await confirmMember()
        throw failure
      }

      let json: unknown
      let part: unknown
      let fields: Record<string, string> | undefined
      const files: Record<string, File[]> = {}
      if (ep.body?.kind === "json") json = await readJson(c, ep.body.optional === true).catch(refuse)
      else if (ep.body?.kind === "multipart") {
        const form = await readMultipart(c)
        if (ep.body.part) {
          const raw = asList(form[ep.body.part.name])[0]
          if (raw === undefined) throw badRequest(`${ep.body.part.name}: missing part`)
          const text = typeof raw === "string" ? raw : await raw.text()
          try {
            part = JSON.parse(text)
          } catch {
            throw badRequest(`${ep.body.part.name}: invalid JSON`)
          }
        }
        if (ep.body.fields) {
          fields = {}
          for (const [k, v] of Object.entries(form)) {
            const first = asList(v)[0]
            // Browsers send multipart text with CRLF line ends (HTML's form encoding): store "\n".
            if (typeof first === "string") fields[k] = first.replace(/\r\n?/g, "\n")
          }
        }
        for (const spec of ep.body.files) {
          const list = asList(form[spec.name]).filter((v): v is File => typeof v !== "string" && v.size > 0)
          if (!spec.multiple && list.length > 1) throw badRequest(`${spec.name}: expected one file`)
          if (spec.maxCount !== undefined && list.length > spec.maxCount) throw badRequest(`${spec.name}: at most ${spec.maxCount} files`)
          files[spec.name] = list
        }
      }

      const plain = plainBody === undefined ? undefined : plainBody(json)
      // Read only when needed: the walk update's fast path decodes its body alone.
      const raw = (): RawRequest => ({ params: c.req.param() as Record<string, string>, query: c.req.query(), json, part, ...(fields ? { fields } : {}) })
      const decoded = plain !== undefined ? { ok: true as const, value: { body: plain } } : decodeRequest(ep, raw())
      if (!decoded.ok) return refuse(badRequest(decoded.message))
      const submission = ep.idempotent ? await submissionOf(c, name, { ...raw(), files }) : undefined

      const result = await (handler as Handler<EndpointName>)({ ...decoded.value, files, memberId, confirmMember, submission, c } as never)
      if (ep.response === null) return c.body(null, 204)
      if (isBinaryResponse(ep.response)) return result as unknown as Response
      const encoded = encodeWith(ep.response, result)
      if (!encoded.ok) {
        logger.error("response does not match its schema", { endpoint: name, problem: encoded.message })
        throw new ApiFailure(500, "Internal server error")
      }
      return jsonAnswer(c, encoded.value)
    })
  }
})
