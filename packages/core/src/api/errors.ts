/** The ways an API call can fail. Every failure of `ApiClient.call` is one of these. */

/**
 * The server answered with a non-2xx status; `message` is its `{ message }` body when it had one
 * (Korean, for people), `detail` its `{ detail }` (the field and the problem, for developers).
 */
export class HttpError extends Error {
  readonly _tag = "HttpError" as const
  constructor(
    readonly endpoint: string,
    readonly status: number,
    message: string,
    readonly detail?: string
  ) {
    super(message)
    this.name = "HttpError"
  }
}

/** The request never got an answer (offline, DNS, connection reset, aborted). */
export class NetworkError extends Error {
  readonly _tag = "NetworkError" as const
  constructor(
    readonly endpoint: string,
    message: string,
    readonly aborted = false,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = "NetworkError"
  }
}

/** The answer did not match the endpoint's response schema; `path` names the bad field (`route.3.location`). */
export class DecodeError extends Error {
  readonly _tag = "DecodeError" as const
  constructor(
    readonly endpoint: string,
    readonly path: string,
    message: string
  ) {
    super(message)
    this.name = "DecodeError"
  }
}

/** The caller's input could not be encoded with the endpoint's request schema (a bug in the caller). */
export class RequestError extends Error {
  readonly _tag = "RequestError" as const
  constructor(
    readonly endpoint: string,
    readonly path: string,
    message: string
  ) {
    super(message)
    this.name = "RequestError"
  }
}

export type ApiError = HttpError | NetworkError | DecodeError | RequestError

export const isApiError = (u: unknown): u is ApiError =>
  u instanceof HttpError || u instanceof NetworkError || u instanceof DecodeError || u instanceof RequestError

/** True for a 4xx/5xx with the given status. */
export const isHttpStatus = (u: unknown, status: number): u is HttpError => u instanceof HttpError && u.status === status

/**
 * A loader's way to say "this does not exist" without a call (an address that cannot name one,
 * like `/mypage/dogprofile/abc`); the machines treat it like a 404 answer.
 */
export class NotFoundError extends Error {
  readonly _tag = "NotFoundError" as const
  constructor(message: string) {
    super(message)
    this.name = "NotFoundError"
  }
}

/** Whether `id` (read from an address) can name a stored thing: a positive integer. */
export const isEntityId = (id: number): boolean => Number.isInteger(id) && id > 0

/**
 * Not there for this member: the server's 404, or 403 (another member's), or an address that
 * cannot name one (`NotFoundError`). No retry can help.
 */
export const isNotThere = (u: unknown): boolean => isHttpStatus(u, 404) || isHttpStatus(u, 403) || u instanceof NotFoundError

/**
 * A failed call that may still have been carried out: no answer at all (the network, an abort, a
 * lost answer) or a 5xx — not a refusal (4xx), after which nothing was done.
 */
export const mayHaveBeenDone = (error: unknown): boolean => !(error instanceof HttpError) || error.status >= 500

/** A failure's message for logs and machine context (any thrown value). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error))
