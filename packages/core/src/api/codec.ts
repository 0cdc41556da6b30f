/**
 * Encoding and decoding of the pieces of a call, shared by the client (encode request, decode
 * response) and the server (decode request, encode response).
 */
import * as Exit from "effect/Exit"
import * as Cause from "effect/Cause"
import * as Schema from "effect/Schema"
import type * as SchemaIssue from "effect/SchemaIssue"
import { formatIssue } from "../schema/common.ts"
import type { Codec, EndpointSpec } from "./endpoint.ts"

export type CodecResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly path: string; readonly message: string }

const issueOf = (cause: Cause.Cause<unknown>): SchemaIssue.Issue | undefined => {
  const error = Cause.squash(cause) as { issue?: SchemaIssue.Issue }
  return error?.issue
}

const fromExit = <A>(exit: Exit.Exit<A, unknown>, prefix: string): CodecResult<A> => {
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const issue = issueOf(exit.cause)
  if (!issue) return { ok: false, path: prefix, message: `${prefix || "value"}: ${String(Cause.squash(exit.cause))}` }
  return { ok: false, ...formatIssue(issue, prefix) }
}

/** Decodes an unknown value; failures name the dotted path of the bad field, prefixed by `prefix`. */
export const decodeWith = <S extends Codec>(schema: S, input: unknown, prefix = ""): CodecResult<S["Type"]> =>
  fromExit(Schema.decodeUnknownExit(schema)(input, { errors: "all", onExcessProperty: "ignore" }), prefix)

/** Encodes a domain value to its wire form. */
export const encodeWith = <S extends Codec>(schema: S, value: unknown, prefix = ""): CodecResult<S["Encoded"]> =>
  fromExit(Schema.encodeUnknownExit(schema)(value, { errors: "all" }), prefix)

/** The raw request pieces a server extracted from HTTP. */
export interface RawRequest {
  readonly params: Record<string, string>
  readonly query: Record<string, string>
  /** JSON body (json endpoints; undefined: none was sent), the parsed JSON part (multipart with `part`), or text fields (multipart with `fields`). */
  readonly json?: unknown
  readonly part?: unknown
  readonly fields?: Record<string, string>
}

export interface DecodedRequest {
  readonly params?: unknown
  readonly query?: unknown
  readonly body?: unknown
  readonly part?: unknown
  readonly fields?: unknown
}

/** Decodes every piece of a request with the endpoint's schemas (server side). */
export const decodeRequest = (ep: EndpointSpec, raw: RawRequest): CodecResult<DecodedRequest> => {
  const out: { params?: unknown; query?: unknown; body?: unknown; part?: unknown; fields?: unknown } = {}
  if (ep.params) {
    const r = decodeWith(ep.params, raw.params, "params")
    if (!r.ok) return r
    out.params = r.value
  }
  if (ep.query) {
    const r = decodeWith(ep.query, raw.query, "query")
    if (!r.ok) return r
    out.query = r.value
  }
  const body = ep.body
  // An optional body left out: the handler gets none.
  if (body?.kind === "json" && !(body.optional && raw.json === undefined)) {
    const r = decodeWith(body.schema, raw.json, "body")
    if (!r.ok) return r
    out.body = r.value
  }
  if (body?.kind === "multipart") {
    if (body.part) {
      const r = decodeWith(body.part.schema, raw.part, body.part.name)
      if (!r.ok) return r
      out.part = r.value
    }
    if (body.fields) {
      const r = decodeWith(body.fields, raw.fields ?? {}, "fields")
      if (!r.ok) return r
      out.fields = r.value
    }
  }
  return { ok: true, value: out }
}
