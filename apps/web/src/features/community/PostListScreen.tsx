import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from "react"
import { useLocation } from "wouter"
import type { AnyActorRef } from "xstate"
import type { Post } from "@mungwalk/core"
import { POST_LIST_INPUT, connectPagedLoadable, postListMachine } from "@mungwalk/core/pagedList"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnectedInTransition } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { keepBoardList, takeKeptBoardList, takeSeenPost } from "./boardListKeep.ts"
import { PostListView } from "./PostListView.tsx"

/** List states a list can be kept in for the way back: no page call in flight. */
const KEEPABLE = ["empty", "end", { ready: "still" }, { ready: "settling" }] as const

const PostList = ({ boardId }: { boardId: number }) => {
  // Back from a post: the list as it was left (pages and scroll), else a fresh one.
  const [kept] = useState(() => takeKeptBoardList(boardId))
  const [now] = useState(() => kept?.now ?? new Date())
  const actor = useRef<AnyActorRef | null>(null)
  const posts = useConnectedInTransition(
    ({ api }) => postListMachine(api, boardId),
    POST_LIST_INPUT,
    connectPagedLoadable<Post>,
    undefined,
    kept ? { snapshot: kept.snapshot } : null,
    actor
  )
  useLayoutEffect(() => {
    if (kept) window.scrollTo(0, kept.scrollY)
  }, [kept])
  useEffect(() => {
    // The post opened meanwhile, as its page last showed it (a like, a comment).
    const seen = kept ? takeSeenPost() : null
    if (seen) actor.current?.send({ type: "item.updated", item: seen })
  }, [kept])
  /** Opening a post from the list keeps the list for the way back. */
  const keepForBack = (): void => {
    const snapshot = actor.current?.getSnapshot()
    if (!snapshot || !KEEPABLE.some((state) => snapshot.matches(state))) return
    // (A tap right after a scroll finds the list in `settling`: restored, the list's scroll report
    // on the way back waits out the debounce again.)
    keepBoardList({ boardId, snapshot: actor.current!.getPersistedSnapshot(), scrollY: window.scrollY, now })
  }
  return <PostListView boardId={boardId} now={now} posts={posts} onOpenPost={keepForBack} />
}

/** `/post/1`, `/post/2` (two routes: each board has its own back-bar title): one paged list per board. */
export const PostListScreen = (): ReactElement => {
  const [location, navigate] = useLocation()
  const boardId = boardOf(location.split("/")[2])
  return boardId === null ? <NotFoundScreen navigate={navigate} /> : <PostList key={boardId} boardId={boardId} />
}
