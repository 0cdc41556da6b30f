/**
 * The board list as the member left it for a post, for the way back: the pages loaded and the
 * scroll position, so '뒤로' from a post returns to the same card instead of the board's top and its
 * first page (a list of 15 a page, loaded as one scrolls, §9).
 *
 * Kept in memory for the history entry the member left (its `history.state` carries the key, so
 * only a return to that entry — the back button, the back bar — finds it; a tap on the board's tab
 * or link is a new entry and a fresh list). The one post opened meanwhile comes back with what the
 * post page last showed of it (a like, a comment count); anything that adds or removes a post (a
 * post written or deleted) forgets the kept lists, so the board is read again.
 */
import type { Post } from "@mungwalk/core"

/** The key in `history.state` that names the kept list of that entry. */
const STATE_KEY = "mungwalkBoardList"

/** A list kept for a way back older than this is read again instead. */
export const BOARD_LIST_KEEP_MS = 30 * 60_000

export interface KeptBoardList {
  readonly boardId: number
  /** The list machine's persisted snapshot (a settled state: no call in flight). */
  readonly snapshot: unknown
  readonly scrollY: number
  /** The page clock the cards' dates were drawn with. */
  readonly now: Date
  readonly keptAt: number
}

let kept: { readonly key: string; readonly list: KeptBoardList } | null = null
let seenPost: Post | null = null
let nextKey = 0

const historyState = (): Record<string, unknown> => {
  const state: unknown = window.history.state
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {}
}

/** Keeps `list` for the current history entry (called as the member opens a post from it). */
export const keepBoardList = (list: Omit<KeptBoardList, "keptAt">): void => {
  nextKey += 1
  const key = `${Date.now()}-${nextKey}`
  kept = { key, list: { ...list, keptAt: Date.now() } }
  seenPost = null
  window.history.replaceState({ ...historyState(), [STATE_KEY]: key }, "")
}

/** The list kept for the current history entry on `boardId` (once: taken, it is gone), or null. */
export const takeKeptBoardList = (boardId: number): KeptBoardList | null => {
  const found = kept
  if (found === null || historyState()[STATE_KEY] !== found.key) return null
  kept = null
  const { list } = found
  return list.boardId === boardId && Date.now() - list.keptAt < BOARD_LIST_KEEP_MS ? list : null
}

/** What the post page last showed of a post (its likes and comments), for the kept list's card. */
export const noteSeenPost = (post: Post): void => {
  seenPost = post
}

/** The post seen since the list was kept, once, or null. */
export const takeSeenPost = (): Post | null => {
  const post = seenPost
  seenPost = null
  return post
}

/** A post was written, edited or deleted: the kept lists would show the board as it was. */
export const forgetKeptBoardLists = (): void => {
  kept = null
  seenPost = null
}
