import type { ReactElement } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { connectPostDetail, providePostDetailMachine } from "@mungwalk/core/postDetail"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnected } from "../../app/useConnected.ts"
import { PostDetailView } from "./PostDetailView.tsx"

const PostDetail = ({ postId, commentId }: { postId: number; commentId: number | null }) => (
  <PostDetailView detail={useConnected(({ api, navigate }) => providePostDetailMachine({ api, navigate }), { postId, commentId }, connectPostDetail)} />
)

/** `/post/{type}/{postId}` (`?comment={id}` opens it at that comment, highlighted): one detail machine per post. */
export const PostDetailScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const postId = Number(useParams<{ postId: string }>().postId)
  const comment = Number(new URLSearchParams(useSearch()).get("comment"))
  const commentId = Number.isInteger(comment) && comment > 0 ? comment : null
  return Number.isInteger(postId) && postId > 0 ? <PostDetail key={postId} postId={postId} commentId={commentId} /> : <NotFoundScreen navigate={navigate} />
}
