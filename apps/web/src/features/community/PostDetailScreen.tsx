import { useEffect, type ReactElement } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { connectPostDetail, providePostDetailMachine } from "@mungwalk/core/postDetail"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnected } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { PostDetailView } from "./PostDetailView.tsx"

const PostDetail = ({ postId, commentId, board }: { postId: number; commentId: number | null; board: number | null }) => {
  const detail = useConnected(({ api, navigate }) => providePostDetailMachine({ api, navigate }), { postId, commentId }, connectPostDetail)
  const [, navigate] = useLocation()
  const search = useSearch()
  // The address names the post's own board (its back bar's title and the board it goes back to): a
  // link that named another — a comment notification knows the post, not its board — is put right.
  const own = detail.post?.boardId
  useEffect(() => {
    if (own !== undefined && own !== board && boardOf(String(own)) !== null) navigate(`/post/${own}/${postId}${search ? `?${search}` : ""}`, { replace: true })
  }, [own, board, postId, search, navigate])
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
