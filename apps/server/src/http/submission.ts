/**
 * A creating call's submission (`EndpointSpec.idempotent`): its `Idempotency-Key` header and the
 * request's fingerprint, for `services/submissions.ts` to record with the first answer.
 */
import { createHash } from "node:crypto"
import type { Context } from "hono"
import { IDEMPOTENCY_KEY_HEADER, SUBMISSION_KEY, type EndpointName, type RawRequest } from "@mungwalk/core/api"
import type { AppEnv } from "./context.ts"
import { badRequest } from "./errors.ts"

export interface Submission {
  readonly key: string
  readonly endpoint: EndpointName
  /** sha-256 of the request as read (path parameters, query, body, each file's bytes). */
  readonly fingerprint: string
}

/** The request as read, before decoding (what `decodeRequest` reads, and the files): what two sends of one submission have in common. */
export interface RequestContent extends RawRequest {
  readonly files: Readonly<Record<string, ReadonlyArray<File>>>
}

/**
 * Body fields the server does not read, left out of the fingerprint: a comment's `createdAt` (the
 * server's clock decides it) is the client's clock at each send.
 */
const UNREAD_BODY_FIELDS: Partial<Record<EndpointName, ReadonlyArray<string>>> = { writeComment: ["createdAt"] }

const withoutUnread = (endpoint: EndpointName, json: unknown): unknown => {
  const unread = UNREAD_BODY_FIELDS[endpoint]
  if (!unread || json === null || typeof json !== "object" || Array.isArray(json)) return json
  return Object.fromEntries(Object.entries(json).filter(([k]) => !unread.includes(k)))
}

/** JSON with object keys sorted, so two encodings of one value read the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    return `{${entries.join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

/**
 * The call's submission, or undefined when it names none. A key that is not 16–64 letters, digits,
 * `-` or `_` is a 400. A multipart body's boundary differs on every send, so the fingerprint is of
 * the parts as read, not of the bytes on the wire.
 */
export const submissionOf = async (c: Context<AppEnv>, endpoint: EndpointName, content: RequestContent): Promise<Submission | undefined> => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)
  if (key === undefined) return undefined
  if (!SUBMISSION_KEY.test(key)) throw badRequest(`${IDEMPOTENCY_KEY_HEADER}: expected 16–64 letters, digits, '-' or '_'`)
  const hash = createHash("sha256")
  hash.update(
    canonical({ params: content.params, query: content.query, json: withoutUnread(endpoint, content.json), part: content.part, fields: content.fields })
  )
  for (const name of Object.keys(content.files).sort()) {
    for (const file of content.files[name] ?? []) {
      const digest = createHash("sha256")
        .update(new Uint8Array(await file.arrayBuffer()))
        .digest("hex")
      hash.update(`\n${name}:${file.type}:${file.size}:${digest}`)
    }
  }
  return { key, endpoint, fingerprint: hash.digest("hex") }
}
