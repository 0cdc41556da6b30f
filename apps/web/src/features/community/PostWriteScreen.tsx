import { useRef, useState, type ReactElement } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { connectPostWrite, providePostWriteMachine } from "@mungwalk/core/postWrite"
import { useConnected } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { forgetKeptBoardLists } from "./boardListKeep.ts"
import { postDraftStore } from "./postDraftStore.ts"
import { PostWriteView } from "./PostWriteView.tsx"
import { useLeaveDialog, type LeaveDialogWays } from "./useLeaveDialog.ts"
import { clearCertificationPrefill, readCertificationPrefill } from "../walk/certificationHandoff.ts"

/**
 * `/post/write` (`?board=2` starts on that board; the walk result's '인증글 쓰기' hands it a prefill) and `/post/edit/{postId}` (my post): the machine
 * sends the post and opens it; a new post's draft is kept in IndexedDB; leaving with unsaved work
 * asks in the form's dialog (back bar, links and the hardware back).
 */
export const PostWriteScreen = (): ReactElement => {
  const search = useSearch()
  const boardId = boardOf(new URLSearchParams(search).get("board")) ?? 1
  // `/post/edit/{postId}`: an address that cannot name a post (`/post/edit/abc`) is the form's not-found, not a new post.
  const edited = useParams<{ postId?: string }>().postId
  const postId = edited === undefined ? null : Number(edited)
  const [, navigate] = useLocation()
  const ways = useRef<LeaveDialogWays | null>(null)
  // The walk result's '인증글 쓰기' fills a new post in (the route picture and the figures), again
  // after a reload, until the post is sent or the form is left.
  const [prefill] = useState(() => (postId === null ? readCertificationPrefill(search) : null))
  const form = useConnected(
    ({ api }) =>
      providePostWriteMachine({
        api,
        navigate: (to, options) => {
          // The post is saved: a board list kept for the way back would not show it.
          forgetKeptBoardLists()
          clearCertificationPrefill()
          // An edit saved goes back to the post it was opened from (one back then leaves it); a new
          // post takes the form's place in the history.
          if (postId !== null) ways.current?.back(to)
          else ways.current?.navigate(to, options ?? {})
        },
        drafts: postDraftStore(),
        leave: () => {
          clearCertificationPrefill()
          ways.current?.leave()
        }
      }),
    { boardId, postId, prefill },
    connectPostWrite
  )
  ways.current = useLeaveDialog(form.isDirty && !form.isClosed, form.leave, navigate, postId ? `/post/${boardId}/${postId}` : `/post/${boardId}`)
  return <PostWriteView form={form} />
}
