import type { ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { connectPostDetail, providePostDetailMachine } from "@mungwalk/core/postDetail"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnected } from "../../app/useConnected.ts"
import { PostDetailView } from "./PostDetailView.tsx"

const PostDetail = ({ postId }: { postId: number }) => (
  <PostDetailView detail={useConnected(({ api }) => providePostDetailMachine({ api }), { postId }, connectPostDetail)} />
)

/** `/post/{type}/{postId}`: one detail machine per post. */
export const PostDetailScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const postId = Number(useParams<{ postId: string }>().postId)
  return Number.isInteger(postId) && postId > 0 ? <PostDetail key={postId} postId={postId} /> : <NotFoundScreen navigate={navigate} />
}
