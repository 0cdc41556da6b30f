/**
 * Readies the wire codecs before the first answer arrives (issue 10). It imports the client's
 * request module (`request.ts`) statically: a client that runs it has that module loaded before
 * its first call too.
 *
 * The first decode and the first encode run a good deal of Effect's parser code for the first
 * time: they build the parsers, and an engine that compiles lazily compiles that code on the spot.
 * On a phone that is most of the cost of the task that handles the first answer. A client that runs `warmCodecs` in a task of its own while the page
 * still waits on the network does that work early: the answers' tasks then only decode.
 *
 * The sample goes through the same constructs most calls use: a struct whose wire keys are renamed,
 * an array, checked integers, nullable strings, a literal mapped to a boolean, an optional key
 * encoded from a number to a string. It is a real call's shapes (the product list), so a change of
 * those schemas that the sample no longer fits fails `warm.test.ts` rather than silently warming less.
 */
import { buildRequest, decodeWith, endpoints } from "./request.ts"

/** One product row as the server writes it (`GET /api/shop/products`). */
export const WARM_ANSWER = {
  itemList: [{ PRODUCTID: 1, NAME: "산책 리드줄", VENDOR: "멍멍상회", PRICE: 12_000, THUMBNAILIMAGE: null, DETAILIMAGE: "/uploads/p.webp", ISLIKE: "N" }]
} as const

/** Runs one encode and one decode through the codecs; true when both went through (they always should). */
export const warmCodecs = (): boolean => {
  const request = buildRequest("products", endpoints.products, { query: { page: 1 } }, null)
  const answer = decodeWith(endpoints.products.response, WARM_ANSWER)
  return request.url === "/api/shop/products?page=1" && answer.ok
}
