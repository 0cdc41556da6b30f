/**
 * The simple screens' loads, each a resource machine over one call (render `connectLoadable`).
 * The emptiness rule is the core's, not the screen's: a page that is never "empty" says so here.
 */
import type { ApiClient } from "../api/client.ts"
import { isEntityId, NotFoundError } from "../api/errors.ts"
import { loadResource } from "./resource.machine.ts"
import { formatKoreanDate, seoulDateParts } from "../domain/format.ts"
import { groupPointEntriesByDay, type PointDay } from "../domain/pointLedger.ts"
import type { PointEntry } from "../schema/point.ts"
import type { Pet } from "../schema/pet.ts"

/** One KST day of the point ledger with its Korean heading (`2026년 3월 1일 일요일`). */
export interface PointLedgerDay extends PointDay {
  readonly label: string
}

/** `/mypage/point`: the balance (the same `GET /api/mypage` point my-page shows) over the history grouped by KST day, newest first. */
export interface PointLedger {
  readonly balance: number
  readonly days: ReadonlyArray<PointLedgerDay>
}

const never = () => false

/** `/mypage`: member info and dogs (never empty: the page shows the member). */
export const myPageMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("myPage", {}, { signal }), { isEmpty: never })

/** `/mypage/point`: the point history; no entries is `empty`. (`memberId` is the token's; 0 is sent as the spec does.) */
export const pointsMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("points", { query: { memberId: 0 } }, { signal }))

/** The ledger view of point entries under a balance (pure; the load below and stories use it). */
export const pointLedger = (entries: ReadonlyArray<PointEntry>, balance: number): PointLedger => ({
  balance,
  days: groupPointEntriesByDay(entries).map((d) => ({ ...d, label: formatKoreanDate(new Date(`${d.date}T12:00:00+09:00`)) }))
})

/**
 * `/mypage/point` with its balance: the history and `GET /api/mypage` in parallel (never empty: the
 * balance always shows; no entries is `days: []`). The server keeps balance = Σ plus − Σ minus.
 */
export const pointLedgerMachine = (api: ApiClient) =>
  loadResource(
    async (_: void, signal): Promise<PointLedger> => {
      const [entries, myPage] = await Promise.all([api.call("points", { query: { memberId: 0 } }, { signal }), api.call("myPage", {}, { signal })])
      return pointLedger(entries, myPage.memberInfo.point)
    },
    { isEmpty: never }
  )

/** A dog as its profile page shows it (`/mypage/dogprofile/{petId}`): every fact already in words. */
export interface DogProfile {
  readonly petId: number
  readonly name: string
  readonly profileImageUrl: string | null
  readonly breedName: string
  /** `2020년 3월 1일 일요일`. */
  readonly birthLabel: string
  /** 남아 / 여아. */
  readonly genderLabel: string
  /** One decimal: `4.2kg`, `12kg`. */
  readonly weightLabel: string
  /** 했어요 / 안 했어요. */
  readonly neuteringLabel: string
}

/** Weight with one decimal at most: `4.2kg`. */
export const formatWeight = (kg: number): string => `${Number(kg.toFixed(1)).toLocaleString("ko-KR")}kg`

export const dogProfile = (pet: Pet): DogProfile => ({
  petId: pet.petId,
  name: pet.name,
  profileImageUrl: pet.profileImageUrl,
  breedName: pet.breedName,
  birthLabel: formatKoreanDate(new Date(`${pet.dateOfBirth}T12:00:00+09:00`)),
  genderLabel: pet.gender === "male" ? "남아" : "여아",
  weightLabel: formatWeight(pet.weight),
  neuteringLabel: pet.neutering ? "했어요" : "안 했어요"
})

/**
 * `/mypage/dogprofile/{petId}`: one dog (render `connectFindable`). Another member's dog or a
 * missing one is `notFound` (the server's 404), and so is an id that is not a positive integer,
 * without a call.
 */
export const petProfileMachine = (api: ApiClient) =>
  loadResource(
    (petId: number, signal) =>
      isEntityId(petId) ? api.call("petProfile", { params: { petId } }, { signal }).then(dogProfile) : Promise.reject(new NotFoundError(`Bad pet id ${petId}`)),
    { isEmpty: never }
  )

/** `/login`: the configured sign-in methods. */
export const authProvidersMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("authProviders", {}, { signal }), { isEmpty: never })

/** The member's dogs (`/walk`'s chooser); no dogs is `empty`. */
export const myPetsMachine = (api: ApiClient) => loadResource((_: void, signal) => api.call("myPets", {}, { signal }))

/**
 * How far the member walked today (Asia/Seoul), for the walk quest's progress: the day's ended
 * walks together, in metres — what the server counts for '오늘 300m 이상 산책하기'.
 */
export const walkedTodayMachine = (api: ApiClient, now: () => Date = () => new Date()) =>
  loadResource(
    async (_: void, signal) => {
      const { year, month, day } = seoulDateParts(now())
      const { walks } = await api.call("walkDaily", { body: { memberId: 0, year, month, day } }, { signal })
      return walks.filter((w) => !w.isWalking).reduce((metres, w) => metres + w.distance, 0)
    },
    { isEmpty: never }
  )
