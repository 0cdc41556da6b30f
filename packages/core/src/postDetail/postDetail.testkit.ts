/** A post detail over the real client and a fake server, for the detail's tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { Post } from "../schema/community.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { TestClock } from "../testing/fakes.ts"
import { providePostDetailMachine } from "./postDetail.actors.ts"
import { connectPostDetail } from "./postDetail.connect.ts"

export const POST: Post = {
  boardId: 1,
  postId: 7,
  title: "낙산공원 산책",
  contents: "오늘은 성곽길을 따라 한 바퀴",
  nickname: "낙산산책러",
  profileImageUrl: null,
  img: "/uploads/posts/a.webp",
  imgList: ["/uploads/posts/a.webp"],
  createdAt: new Date("2025-05-01T01:00:00Z"),
  updatedAt: new Date("2025-05-01T01:00:00Z"),
  likesCount: 3,
  commentsCount: 1,
  isLiked: false,
  boardType: "산책 인증",
  comments: [
    {
      id: 11,
      content: "귀여워요",
      nickname: "보리아빠",
      profileImageUrl: null,
      createdAt: new Date("2025-05-01T02:00:00Z"),
      parentId: null,
      count: 0,
      children: []
    }
  ]
}

export const createPostDetailWorld = (options: { inspect?: (e: InspectionEvent) => void; commentId?: number; board?: number } = {}) => {
  const server = createFakeApi()
  const clock = new TestClock()
  const navigated: Array<[string, unknown]> = []
  const navigate = (path: string, o?: { readonly replace?: boolean }) => void navigated.push([path, o])
  const actor = createActor(providePostDetailMachine({ api: server.api, now: () => new Date("2025-05-02T00:00:00Z"), navigate }), {
    input: { postId: POST.postId, commentId: options.commentId ?? null, board: options.board ?? null },
    clock,
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const view = () => connectPostDetail(actor.getSnapshot(), actor.send)
  return { server, clock, actor, view, navigated }
}
