/** The two boards (§2: type 1 walk certification, type 2 information sharing). */
import { BACK_TITLES } from "../../app/titles.ts"

export const BOARDS = [
  { id: 1, title: BACK_TITLES.walkCertification },
  { id: 2, title: BACK_TITLES.informationSharing }
] as const

/** A board id from the path or query (`/post/2`, `?board=2`): 1 or 2, else null. */
export const boardOf = (raw: string | undefined | null): number | null => {
  const id = Number(raw)
  return BOARDS.some((b) => b.id === id) ? id : null
}
