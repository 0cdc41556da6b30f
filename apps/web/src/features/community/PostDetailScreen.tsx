import { useEffect, type ReactElement } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { connectPostDetail, providePostDetailMachine } from "@mungwalk/core/postDetail"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnected } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { forgetKeptBoardLists, noteSeenPost } from "./boardListKeep.ts"
import { PostDetailView } from "./PostDetailView.tsx"

// The board the address names goes in with the post: the machine puts a post opened under another
// board's address (a comment notification's link) at its own. What the page shows of the post
// goes back to a board list kept for the way back; a deleted post (the machine then leaves for
// the board) forgets the kept lists.
const PostDetail = ({ postId, commentId, board }: { postId: number; commentId: number | null; board: number | null }) => {
  const detail = useConnected(
    ({ api, navigate }) =>
      providePostDetailMachine({
        api,
        navigate: (to, options) => {
          forgetKeptBoardLists()
          navigate(to, options)
        }
      }),
    { postId, commentId, board },
    connectPostDetail
  )
  useEffect(() => {
    if (detail.post) noteSeenPost(detail.post)
  }, [detail.post])
  return <PostDetailView detail={detail} />
}

/** `/post/{type}/{postId}` (`?comment={id}` opens it at that comment, highlighted): one detail machine per post. */
export const PostDetailScreen = (): ReactElement => {
  const [path, navigate] = useLocation()
  const postId = Number(useParams<{ postId: string }>().postId)
  const board = boardOf(/^\/post\/(\d+)\//.exec(path)?.[1])
  const comment = Number(new URLSearchParams(useSearch()).get("comment"))
  const commentId = Number.isInteger(comment) && comment > 0 ? comment : null
  return Number.isInteger(postId) && postId > 0 ? (
    <PostDetail key={postId} postId={postId} commentId={commentId} board={board} />
  ) : (
    <NotFoundScreen navigate={navigate} />
  )
}
