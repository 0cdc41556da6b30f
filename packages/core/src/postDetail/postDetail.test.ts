import { describe, expect, it } from "vitest"
import { MESSAGES } from "../domain/messages.ts"
import { settle } from "../testing/model.ts"
import { createPostDetailWorld, POST } from "./postDetail.testkit.ts"
import { POST_DETAIL_COPY } from "./postDetail.types.ts"

const loaded = async () => {
  const w = createPostDetailWorld()
  w.actor.start()
  w.server.next("post").respond(POST)
  await settle()
  return w
}

describe("post detail", () => {
  it("loads the post and shows its comments; a failed load offers a retry", async () => {
    const w = createPostDetailWorld()
    w.actor.start()
    expect(w.view().load.status).toBe("loading")
    expect(w.server.next("post").params).toEqual({ postId: "7" })
    w.server.next("post").fail(500)
    await settle()
    expect(w.view().load.status).toBe("failed")
    w.view().retry()
    w.server.next("post").respond(POST)
    await settle()
    const v = w.view()
    expect(v.post?.title).toBe("낙산공원 산책")
    expect(v.comments.map((c) => c.content)).toEqual(["귀여워요"])
    expect(v.emptyComments).toBeNull()
  })

  it("shows the spec's empty-comments text", async () => {
    const w = createPostDetailWorld()
    w.actor.start()
    w.server.next("post").respond({ ...POST, comments: [], commentsCount: 0 })
    await settle()
    expect(w.view().emptyComments).toBe(MESSAGES.emptyComments)
  })

  it("a like shows at once, takes the server's count when answered", async () => {
    const w = await loaded()
    w.view().toggleLike()
    expect(w.view()).toMatchObject({ isLiked: true, likesCount: 4, isLiking: true })
    const req = w.server.next("likePost")
    expect(req.json).toEqual({ likeStatus: true })
    req.respond({ likesCount: 9 })
    await settle()
    expect(w.view()).toMatchObject({ isLiked: true, likesCount: 9, isLiking: false })
  })

  it("a failed like is reverted and explained", async () => {
    const w = await loaded()
    w.view().toggleLike()
    w.server.next("likePost").networkError()
    await settle()
    expect(w.view()).toMatchObject({ isLiked: false, likesCount: 3, alert: POST_DETAIL_COPY.likeFailed })
  })

  it("a blank comment is refused with '댓글 내용을 입력해주세요.' and nothing is sent", async () => {
    const w = await loaded()
    w.view().changeComment("   ")
    w.view().submitComment()
    expect(w.view().alert).toBe(MESSAGES.commentBlank)
    expect(w.server.calls("writeComment")).toHaveLength(0)
  })

  it("a reply is sent with its parent, the box is cleared and the comments reloaded", async () => {
    const w = await loaded()
    w.view().comments[0]!.reply()
    expect(w.view().replyingTo).toEqual({ id: 11, nickname: "보리아빠" })
    expect(w.view().placeholder).toBe(POST_DETAIL_COPY.replyPlaceholder)
    w.view().changeComment("  고마워요 ")
    w.view().submitComment()
    expect(w.view().isSubmitting).toBe(true)
    const req = w.server.next("writeComment")
    expect(req.json).toEqual({ postId: 7, contents: "고마워요", commentsid: 11, createdAt: "2025-05-02T00:00:00.000Z" })
    req.respond({ id: 12, nickname: "나", profileImageUrl: null, createdAt: new Date() })
    await settle()
    expect(w.view()).toMatchObject({ draft: "", replyingTo: null })
    const reply = { id: 12, content: "고마워요", nickname: "나", profileImageUrl: null, createdAt: new Date(), parentId: 11, count: 0, children: [] }
    w.server.next("post").respond({ ...POST, commentsCount: 2, comments: [{ ...POST.comments![0]!, count: 1, children: [reply] }] })
    await settle()
    expect(w.view().commentsCount).toBe(2)
    expect(w.view().comments[0]!.replies.map((r) => r.content)).toEqual(["고마워요"])
  })

  it("a failed comment keeps the draft", async () => {
    const w = await loaded()
    w.view().changeComment("남겨주세요")
    w.view().submitComment()
    w.server.next("writeComment").fail(500)
    await settle()
    expect(w.view()).toMatchObject({ draft: "남겨주세요", alert: POST_DETAIL_COPY.commentFailed, isSubmitting: false })
  })
})
