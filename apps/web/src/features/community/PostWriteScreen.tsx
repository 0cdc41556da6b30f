import type { ReactElement } from "react"
import { useSearch } from "wouter"
import { connectPostWrite, providePostWriteMachine } from "@mungwalk/core/postWrite"
import { useConnected } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { PostWriteView } from "./PostWriteView.tsx"
import { useLeaveConfirm } from "./useLeaveConfirm.ts"

/** `/post/write` (`?board=2` starts on that board): the machine sends the post and opens it. */
export const PostWriteScreen = (): ReactElement => {
  const boardId = boardOf(new URLSearchParams(useSearch()).get("board")) ?? 1
  const form = useConnected(({ api, navigate }) => providePostWriteMachine({ api, navigate }), { boardId }, connectPostWrite)
  useLeaveConfirm(form.isDirty, form.copy.leaveConfirm)
  return <PostWriteView form={form} />
}
