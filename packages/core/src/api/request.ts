/**
 * The request side of a call and the answer's decoding: the endpoint table (`endpoints.ts`), its
 * wire schemas and Effect's `Schema` code. The client (`client.ts`) imports this module on its
 * first call, not before, so a client that has not called yet (a visitor's first screen) loads
 * none of it; `buildRequest` is exported for tests and other transports.
 */
import { buildPath, type EndpointSpec } from "./endpoint.ts"
import { decodeWith, encodeWith } from "./codec.ts"
import { RequestError } from "./errors.ts"
import type { FetchInit } from "./client.ts"

export { endpoints } from "./endpoints.ts"
export { decodeWith }

/** A call's input, any endpoint's (`EndpointInput` types it per endpoint). */
export interface AnyInput {
  params?: unknown
  query?: unknown
  body?: unknown
  part?: unknown
  fields?: unknown
  files?: Record<string, Blob | ReadonlyArray<Blob> | null | undefined>
}

const encodeOrThrow = (name: string, schema: Parameters<typeof encodeWith>[0], value: unknown, prefix: string): unknown => {
  const r = encodeWith(schema, value, prefix)
  if (!r.ok) throw new RequestError(name, r.path, r.message)
  return r.value
}

/** Builds the URL and `FetchInit` for a call. */
export const buildRequest = (name: string, ep: EndpointSpec, input: AnyInput, token: string | null): { url: string; init: FetchInit } => {
  const params = ep.params ? (encodeOrThrow(name, ep.params, input.params, "params") as Record<string, string>) : undefined
  let url = buildPath(ep.path, params)
  if (ep.query) {
    const query = encodeOrThrow(name, ep.query, input.query ?? {}, "query") as Record<string, string | undefined>
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, v)
    const s = search.toString()
    if (s) url += `?${s}`
  }
  const headers: Record<string, string> = { Accept: "application/json" }
  if (token) headers.Authorization = `Bearer ${token}`
  let body: string | FormData | undefined
  if (ep.body?.kind === "json") {
    // An optional body not given: sent without one (`BodySpec`).
    if (!(ep.body.optional && input.body === undefined)) {
      headers["Content-Type"] = "application/json"
      body = JSON.stringify(encodeOrThrow(name, ep.body.schema, input.body, "body"))
    }
  } else if (ep.body?.kind === "multipart") {
    const form = new FormData()
    if (ep.body.part) {
      const json = JSON.stringify(encodeOrThrow(name, ep.body.part.schema, input.part, ep.body.part.name))
      form.append(ep.body.part.name, new Blob([json], { type: "application/json" }))
    }
    if (ep.body.fields) {
      const fields = encodeOrThrow(name, ep.body.fields, input.fields, "fields") as Record<string, string>
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
    }
    for (const spec of ep.body.files) {
      const given = input.files?.[spec.name]
      const list = given == null ? [] : Array.isArray(given) ? given : [given as Blob]
      if (spec.maxCount !== undefined && list.length > spec.maxCount) {
        throw new RequestError(name, spec.name, `${spec.name}: at most ${spec.maxCount} files`)
      }
      for (const file of list) form.append(spec.name, file, (file as { name?: string }).name || spec.name)
    }
    body = form
  }
  return { url, init: { method: ep.method, headers, ...(body === undefined ? {} : { body }) } }
}
