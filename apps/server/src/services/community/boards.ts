/** The two boards of §2: 1 산책 인증 (walk certification), 2 정보 공유 (information sharing). */
import type { BoardType } from "@mungwalk/core/schema"

export const BOARDS: ReadonlyArray<BoardType> = [
  { id: 1, name: "산책 인증" },
  { id: 2, name: "정보 공유" }
]

export const boardName = (id: number): string | undefined => BOARDS.find((b) => b.id === id)?.name

/** Shown for a member who has not chosen a nickname yet. */
export const UNNAMED_MEMBER = "알 수 없음"
