/** The home screen's calls: `homeMachine.provide(createHomeImplementations({ api, geolocation }))`. */
import { fromApiCall } from "../api/abort.ts"
import type { PetSummary } from "../schema/pet.ts"
import type { DailyWalks } from "../schema/walk.ts"
import { fetchHotPlaces } from "../location/location.loads.ts"
import { locateThenLoad } from "../location/location.ts"
import { HOME_LATEST_POSTS } from "../domain/constants.ts"
import type { Post } from "../schema/community.ts"
import type { Quest } from "../schema/quest.ts"
import { homeMachine } from "./home.machine.ts"
import type { HomePorts, LoadTodayInput } from "./home.types.ts"

export const createHomeImplementations = ({ api, geolocation }: HomePorts) => ({
  actors: {
    loadPets: fromApiCall<ReadonlyArray<PetSummary>, void>(({ signal }) => api.call("myPets", undefined, { signal })),
    loadToday: fromApiCall<DailyWalks, LoadTodayInput>(({ input, signal }) =>
      api.call("walkDaily", { body: { memberId: 0, year: input.year, month: input.month, day: input.day } }, { signal })
    ),
    loadHotPlaces: fromApiCall(({ signal }) => locateThenLoad(geolocation, fetchHotPlaces(api))(undefined, signal)),
    loadQuests: fromApiCall<ReadonlyArray<Quest>, void>(({ signal }) => api.call("quests", undefined, { signal })),
    loadPosts: fromApiCall<ReadonlyArray<Post>, void>(({ signal }) =>
      api.call("posts", { params: { type: HOME_LATEST_POSTS.board }, query: { page: HOME_LATEST_POSTS.page, size: HOME_LATEST_POSTS.size } }, { signal })
    )
  }
})

export const provideHomeMachine = (ports: HomePorts) => homeMachine.provide(createHomeImplementations(ports))
