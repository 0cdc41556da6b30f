import { describe, expect, it } from "vitest"
import { settle } from "../testing/model.ts"
import { createPostWriteWorld, photo, textFile } from "./postWrite.testkit.ts"
import { POST_WRITE_COPY } from "./postWrite.types.ts"

const filled = () => {
  const w = createPostWriteWorld({ boardId: 2 })
  w.actor.start()
  w.view().changeTitle(" 산책 팁 ")
  w.view().changeContents("물을 꼭 챙기세요")
  return w
}

describe("post form", () => {
  it("starts clean on the given board; typing makes it dirty", () => {
    const w = createPostWriteWorld({ boardId: 2 })
    w.actor.start()
    expect(w.view()).toMatchObject({ boardId: 2, isDirty: false, imageCountLabel: "0/5", canAddImage: true })
    w.view().changeTitle("제목")
    expect(w.view().isDirty).toBe(true)
  })

  it("takes up to 5 images; a 6th is refused with a clear message", () => {
    const w = filled()
    w.view().addImages([photo("1.jpg"), photo("2.jpg"), photo("3.jpg")])
    w.view().addImages([photo("4.jpg"), photo("5.jpg")])
    expect(w.view()).toMatchObject({ imageCountLabel: "5/5", canAddImage: false, alert: null })
    w.view().addImages([photo("6.jpg")])
    expect(w.view().images).toHaveLength(5)
    expect(w.view().alert).toBe(POST_WRITE_COPY.tooManyImages)
    w.view().removeImage(0)
    expect(w.view().images.map((f) => f.name)).toEqual(["2.jpg", "3.jpg", "4.jpg", "5.jpg"])
  })

  it("refuses files that are not images", () => {
    const w = filled()
    w.view().addImages([photo(), textFile()])
    expect(w.view().images).toHaveLength(0)
    expect(w.view().alert).toBe(POST_WRITE_COPY.notAnImage)
  })

  it("a blank title or contents is not sent", () => {
    const w = createPostWriteWorld()
    w.actor.start()
    w.view().changeContents("내용")
    w.view().submit()
    expect(w.view().alert).toBe(POST_WRITE_COPY.titleRequired)
    w.view().changeTitle("제목")
    w.view().changeContents("  ")
    w.view().submit()
    expect(w.view().alert).toBe(POST_WRITE_COPY.contentsRequired)
    expect(w.server.calls("writePost")).toHaveLength(0)
  })

  it("submits the fields and images, shows progress, then opens the new post's detail", async () => {
    const w = filled()
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

  it("a failed upload keeps the draft and says why", async () => {
    const w = filled()
    w.view().addImages([photo()])
    w.view().submit()
    w.server.next("writePost").fail(415, "images.0: not an image")
    await settle()
    expect(w.view()).toMatchObject({ isSubmitting: false, title: " 산책 팁 ", images: [expect.any(File)], alert: POST_WRITE_COPY.imageRefused, isDirty: true })
    w.view().submit()
    w.server.next("writePost").networkError()
    await settle()
    expect(w.view().alert).toBe(POST_WRITE_COPY.submitFailed)
    expect(w.navigations).toEqual([])
  })
})
