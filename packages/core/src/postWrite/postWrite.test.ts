import { describe, expect, it } from "vitest"
import { settle } from "../testing/model.ts"
import { createPostWriteWorld, photo, textFile } from "./postWrite.testkit.ts"
import { SUBMISSION_REUSED_MESSAGE } from "../api/endpoint.ts"
import { POST_WRITE_COPY } from "./postWrite.types.ts"

/** Started with no stored draft. */
const started = async (options: { boardId?: number } = {}) => {
  const w = createPostWriteWorld(options)
  w.actor.start()
  w.drafts.answerLoad(null)
  await settle()
  return w
}

const filled = async () => {
  const w = await started({ boardId: 2 })
  w.view().changeTitle(" 산책 팁 ")
  w.view().changeContents("물을 꼭 챙기세요")
  return w
}

describe("post form", () => {
  it("starts clean on the given board; typing makes it dirty", async () => {
    const w = await started({ boardId: 2 })
    expect(w.view()).toMatchObject({ boardId: 2, isDirty: false, imageCountLabel: "0/5", canAddImage: true })
    w.view().changeTitle("제목")
    expect(w.view().isDirty).toBe(true)
  })

  it("takes up to 5 images; a 6th is refused with a clear message", async () => {
    const w = await filled()
    w.view().addImages([photo("1.jpg"), photo("2.jpg"), photo("3.jpg")])
    w.view().addImages([photo("4.jpg"), photo("5.jpg")])
    expect(w.view()).toMatchObject({ imageCountLabel: "5/5", canAddImage: false, alert: null })
    w.view().addImages([photo("6.jpg")])
    expect(w.view().images).toHaveLength(5)
    expect(w.view().alert).toBe(POST_WRITE_COPY.tooManyImages)
    w.view().removeImage(0)
    expect(w.view().images.map((f) => f.name)).toEqual(["2.jpg", "3.jpg", "4.jpg", "5.jpg"])
  })

  it("a pick larger than the room left adds the first photos that fit and says so", async () => {
    const w = await filled()
    w.view().addImages([photo("1.jpg"), photo("2.jpg")])
    w.view().addImages([photo("3.jpg"), photo("4.jpg"), photo("5.jpg"), photo("6.jpg"), photo("7.jpg")])
    expect(w.view().images.map((f) => f.name)).toEqual(["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg"])
    expect(w.view().alert).toBe("사진은 최대 5장까지 올릴 수 있어서 앞의 3장만 담았어요.")
  })

  it("leaves out files that are not images, keeping the photos picked with them", async () => {
    const w = await filled()
    w.view().addImages([textFile()])
    expect(w.view().images).toHaveLength(0)
    expect(w.view().alert).toBe(POST_WRITE_COPY.notAnImage)
    w.view().dismissAlert()
    w.view().addImages([photo("a.jpg"), textFile(), photo("b.jpg")])
    expect(w.view().images.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"])
    expect(w.view().alert).toBe(POST_WRITE_COPY.notAnImage)
  })

  it("a blank title or contents is not sent", async () => {
    const w = await started()
    w.view().changeContents("내용")
    w.view().submit()
    expect(w.view()).toMatchObject({ alert: POST_WRITE_COPY.titleRequired, titleError: POST_WRITE_COPY.titleRequired, contentsError: null })
    w.view().dismissAlert()
    // The field keeps its mark until it is edited.
    expect(w.view().titleError).toBe(POST_WRITE_COPY.titleRequired)
    w.view().changeTitle("제목")
    expect(w.view().titleError).toBeNull()
    w.view().changeContents("  ")
    w.view().submit()
    expect(w.view()).toMatchObject({ alert: POST_WRITE_COPY.contentsRequired, titleError: null, contentsError: POST_WRITE_COPY.contentsRequired })
    expect(w.server.calls("writePost")).toHaveLength(0)
  })

  it("submits the fields and images, shows progress, then opens the new post's detail", async () => {
    const w = await filled()
    w.view().addImages([photo("a.jpg"), photo("b.jpg")])
    w.view().submit()
    expect(w.view()).toMatchObject({ isSubmitting: true, progressPercent: 0 })
    const req = w.server.next("writePost")
    expect(req.form!.get("title")).toBe("산책 팁")
    expect(req.form!.get("boardid")).toBe("2")
    expect(req.form!.getAll("images")).toHaveLength(2)
    w.actor.send({ type: "upload.progress", fraction: 0.42 })
    expect(w.view()).toMatchObject({ progressPercent: 42, submitLabel: `${POST_WRITE_COPY.uploading} 42%` })
    req.respond({ postId: 31 })
    await settle()
    expect(w.navigations).toEqual(["/post/2/31"])
    expect(w.view().isDirty).toBe(false)
    expect(w.actor.getSnapshot().status).toBe("done")
  })

  it("a slow or stalled upload can be stopped, or left: the call is aborted and the draft kept", async () => {
    const w = await filled()
    w.view().addImages([photo()])
    w.view().submit()
    const stalled = w.server.next("writePost")
    w.view().cancelUpload()
    expect(w.view()).toMatchObject({ isSubmitting: false, title: " 산책 팁 ", images: [expect.any(File)], alert: POST_WRITE_COPY.uploadCanceled })
    expect(stalled.aborted).toBe(true)
    w.view().dismissAlert()
    // The back bar while uploading: the upload stops and the usual question is asked.
    w.view().submit()
    const again = w.server.next("writePost")
    w.view().leave()
    expect(again.aborted).toBe(true)
    expect(w.view().dialog?.title).toBe(POST_WRITE_COPY.leaveTitle)
    expect(w.view().alert).toBeNull()
    expect(w.navigations).toEqual([])
  })

  it("a failed upload keeps the draft and says why", async () => {
    const w = await filled()
    w.view().addImages([photo()])
    w.view().submit()
    w.server.next("writePost").fail(415, "images.0: not an image")
    await settle()
    expect(w.view()).toMatchObject({ isSubmitting: false, title: " 산책 팁 ", images: [expect.any(File)], alert: POST_WRITE_COPY.imageRefused, isDirty: true })
    w.view().submit()
    w.server.next("writePost").networkError()
    await settle()
    // No answer: the post may be there, and the same send again cannot post it twice.
    expect(w.view().alert).toBe(POST_WRITE_COPY.outcomeUnknown)
    expect(w.navigations).toEqual([])
  })

  it("a send again carries the same submission key (kept with the draft); after a refusal a change makes a new one", async () => {
    const w = await filled()
    w.view().addImages([photo()])
    const keyOf = (req: { headers: Readonly<Record<string, string>> }) => req.headers["idempotency-key"]
    w.view().submit()
    const first = w.server.next("writePost")
    expect(keyOf(first)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // Saved with the draft at once: a reload after a lost answer sends the same key.
    expect(w.drafts.stored()?.submissionKey).toBe(keyOf(first))
    first.fail(413, "images.0: too large")
    await settle()
    w.view().dismissAlert()
    w.view().changeTitle("산책 팁 ") // the same text once trimmed, as sent
    w.view().submit()
    const retry = w.server.next("writePost")
    expect(keyOf(retry)).toBe(keyOf(first))
    retry.fail(400, "title: too long")
    await settle()
    w.view().dismissAlert()
    // Refused, so nothing was written: changed content is a new submission.
    w.view().changeContents("물을 꼭 챙기세요!")
    expect(w.drafts.stored()?.submissionKey).toBeNull()
    w.view().submit()
    const changed = w.server.next("writePost")
    expect(keyOf(changed)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(keyOf(changed)).not.toBe(keyOf(first))
    changed.respond({ postId: 7 })
    await settle()
    expect(w.navigations).toEqual(["/post/2/7"])
  })

  it("after a send with no answer the key stays through changes: one that was written is not posted twice, and the form says it is up", async () => {
    const w = await filled()
    const keyOf = (req: { headers: Readonly<Record<string, string>> }) => req.headers["idempotency-key"]
    w.view().submit()
    const lost = w.server.next("writePost")
    lost.fail(504)
    await settle()
    w.view().dismissAlert()
    expect(w.drafts.stored()).toMatchObject({ submissionKey: keyOf(lost), sentUnknown: true })
    // Changed after the lost answer: the same key goes, and the server (which wrote the first) refuses it for other content.
    w.view().changeContents("물을 꼭 챙기세요! (고침)")
    w.view().submit()
    const changed = w.server.next("writePost")
    expect(keyOf(changed)).toBe(keyOf(lost))
    changed.fail(422, SUBMISSION_REUSED_MESSAGE)
    await settle()
    expect(w.view()).toMatchObject({ alert: POST_WRITE_COPY.alreadyPosted, isSubmitting: false, contents: "물을 꼭 챙기세요! (고침)" })
    expect(w.navigations).toEqual([])
    // Sent once more on purpose: a new post (a new key).
    w.view().dismissAlert()
    w.view().submit()
    expect(keyOf(w.server.next("writePost"))).not.toBe(keyOf(lost))
  })

  it("a stopped upload may have reached the server: its key stays through a change as well", async () => {
    const w = await filled()
    w.view().submit()
    const stopped = w.server.next("writePost")
    w.view().cancelUpload()
    w.view().dismissAlert()
    w.view().changeTitle("다른 제목")
    w.view().submit()
    expect(w.server.next("writePost").headers["idempotency-key"]).toBe(stopped.headers["idempotency-key"])
  })

  it("a restored draft sends again with its kept key; an edit sends none", async () => {
    const w = createPostWriteWorld()
    w.actor.start()
    w.drafts.answerLoad({ boardId: 1, title: "남은 글", contents: "다시 보내요", images: [], submissionKey: "kept-key-0123456789AB" })
    await settle()
    w.view().dialog!.confirm()
    w.view().submit()
    expect(w.server.next("writePost").headers["idempotency-key"]).toBe("kept-key-0123456789AB")

    const e = createPostWriteWorld({ postId: 9 })
    e.actor.start()
    e.server.next("post").respond(EDITED)
    await settle()
    e.view().changeTitle("고친 제목")
    e.view().submit()
    expect(e.server.next("editPost").headers["idempotency-key"]).toBeUndefined()
  })

  it("a photo the server refuses shows the server's own Korean message (why, and the limit)", async () => {
    const w = await filled()
    w.view().addImages([photo()])
    const tooLarge = "사진은 한 장에 10MB까지 올릴 수 있어요. 더 작은 사진을 골라주세요."
    w.view().submit()
    w.server.next("writePost").fail(413, tooLarge)
    await settle()
    expect(w.view()).toMatchObject({ isSubmitting: false, alert: tooLarge, isDirty: true })
    w.view().dismissAlert()
    const notImage = "사진 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있어요."
    w.view().submit()
    w.server.next("writePost").fail(415, notImage)
    await settle()
    expect(w.view().alert).toBe(notImage)
    w.view().dismissAlert()
    // A 5xx's message is not for people: the general copy.
    w.view().submit()
    w.server.next("writePost").fail(500, "서버 오류")
    await settle()
    expect(w.view().alert).toBe(POST_WRITE_COPY.outcomeUnknown)
  })

  it("keeps a new post's draft on every change, offers it again, and clears it once sent", async () => {
    const w = await filled()
    w.view().addImages([photo("a.jpg")])
    expect(w.drafts.stored()).toMatchObject({ boardId: 2, title: " 산책 팁 ", contents: "물을 꼭 챙기세요", images: [expect.any(File)] })
    const kept = w.drafts.stored()!

    const again = createPostWriteWorld()
    again.actor.start()
    again.drafts.answerLoad(kept)
    await settle()
    expect(again.view().dialog).toMatchObject({ title: "작성 중인 글이 있어요", confirmLabel: "이어서 쓰기", cancelLabel: "새로 쓰기" })
    again.view().dialog!.confirm()
    expect(again.view()).toMatchObject({ dialog: null, boardId: 2, title: " 산책 팁 ", images: [expect.any(File)] })
    again.view().submit()
    again.server.next("writePost").respond({ postId: 40 })
    await settle()
    expect(again.drafts.log.at(-1)).toBe("clear")
  })

  it("a prefilled form reopened does not offer its own prefill back as a draft; a draft that differs is offered", async () => {
    const prefill = { boardId: 1, title: "11월 27일 산책 인증", contents: "오늘 콩이랑 0.08 km 산책했어요", images: [photo("route.png")] }
    const first = createPostWriteWorld({ prefill })
    first.actor.start()
    first.drafts.answerLoad(null)
    await settle()
    // The prefill is kept as the draft (a reload of the form saved it).
    const saved = first.drafts.stored()!
    expect(saved).toMatchObject({ title: prefill.title, images: [expect.any(File)] })

    const reloaded = createPostWriteWorld({ prefill: { ...prefill, images: [photo("route.png")] } })
    reloaded.actor.start()
    reloaded.drafts.answerLoad(saved)
    await settle()
    expect(reloaded.view()).toMatchObject({ dialog: null, title: prefill.title, images: [expect.any(File)] })
    expect(reloaded.drafts.stored()).toMatchObject({ title: prefill.title, contents: prefill.contents, images: [expect.any(File)] })

    const edited = createPostWriteWorld({ prefill })
    edited.actor.start()
    edited.drafts.answerLoad({ ...saved, contents: `${prefill.contents} 날씨도 좋았어요` })
    await settle()
    expect(edited.view().dialog).toMatchObject({ title: "작성 중인 글이 있어요" })
  })

  it("a refused draft is cleared; an unreadable store opens an empty form", async () => {
    const w = createPostWriteWorld()
    w.actor.start()
    w.drafts.answerLoad({ boardId: 1, title: "옛 글", contents: "", images: [] })
    await settle()
    w.view().dialog!.cancel()
    expect(w.view()).toMatchObject({ dialog: null, title: "" })
    expect(w.drafts.log).toEqual(["clear"])
    const broken = createPostWriteWorld()
    broken.actor.start()
    broken.drafts.failLoad()
    await settle()
    expect(broken.view()).toMatchObject({ dialog: null, load: { status: "ready" } })
  })

  it("what is typed while the stored draft is still being read is kept, saved once the read is over, and asks before leaving", async () => {
    // The e2e's lost title: typed before a slow IndexedDB answered, it was dropped (the form was not yet `editing`).
    const w = createPostWriteWorld({ boardId: 2 })
    w.actor.start()
    w.view().changeTitle("한강 산책 인증")
    w.view().changeContents("오늘도 콩이랑")
    w.view().addImages([photo("a.jpg")])
    expect(w.view()).toMatchObject({ title: "한강 산책 인증", contents: "오늘도 콩이랑", imageCountLabel: "1/5", isDirty: true })
    expect(w.drafts.log).toEqual([])
    w.drafts.answerLoad(null)
    await settle()
    expect(w.view()).toMatchObject({ dialog: null, title: "한강 산책 인증", contents: "오늘도 콩이랑" })
    expect(w.drafts.stored()).toMatchObject({ boardId: 2, title: "한강 산책 인증", contents: "오늘도 콩이랑", images: [expect.any(File)] })
    w.view().leave()
    expect(w.view().dialog).toMatchObject({ title: POST_WRITE_COPY.leaveTitle })
    // The leave question is named apart from the draft offer: a screen reader announces a dialog by its title.
    expect(POST_WRITE_COPY.leaveTitle).not.toBe(POST_WRITE_COPY.draftTitle)

    // An older draft found meanwhile is still offered: '새로 쓰기' keeps (and saves) what was typed, '이어서 쓰기' takes the draft.
    const offered = createPostWriteWorld()
    offered.actor.start()
    offered.view().changeTitle("새 글")
    offered.drafts.answerLoad({ boardId: 1, title: "옛 글", contents: "옛 내용", images: [] })
    await settle()
    offered.view().dialog!.cancel()
    expect(offered.view()).toMatchObject({ dialog: null, title: "새 글" })
    expect(offered.drafts.log).toEqual(["clear", "save"])
    expect(offered.drafts.stored()).toMatchObject({ title: "새 글" })

    // An unreadable store still keeps it.
    const broken = createPostWriteWorld()
    broken.actor.start()
    broken.view().changeContents("내용만")
    broken.drafts.failLoad()
    await settle()
    expect(broken.view()).toMatchObject({ dialog: null, contents: "내용만", isDirty: true })

    // The back before the read is over asks too ('계속 쓰기' keeps the text), and what was typed is the draft.
    const early = createPostWriteWorld()
    early.actor.start()
    early.view().changeTitle("급한 글")
    early.view().leave()
    expect(early.view().dialog).toMatchObject({ title: POST_WRITE_COPY.leaveTitle, cancelLabel: POST_WRITE_COPY.stay })
    expect(early.drafts.stored()).toMatchObject({ title: "급한 글" })
    early.view().dialog!.cancel()
    early.view().changeContents("내용")
    expect(early.view()).toMatchObject({ dialog: null, title: "급한 글", contents: "내용" })
  })

  it("leaving asks in the app's dialog when something is unsaved: stay, leave (draft kept) or throw it away", async () => {
    const clean = await started()
    clean.view().leave()
    expect(clean.left()).toBe(1)

    const w = await filled()
    w.view().leave()
    expect(w.view().dialog).toMatchObject({
      title: POST_WRITE_COPY.leaveTitle,
      confirmLabel: "나가기",
      cancelLabel: "계속 쓰기",
      extraLabel: "삭제하고 나가기"
    })
    w.view().dialog!.cancel()
    expect(w.view().dialog).toBeNull()
    w.view().leave()
    w.view().dialog!.confirm()
    expect(w.left()).toBe(1)
    expect(w.drafts.stored()).not.toBeNull()
    expect(w.view()).toMatchObject({ isClosed: true, isDirty: false })

    const d = await filled()
    d.view().leave()
    d.view().dialog!.extra()
    expect(d.left()).toBe(1)
    expect(d.drafts.stored()).toBeNull()
  })

  it("edit mode loads my post, keeps and reorders nothing it was not told to, and saves with editPost", async () => {
    const w = createPostWriteWorld({ postId: 9 })
    w.actor.start()
    expect(w.view()).toMatchObject({ mode: "edit", load: { status: "loading" } })
    w.server.next("post").respond(EDITED)
    await settle()
    expect(w.view()).toMatchObject({
      load: { status: "ready" },
      boardId: 2,
      title: "원래 제목",
      keptImages: ["/uploads/posts/a.webp", "/uploads/posts/b.webp"],
      imageCountLabel: "2/5",
      submitLabel: POST_WRITE_COPY.save,
      isDirty: false
    })
    w.view().leave()
    expect(w.left()).toBe(1)
  })

  it("edit mode: removing a stored image and adding one sends `keep` and the new file; nothing is drafted", async () => {
    const w = createPostWriteWorld({ postId: 9 })
    w.actor.start()
    w.server.next("post").respond(EDITED)
    await settle()
    w.view().removeImage(0)
    w.view().addImages([photo("new.jpg")])
    w.view().changeTitle("고친 제목")
    expect(w.view()).toMatchObject({ keptImages: ["/uploads/posts/b.webp"], imageCountLabel: "2/5", isDirty: true })
    w.view().leave()
    expect(w.view().dialog).toMatchObject({ title: POST_WRITE_COPY.leaveEditTitle, extraLabel: null })
    w.view().dialog!.cancel()
    w.view().submit()
    const req = w.server.next("editPost")
    expect(req.params).toEqual({ postId: "9" })
    expect(req.form!.get("keep")).toBe("/uploads/posts/b.webp")
    expect(req.form!.get("title")).toBe("고친 제목")
    expect(req.form!.getAll("images")).toHaveLength(1)
    req.respond({ postId: 9 })
    await settle()
    expect(w.navigations).toEqual(["/post/2/9"])
    expect(w.drafts.log).toEqual([])
  })

  it("edit mode: an address that cannot name a post (/post/edit/abc) is not found, without a call", async () => {
    const w = createPostWriteWorld({ postId: Number("abc") })
    w.actor.start()
    await settle()
    expect(w.view().load.status).toBe("notFound")
    expect(w.server.calls("post")).toHaveLength(0)
  })

  it("edit mode: someone else's or a missing post is not found; a failed load offers a retry", async () => {
    const gone = createPostWriteWorld({ postId: 9 })
    gone.actor.start()
    gone.server.next("post").fail(404)
    await settle()
    expect(gone.view().load.status).toBe("notFound")
    const others = createPostWriteWorld({ postId: 9 })
    others.actor.start()
    others.server.next("post").respond({ ...EDITED, isMine: false })
    await settle()
    expect(others.view().load.status).toBe("notFound")
    const w = createPostWriteWorld({ postId: 9 })
    w.actor.start()
    w.server.next("post").fail(500)
    await settle()
    const load = w.view().load
    expect(load.status).toBe("failed")
    if (load.status === "failed") load.retry()
    w.server.next("post").respond(EDITED)
    await settle()
    expect(w.view().title).toBe("원래 제목")
  })
})

const EDITED = {
  boardId: 2,
  postId: 9,
  title: "원래 제목",
  contents: "원래 내용",
  nickname: "나",
  profileImageUrl: null,
  img: "/uploads/posts/a.webp",
  imgList: ["/uploads/posts/a.webp", "/uploads/posts/b.webp"],
  createdAt: new Date("2025-05-01T01:00:00Z"),
  updatedAt: new Date("2025-05-01T01:00:00Z"),
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  boardType: "정보 공유",
  comments: [],
  isMine: true
}
