/** The paged list in a fake world: the real API client over a fake server, posts as items, a test clock. */
import { createActor, type InspectionEvent } from "xstate"
import type { Post } from "../schema/community.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { postListMachine } from "./postList.ts"
import { connectPagedList, connectPagedLoadable } from "./pagedList.connect.ts"
import type { PagedListInput } from "./pagedList.types.ts"

/** A post whose `updatedAt` is `minute` minutes after a fixed time. */
export const post = (postId: number, minute = postId): Post => ({
  boardId: 1,
  postId,
  title: `글 ${postId}`,
  contents: "산책 다녀왔어요",
  nickname: "낙산산책러",
  profileImageUrl: null,
  img: null,
  imgList: [],
  createdAt: new Date(Date.UTC(2026, 2, 1, 0, minute)),
  updatedAt: new Date(Date.UTC(2026, 2, 1, 0, minute)),
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  boardType: "자유게시판"
})

/** Posts `from`, `from + 1`, … (`count` of them). */
export const posts = (from: number, count: number): Post[] => Array.from({ length: count }, (_, i) => post(from + i))

/** A paged list of posts over the real client (`GET /api/post/board/1?page&size`). */
export const postsWorld = (input: PagedListInput<Post>, inspect?: (e: InspectionEvent) => void) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const machine = postListMachine(server.api, 1)
  const actor = createActor(machine, { input, clock, ...(inspect ? { inspect } : {}) })
  const view = () => connectPagedList<Post>(actor.getSnapshot(), actor.send)
  /** The same snapshot in the views' vocabulary (`Loadable`). */
  const loadable = () => connectPagedLoadable<Post>(actor.getSnapshot(), actor.send)
  /** The `page` query of every posts request so far. */
  const pagesAsked = () => server.calls("posts").map((r) => Number(r.query.get("page")))
  return { server, clock, actor, view, loadable, pagesAsked }
}
