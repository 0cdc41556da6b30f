/**
 * The simple screens' loads, each a resource machine over one call (render `connectLoadable`).
 * The emptiness rule is the core's, not the screen's: a page that is never "empty" says so here.
 */
import type { ApiClient } from "../api/client.ts"
import { loadResource, NotFoundError } from "./resource.machine.ts"

const never = () => false

/** `/mypage`: member info and dogs (never empty: the page shows the member). */
export const myPageMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("myPage", {}, { signal }), { isEmpty: never })

/** `/mypage/point`: the point history; no entries is `empty`. (`memberId` is the token's; 0 is sent as the spec does.) */
export const pointsMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("points", { query: { memberId: 0 } }, { signal }))

/**
 * `/mypage/dogprofile/{petId}`: one dog (render `connectFindable`). Another member's dog or a
 * missing one is `notFound` (the server's 404), and so is an id that is not a positive integer,
 * without a call.
 */
export const petProfileMachine = (api: ApiClient) =>
  loadResource(
    (petId: number, signal) =>
      Number.isInteger(petId) && petId > 0 ? api.call("petProfile", { params: { petId } }, { signal }) : Promise.reject(new NotFoundError(`Bad pet id ${petId}`)),
    { isEmpty: never }
  )

/** `/login`: the configured sign-in methods. */
export const authProvidersMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("authProviders", {}, { signal }), { isEmpty: never })

/** The member's dogs (`/walk`'s chooser); no dogs is `empty`. */
export const myPetsMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("myPets", {}, { signal }))
