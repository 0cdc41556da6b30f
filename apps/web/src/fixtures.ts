/**
 * Fixture data for the stories of the home, sign-in and my-page screens (the walk screens keep
 * theirs in features/walk/fixtures.ts, reused here for walks and hot places).
 */
import type { AuthProviders, Breed, MemberInfo, Pet, PetSummary, PointEntry, Profile } from "@mungwalk/core"
import { dogs, hotPlaces, walksOnDay } from "./features/walk/fixtures.ts"

export { hotPlaces, walksOnDay }

/** A drawn portrait as a data URL, so stories need no server. */
export const portrait = (bg: string, fur: string, ear: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${bg}"/><ellipse cx="24" cy="40" rx="11" ry="20" fill="${ear}"/><ellipse cx="72" cy="40" rx="11" ry="20" fill="${ear}"/><circle cx="48" cy="54" r="27" fill="${fur}"/><ellipse cx="48" cy="66" rx="14" ry="10" fill="#FFF6EC"/><circle cx="38" cy="50" r="3.5" fill="#2B2118"/><circle cx="58" cy="50" r="3.5" fill="#2B2118"/><ellipse cx="48" cy="61" rx="5" ry="3.6" fill="#2B2118"/></svg>`
  )}`

export const memberPhoto = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#EAF1FE"/><circle cx="48" cy="38" r="18" fill="#F3C58F"/><path d="M14 96a34 30 0 0 1 68 0Z" fill="#699BF7"/><path d="M30 34a18 16 0 0 1 36 0c-6-6-30-6-36 0Z" fill="#4A3426"/></svg>`
)}`

export const pets: ReadonlyArray<PetSummary> = dogs

export const manyPets: ReadonlyArray<PetSummary> = [
  ...dogs,
  { petId: 4, name: "몽실이", profileImageUrl: portrait("#E8F5E9", "#FFFFFF", "#C9B8A6") },
  { petId: 5, name: "해피", profileImageUrl: portrait("#FDECEC", "#E0B07A", "#8A5A33") }
]

export const memberInfo: MemberInfo = { nickname: "산책왕콩이맘", point: 1250, profileImageUrl: memberPhoto }

export const newMemberProfile: Profile = {
  profileImageUrl: null,
  nickname: null,
  email: "newbie@example.com",
  dateOfBirth: null,
  gender: null,
  phoneNumber: null
}

export const profile: Profile = {
  profileImageUrl: memberPhoto,
  nickname: "산책왕콩이맘",
  email: "kong@example.com",
  dateOfBirth: "1992-04-17",
  gender: "female",
  phoneNumber: "010-1234-5678"
}

export const breeds: ReadonlyArray<Breed> = [
  { id: 1, name: "말티즈" },
  { id: 2, name: "푸들" },
  { id: 3, name: "포메라니안" },
  { id: 4, name: "시바견" },
  { id: 5, name: "진돗개" },
  { id: 6, name: "웰시코기" },
  { id: 7, name: "골든 리트리버" },
  { id: 8, name: "비숑 프리제" },
  { id: 9, name: "말티푸" },
  { id: 10, name: "시츄" }
]

export const pet: Pet = {
  petId: 1,
  name: "콩이",
  breedId: 2,
  breedName: "푸들",
  dateOfBirth: "2021-03-14",
  gender: "male",
  weight: 4.2,
  neutering: true,
  profileImageUrl: dogs[0]!.profileImageUrl
}

const at = (iso: string) => new Date(`${iso}+09:00`)

export const pointEntries: ReadonlyArray<PointEntry> = [
  { id: 7, description: "산책 퀘스트 완료", date: at("2025-05-21T18:42:10"), type: "plus", amount: 100 },
  { id: 6, description: "간식 구매 포인트 사용", date: at("2025-05-20T12:03:45"), type: "minus", amount: 50 },
  { id: 5, description: "산책 인증 게시글 작성", date: at("2025-05-19T09:15:00"), type: "plus", amount: 30 },
  { id: 4, description: "출석 체크", date: at("2025-05-18T08:00:02"), type: "plus", amount: 10 },
  { id: 3, description: "장난감 구매 포인트 사용", date: at("2025-05-12T20:31:19"), type: "minus", amount: 300 },
  { id: 2, description: "첫 산책 완료 보너스", date: at("2025-05-02T07:48:33"), type: "plus", amount: 500 }
]

export const allProviders: AuthProviders = { providers: ["kakao", "naver", "google"], dev: true }
export const devOnlyProviders: AuthProviders = { providers: [], dev: true }
export const socialOnlyProviders: AuthProviders = { providers: ["kakao", "naver", "google"], dev: false }
