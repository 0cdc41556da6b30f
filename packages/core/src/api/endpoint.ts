/**
 * The shape of one API call: method, path, and the schemas of its path parameters, query, body
 * and response. The client encodes requests and decodes responses with these; the server decodes
 * requests and encodes responses with the same ones, so the two cannot drift.
 */
import type * as Schema from "effect/Schema"
import { isHttpStatus, type HttpError } from "./errors.ts"

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/** A schema that needs no services to decode or encode. */
// biome-ignore lint/suspicious/noExplicitAny: the top type of every codec; `unknown` would reject codecs whose Type/Encoded are invariant
export type Codec = Schema.Codec<any, any, never, never>

export interface FileSpec {
  readonly name: string
  /** Repeated parts with the same name (post images). */
  readonly multiple?: boolean
  readonly maxCount?: number
}

export type BodySpec =
  | {
      readonly kind: "json"
      readonly schema: Codec
      /**
       * The body may be left out (a client from before the body existed): the call is then sent
       * without one, and the server's handler gets `body: undefined`. A body sent is decoded as usual.
       */
      readonly optional?: true
    }
  | {
      readonly kind: "multipart"
      /** A JSON part (Spring style `@RequestPart`), e.g. `memberUpdateDTO`. */
      readonly part?: { readonly name: string; readonly schema: Codec }
      /** Plain text fields, e.g. `title`, `contents`, `boardid`. Encoded type: record of strings. */
      readonly fields?: Codec
      readonly files: ReadonlyArray<FileSpec>
    }

export interface EndpointSpec {
  readonly method: HttpMethod
  /** Path with `{name}` placeholders, e.g. `/api/mypage/pets/profile/{petId}`. */
  readonly path: string
  /** False only for the few calls a visitor may make (health, sign-in). */
  readonly auth: boolean
  readonly params?: Codec
  readonly query?: Codec
  readonly body?: BodySpec
  /** Null when the answer has no body worth reading; {@link BinaryResponse} for a picture. */
  readonly response: Codec | null | BinaryResponse
  /**
   * Additive: a call that creates something takes an {@link IDEMPOTENCY_KEY_HEADER} (`CallOptions.idempotencyKey`).
   * The server keeps the member's key with the first answer (`SUBMISSION_KEPT_DAYS`): the same key
   * again — a retry after a lost answer — gets that answer and creates nothing; the same key with
   * other content is a 422.
   */
  readonly idempotent?: true
}

/** The request header that names one submission of a creating call (`EndpointSpec.idempotent`). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"

/** How long the server keeps a submission's key and first answer. */
export const SUBMISSION_KEPT_DAYS = 7

/**
 * The 422's message for a key sent again with other content (another form, or content changed):
 * the key's first send was recorded, so what it created exists (`isSubmissionReused`).
 */
export const SUBMISSION_REUSED_MESSAGE = "이미 다른 내용으로 보낸 요청이에요. 새로고침한 뒤 다시 시도해주세요."

/** The server refused a key it recorded for other content: that key's first send did create. */
export const isSubmissionReused = (error: unknown): boolean => isHttpStatus(error, 422) && (error as HttpError).message === SUBMISSION_REUSED_MESSAGE

/** A valid key: 16–64 of letters, digits, `-` and `_` (what {@link newSubmissionKey} makes). */
export const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/

/**
 * A new submission's key: 128 random bits, base64url. Made when a form is first sent and kept while
 * the same content is sent again; `crypto.getRandomValues` works on plain-HTTP pages too.
 */
export const newSubmissionKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let s = ""
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

/** A binary answer (a picture): the client hands back its `Blob`; the server's handler answers the `Response` itself. */
export interface BinaryResponse {
  /** The answer's `Content-Type`, e.g. `image/png`. */
  readonly binary: string
}

export const isBinaryResponse = (response: EndpointSpec["response"]): response is BinaryResponse =>
  response !== null && typeof response === "object" && "binary" in response && typeof (response as { binary?: unknown }).binary === "string"

export const defineEndpoint = <const E extends EndpointSpec>(e: E): E => e

type FilesInput<F extends ReadonlyArray<FileSpec>> = {
  readonly [K in F[number] as K["name"]]?: K extends { readonly multiple: true } ? ReadonlyArray<Blob> : Blob | null
}

type BodyInput<B> = B extends { kind: "json"; schema: infer S extends Codec }
  ? B extends { optional: true }
    ? { readonly body?: S["Type"] }
    : { readonly body: S["Type"] }
  : B extends { kind: "multipart"; files: infer F extends ReadonlyArray<FileSpec> }
    ? (B extends { part: { schema: infer P extends Codec } } ? { readonly part: P["Type"] } : unknown) &
        (B extends { fields: infer Q extends Codec } ? { readonly fields: Q["Type"] } : unknown) & { readonly files?: FilesInput<F> }
    : unknown

/** What a caller passes: decoded (domain) values. */
export type EndpointInput<E extends EndpointSpec> = (E extends { params: infer P extends Codec } ? { readonly params: P["Type"] } : unknown) &
  (E extends { query: infer Q extends Codec } ? { readonly query: Q["Type"] } : unknown) &
  BodyInput<E["body"]>

/** What a caller gets back: the decoded response. */
export type EndpointOutput<E extends EndpointSpec> = E["response"] extends BinaryResponse
  ? Blob
  : E["response"] extends infer R extends Codec
    ? R["Type"]
    : void

/** Fills `{name}` placeholders with encoded path parameters. */
export const buildPath = (path: string, params: Record<string, string> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key]
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`)
    return encodeURIComponent(value)
  })
