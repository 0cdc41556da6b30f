/**
 * Request shapes read from the endpoint table's schemas, for generated tests (the server's attack
 * suite, the core's schema checks): a plausible wire request for any endpoint, and the list of its
 * leaves (every string, number, boolean, array … with its path) to mutate one at a time. A call
 * added to the table is covered without touching the tests.
 */
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type { Codec, EndpointSpec } from "../api/endpoint.ts"

export type LeafKind = "string" | "number" | "boolean" | "literal" | "null" | "array" | "other"

export interface Leaf {
  /** `body`, `params`, `query`, `fields` or the multipart part's name. */
  readonly location: string
  readonly path: ReadonlyArray<string | number>
  readonly kind: LeafKind
  /** False for a string with no check at all (any length, any character). */
  readonly checked: boolean
}

/** The pieces of a request on the wire. */
export interface WireRequest {
  readonly params?: Record<string, string>
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly part?: { readonly name: string; readonly value: unknown }
  readonly fields?: Record<string, string>
}

const now = () => new Date().toISOString()

/** Values tried, in order, for a leaf; the first its own checks accept wins. */
const stringCandidates = (key: string): ReadonlyArray<string> => {
  const k = key.toLowerCase()
  const preferred = k.includes("date") && !k.includes("at") ? ["2020-01-01"] : k.endsWith("at") || k.includes("time") ? [now()] : []
  // Last: a key-like id (a checkout's `checkoutId`: 16–64 of `[A-Za-z0-9_-]`).
  return [...preferred, "1", "멍멍이", "2020-01-01", now(), "01012345678", "Male", "f", "Point", "Y", "sample-key_0123456789"]
}
const numberCandidates = (key: string): ReadonlyArray<number> => {
  const k = key.toLowerCase()
  if (k === "latitude" || k === "lat") return [37.5740321]
  if (k === "longitude" || k === "lng") return [127.0078127]
  return [1, 2024, 37.5, 100]
}

const accepts = (ast: SchemaAST.AST, value: unknown): boolean => Exit.isSuccess(Schema.decodeUnknownExit(Schema.make<Codec>(ast))(value))

const sampleAst = (ast: SchemaAST.AST, key: string, depth: number): unknown => {
  switch (ast._tag) {
    case "Objects": {
      const out: Record<string, unknown> = {}
      for (const ps of ast.propertySignatures) out[String(ps.name)] = sampleAst(ps.type, String(ps.name), depth)
      return out
    }
    case "Arrays": {
      if (key === "coordinates" && ast.elements.length === 2) return [127.0078127, 37.5740321]
      const els = ast.elements.map((e, i) => sampleAst(e, `${key}.${i}`, depth))
      const [rest] = ast.rest
      return rest && depth < 4 ? [...els, sampleAst(rest, key, depth + 1)] : els
    }
    case "Union": {
      const members = ast.types.filter((t) => t._tag !== "Null" && t._tag !== "Undefined")
      return sampleAst(members[0] ?? ast.types[0]!, key, depth)
    }
    case "Suspend":
      return depth < 2 ? sampleAst(ast.thunk(), key, depth + 1) : undefined
    case "Literal":
      return ast.literal
    case "Null":
      return null
    case "Boolean":
      return true
    case "String":
      return stringCandidates(key).find((s) => accepts(ast, s)) ?? "a"
    case "Number":
      return numberCandidates(key).find((n) => accepts(ast, n)) ?? 1
    default:
      return undefined
  }
}

const leavesOf = (ast: SchemaAST.AST, location: string, path: ReadonlyArray<string | number>, out: Leaf[], depth: number): void => {
  switch (ast._tag) {
    case "Objects":
      for (const ps of ast.propertySignatures) leavesOf(ps.type, location, [...path, String(ps.name)], out, depth)
      return
    case "Arrays":
      out.push({ location, path, kind: "array", checked: true })
      ast.elements.forEach((e, i) => {
        leavesOf(e, location, [...path, i], out, depth)
      })
      if (ast.rest[0] && depth < 4) leavesOf(ast.rest[0], location, [...path, ast.elements.length], out, depth + 1)
      return
    case "Union": {
      const members = ast.types.filter((t) => t._tag !== "Null" && t._tag !== "Undefined")
      if (members[0]) leavesOf(members[0], location, path, out, depth)
      return
    }
    case "Suspend":
      if (depth < 2) leavesOf(ast.thunk(), location, path, out, depth + 1)
      return
    case "String":
      out.push({ location, path, kind: "string", checked: (ast.checks?.length ?? 0) > 0 })
      return
    case "Number":
      out.push({ location, path, kind: "number", checked: (ast.checks?.length ?? 0) > 0 })
      return
    case "Boolean":
      out.push({ location, path, kind: "boolean", checked: true })
      return
    case "Literal":
      out.push({ location, path, kind: "literal", checked: true })
      return
    case "Null":
      return
    default:
      out.push({ location, path, kind: "other", checked: true })
  }
}

const encoded = (schema: Codec): SchemaAST.AST => SchemaAST.toEncoded(schema.ast)

const sampleRecord = (schema: Codec): Record<string, string> => sampleAst(encoded(schema), "", 0) as Record<string, string>

/** A plausible request for `ep` on the wire (the server may still refuse it, e.g. an unknown id). */
export const sampleRequest = (ep: EndpointSpec): WireRequest => ({
  ...(ep.params ? { params: sampleRecord(ep.params) } : {}),
  ...(ep.query ? { query: sampleRecord(ep.query) } : {}),
  ...(ep.body?.kind === "json" ? { body: sampleAst(encoded(ep.body.schema), "", 0) } : {}),
  ...(ep.body?.kind === "multipart" && ep.body.part ? { part: { name: ep.body.part.name, value: sampleAst(encoded(ep.body.part.schema), "", 0) } } : {}),
  ...(ep.body?.kind === "multipart" && ep.body.fields ? { fields: sampleRecord(ep.body.fields) } : {})
})

/** Every leaf of `ep`'s request: path parameters, query, JSON body, multipart part and text fields. */
export const requestLeaves = (ep: EndpointSpec): ReadonlyArray<Leaf> => {
  const out: Leaf[] = []
  if (ep.params) leavesOf(encoded(ep.params), "params", [], out, 0)
  if (ep.query) leavesOf(encoded(ep.query), "query", [], out, 0)
  if (ep.body?.kind === "json") leavesOf(encoded(ep.body.schema), "body", [], out, 0)
  if (ep.body?.kind === "multipart" && ep.body.part) leavesOf(encoded(ep.body.part.schema), ep.body.part.name, [], out, 0)
  if (ep.body?.kind === "multipart" && ep.body.fields) leavesOf(encoded(ep.body.fields), "fields", [], out, 0)
  return out
}

/** A copy of `root` with the value at `path` replaced (arrays and objects are copied along the way). */
export const setAt = (root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const base: any = Array.isArray(root) ? [...root] : { ...(root as object) }
  base[head as any] = setAt(base[head as any], rest, value)
  return base
}
