/**
 * The API calls a member's screen makes first, started by the page itself while it parses
 * (`vite/prerender.ts` puts them into the pages' inline script) instead of after the app's code
 * has arrived and run — the screen's data then arrives with its code, not a round trip after it.
 * The app's fetch takes the answer over (`platform/earlyCalls.ts`). Only GET calls: they change
 * nothing, so a call the screen does not end up making costs one answer and no harm.
 *
 * Keyed by the routes table's patterns (`routes.tsx`); each call is named and built exactly as the
 * screen's machine calls it (the same constants), so the URL is the one the app will ask for —
 * `e2e/first-paint.e2e.ts` checks that each early call is taken over and none is asked twice.
 */
import { buildRequest, endpoints, type EndpointName } from "@mungwalk/core/api"
import { HOME_LATEST_POSTS, POST_PAGE_SIZE, SHOP_FIRST_PAGE } from "@mungwalk/core/domain"

interface EarlyCall {
  readonly name: EndpointName
  readonly input?: { readonly params?: Record<string, unknown>; readonly query?: Record<string, unknown> }
}

const boardFirstPage = (type: number): EarlyCall => ({ name: "posts", input: { params: { type }, query: { page: 0, size: POST_PAGE_SIZE } } })

export const EARLY_CALLS: Readonly<Record<string, ReadonlyArray<EarlyCall>>> = {
  // The member's home: the dogs, the quests and the latest walk posts (its day's walks are a POST).
  "/": [
    { name: "myPets" },
    { name: "quests" },
    { name: "posts", input: { params: { type: HOME_LATEST_POSTS.board }, query: { page: HOME_LATEST_POSTS.page, size: HOME_LATEST_POSTS.size } } }
  ],
  "/walk": [{ name: "myPets" }],
  "/post/1": [boardFirstPage(1)],
  "/post/2": [boardFirstPage(2)],
  "/shop": [{ name: "bestProducts" }, { name: "products", input: { query: { page: SHOP_FIRST_PAGE } } }, { name: "cart" }]
}

/** The URLs (path and query) of the early calls of each pattern, as the app's API client builds them. */
export const earlyCallUrls = (): Array<[pattern: string, urls: string[]]> =>
  Object.entries(EARLY_CALLS).map(([pattern, calls]) => {
    for (const { name } of calls) {
      if (endpoints[name].method !== "GET") throw new Error(`early call ${name} of ${pattern} is not a GET`)
    }
    return [pattern, calls.map(({ name, input }) => buildRequest(name, endpoints[name], input ?? {}, null).url)]
  })
