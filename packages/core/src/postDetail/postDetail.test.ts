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

  it("an edited post says so beside its time ('· 수정됨' and when); one never changed does not", async () => {
    const w = await loaded()
    expect(w.view().editedLabel).toBeNull()
    const edited = createPostDetailWorld()
    edited.actor.start()
    edited.server.next("post").respond({ ...POST, updatedAt: new Date("2025-05-01T03:30:00Z") })
    await settle()
    expect(edited.view().editedLabel).toBe("수정됨 2025년 5월 1일 (목) 오후 12:30")
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

  it("taps while a like call runs are shown at once and the last one is sent when it answers; none is dropped", async () => {
    const w = await loaded()
    w.view().toggleLike()
    const first = w.server.next("likePost")
    w.view().toggleLike() // unlike, then like, then unlike again: the last tap wins
    expect(w.view()).toMatchObject({ isLiked: false, likesCount: 3 })
    w.view().toggleLike()
    w.view().toggleLike()
    expect(w.view()).toMatchObject({ isLiked: false, likesCount: 3, isLiking: true })
    first.respond({ likesCount: 4 })
    await settle()
    const second = w.server.next("likePost")
    expect(second.json).toEqual({ likeStatus: false })
    expect(w.view()).toMatchObject({ isLiked: false, likesCount: 3 })
    second.respond({ likesCount: 3 })
    await settle()
    expect(w.view()).toMatchObject({ isLiked: false, likesCount: 3, isLiking: false })
    expect(w.server.calls("likePost")).toHaveLength(2)
    // A tap back to what the running call sends sends nothing more.
    w.view().toggleLike()
    const third = w.server.next("likePost")
    w.view().toggleLike()
    w.view().toggleLike()
    third.respond({ likesCount: 4 })
    await settle()
    expect(w.view()).toMatchObject({ isLiked: true, likesCount: 4, isLiking: false })
    expect(w.server.calls("likePost")).toHaveLength(3)
  })

  it("a failed like sent after taps during another goes back to what the server has", async () => {
    const w = await loaded()
    w.view().toggleLike()
    const first = w.server.next("likePost")
    w.view().toggleLike()
    first.respond({ likesCount: 4 })
    await settle()
    w.server.next("likePost").networkError()
    await settle()
    expect(w.view()).toMatchObject({ isLiked: true, likesCount: 4, alert: POST_DETAIL_COPY.likeFailed, isLiking: false })
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
    // The field says so too, after the alert is closed, until something is typed.
    w.view().dismissAlert()
    expect(w.view()).toMatchObject({ alert: null, commentError: MESSAGES.commentBlank })
    w.view().changeComment("  ")
    expect(w.view().commentError).toBe(MESSAGES.commentBlank)
    w.view().changeComment("좋아요")
    expect(w.view().commentError).toBeNull()
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
    // Said to screen readers: the new comment may be off screen.
    expect(w.view()).toMatchObject({ draft: "", replyingTo: null, commentStatus: POST_DETAIL_COPY.commentWritten })
    const reply = { id: 12, content: "고마워요", nickname: "나", profileImageUrl: null, createdAt: new Date(), parentId: 11, count: 0, children: [] }
    w.server.next("post").respond({ ...POST, commentsCount: 2, comments: [{ ...POST.comments![0]!, count: 1, children: [reply] }] })
    await settle()
    expect(w.view().commentsCount).toBe(2)
    expect(w.view().comments[0]!.replies.map((r) => r.content)).toEqual(["고마워요"])
    // The new reply is the one highlighted (the page scrolls to it: a long post's comments are off screen).
    expect(w.view().comments[0]!.replies[0]!.isHighlighted).toBe(true)
    expect(w.view().comments[0]!.isHighlighted).toBe(false)
  })

  it("a failed comment keeps the draft", async () => {
    const w = await loaded()
    w.view().changeComment("남겨주세요")
    w.view().submitComment()
    w.server.next("writeComment").fail(500)
    await settle()
    // No answer (a 5xx): the comment may be there; sending it again cannot add it twice.
    expect(w.view()).toMatchObject({ draft: "남겨주세요", alert: POST_DETAIL_COPY.commentUnknown, isSubmitting: false })
  })

  it("a comment sent again after a lost answer carries the same submission key; new text, another target or the next comment a new one", async () => {
    const w = await loaded()
    const key = () => w.server.next("writeComment").headers["idempotency-key"]
    const lose = async () => {
      w.server.next("writeComment").networkError()
      await settle()
      w.view().dismissAlert()
    }
    w.view().changeComment("남겨주세요")
    w.view().submitComment()
    const first = key()
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await lose()
    w.view().changeComment("남겨주세요 ") // the same text as sent (trimmed)
    w.view().submitComment()
    expect(key()).toBe(first)
    await lose()
    w.view().comments[0]!.reply()
    w.view().submitComment()
    const asReply = key()
    expect(asReply).not.toBe(first)
    await lose()
    w.view().changeComment("남겨주세요!")
    w.view().submitComment()
    const edited = key()
    expect(edited).not.toBe(asReply)
    w.server.next("writeComment").respond({ id: 40, nickname: "나", profileImageUrl: null, createdAt: new Date() })
    await settle()
    w.server.next("post").respond(POST)
    await settle()
    w.view().changeComment("남겨주세요!")
    w.view().submitComment()
    expect(key()).not.toBe(edited)
  })

  it("a reply whose comment is gone becomes a comment; a reply refused for its text keeps its target", async () => {
    const w = await loaded()
    w.view().comments[0]!.reply()
    w.view().changeComment("고마워요")
    w.view().submitComment()
    w.server.next("writeComment").fail(400, "body.contents: at most 1000 characters")
    await settle()
    expect(w.view()).toMatchObject({ draft: "고마워요", alert: POST_DETAIL_COPY.commentFailed, replyingTo: { id: 11, nickname: "보리아빠" } })
    w.view().dismissAlert()
    w.view().submitComment()
    w.server.next("writeComment").fail(400, "body.commentsid: no comment 11 on post 7")
    await settle()
    expect(w.view()).toMatchObject({ draft: "고마워요", alert: POST_DETAIL_COPY.replyTargetGone, replyingTo: null })
  })

  it("a reply to a comment its author deleted meanwhile (409) is kept as a comment of its own, and said so", async () => {
    const w = await loaded()
    w.view().comments[0]!.reply()
    w.view().changeComment("늦은 답글")
    w.view().submitComment()
    w.server.next("writeComment").fail(409, "삭제된 댓글에는 답글을 달 수 없어요.")
    await settle()
    expect(w.view()).toMatchObject({ draft: "늦은 답글", alert: POST_DETAIL_COPY.replyTargetGone, replyingTo: null })
  })

  it("an address that named another board (a notification's link) is put at the post's own board, the comment kept", async () => {
    const other = createPostDetailWorld({ board: 1, commentId: 11 })
    other.actor.start()
    other.server.next("post").respond({ ...POST, boardId: 2 })
    await settle()
    expect(other.navigated).toEqual([[`/post/2/${POST.postId}?comment=11`, { replace: true }]])

    const same = createPostDetailWorld({ board: POST.boardId })
    same.actor.start()
    same.server.next("post").respond(POST)
    await settle()
    expect(same.navigated).toEqual([])
  })

  it("a like or a comment on a post deleted meanwhile (404) shows it is gone, not a retry that cannot help", async () => {
    const liked = await loaded()
    liked.view().toggleLike()
    liked.server.next("likePost").fail(404, "게시글을 찾을 수 없어요.")
    await settle()
    expect(liked.view().load.status).toBe("notFound")
    const commented = await loaded()
    commented.view().changeComment("남겨주세요")
    commented.view().submitComment()
    commented.server.next("writeComment").fail(404, "게시글을 찾을 수 없어요.")
    await settle()
    expect(commented.view()).toMatchObject({ load: { status: "notFound" }, alert: null })
  })

  it("a missing post is not found: no retry", async () => {
    const w = createPostDetailWorld()
    w.actor.start()
    w.server.next("post").fail(404, "Post not found")
    await settle()
    expect(w.view().load.status).toBe("notFound")
  })

  it("my post offers edit and delete; deleting asks, then sends and opens the board", async () => {
    const w = createPostDetailWorld()
    w.actor.start()
    w.server.next("post").respond({ ...POST, isMine: true })
    await settle()
    expect(w.view()).toMatchObject({ editHref: "/post/edit/7", canDelete: true, deleteDialog: null })
    w.view().askDeletePost()
    expect(w.view().deleteDialog).toMatchObject({ title: POST_DETAIL_COPY.deletePostTitle, isDeleting: false })
    w.view().deleteDialog!.cancel()
    expect(w.view().deleteDialog).toBeNull()
    w.view().askDeletePost()
    w.view().deleteDialog!.confirm()
    expect(w.view().deleteDialog?.isDeleting).toBe(true)
    expect(w.server.next("deletePost").params).toEqual({ postId: "7" })
    w.server.next("deletePost").respond(undefined)
    await settle()
    expect(w.navigated).toEqual([["/post/1", { replace: true }]])
  })

  it("someone else's post offers neither", async () => {
    const w = await loaded()
    expect(w.view()).toMatchObject({ editHref: null, canDelete: false })
    expect(w.view().comments[0]?.canDelete).toBe(false)
  })

  it("deleting my comment asks, sends, reloads; a removed comment shows its line and no actions", async () => {
    const w = createPostDetailWorld({ commentId: 12 })
    w.actor.start()
    const mine = { ...POST.comments![0]!, isMine: true, children: [{ ...POST.comments![0]!, id: 12, parentId: 11, content: "답글" }] }
    w.server.next("post").respond({ ...POST, comments: [mine] })
    await settle()
    expect(w.view().comments[0]).toMatchObject({ canDelete: true, isHighlighted: false })
    expect(w.view().comments[0]!.replies[0]).toMatchObject({ isHighlighted: true, canDelete: false })
    w.view().comments[0]!.askDelete()
    expect(w.view().deleteDialog?.title).toBe(POST_DETAIL_COPY.deleteCommentTitle)
    w.view().deleteDialog!.confirm()
    expect(w.server.next("deleteComment").params).toEqual({ commentId: "11" })
    w.server.next("deleteComment").respond(undefined)
    await settle()
    w.server.next("post").respond({ ...POST, comments: [{ ...mine, content: "", nickname: "", isMine: false, removed: "DELETED" }] })
    await settle()
    expect(w.view().comments[0]).toMatchObject({ content: "삭제된 댓글이에요", removed: true, canDelete: false })
    expect(w.view().deleteDialog).toBeNull()
  })

  it("a withdrawn member's comment shows '탈퇴한 회원의 댓글이에요'; a failed delete says so", async () => {
    const w = createPostDetailWorld()
    w.actor.start()
    const withdrawn = { ...POST.comments![0]!, content: "", removed: "WITHDRAWN" as const }
    const mine = { ...POST.comments![0]!, id: 13, isMine: true }
    w.server.next("post").respond({ ...POST, comments: [withdrawn, mine] })
    await settle()
    expect(w.view().comments[0]?.content).toBe("탈퇴한 회원의 댓글이에요")
    w.view().comments[1]!.askDelete()
    w.view().deleteDialog!.confirm()
    w.server.next("deleteComment").fail(500)
    await settle()
    expect(w.view().alert).toBe(POST_DETAIL_COPY.deleteFailed)
    expect(w.view().deleteDialog).toBeNull()
  })
})
