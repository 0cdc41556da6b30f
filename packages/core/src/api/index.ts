// The endpoint table and the codecs by name, not `export *`: the client imports them lazily
// (`client.ts`), and esbuild (the server's bundle) then initialises them lazily too, which it
// does for named re-exports but not through `export *`.
export * from "./endpoint.ts"
export { endpoints, type EndpointName, type Endpoints } from "./endpoints.ts"
export * from "./errors.ts"
export { decodeRequest, decodeWith, encodeWith, type CodecResult, type DecodedRequest, type RawRequest } from "./codec.ts"
export * from "./tokens.ts"
export * from "./client.ts"
export { buildRequest, type AnyInput } from "./request.ts"
export * from "./warm.ts"
