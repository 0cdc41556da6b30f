import { useState, type ReactElement } from "react"
import { useLocation } from "wouter"
import type { Post } from "@mungwalk/core"
import { POST_LIST_INPUT, connectPagedLoadable, postListMachine } from "@mungwalk/core/pagedList"
import { NotFoundScreen } from "../error/ErrorScreen.tsx"
import { useConnectedInTransition } from "../../app/useConnected.ts"
import { boardOf } from "./board.ts"
import { PostListView } from "./PostListView.tsx"

const PostList = ({ boardId }: { boardId: number }) => {
  const [now] = useState(() => new Date())
  return (
    <PostListView
      boardId={boardId}
      now={now}
      posts={useConnectedInTransition(({ api }) => postListMachine(api, boardId), POST_LIST_INPUT, connectPagedLoadable<Post>)}
    />
  )
}

/** `/post/1`, `/post/2` (two routes: each board has its own back-bar title): one paged list per board. */
export const PostListScreen = (): ReactElement => {
  const [location, navigate] = useLocation()
  const boardId = boardOf(location.split("/")[2])
  return boardId === null ? <NotFoundScreen navigate={navigate} /> : <PostList key={boardId} boardId={boardId} />
}
