/** Model-based test of the post form over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import type { Post } from "../schema/community.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { postWriteMachine } from "./postWrite.machine.ts"
import { createPostWriteWorld } from "./postWrite.testkit.ts"
import type { PickedImage } from "./postWrite.types.ts"

const POST: Post = {
  boardId: 2,
  postId: 9,
  title: "원래 제목",
  contents: "원래 내용",
  nickname: "나",
  profileImageUrl: null,
  img: "/uploads/posts/a.webp",
  imgList: ["/uploads/posts/a.webp"],
  createdAt: new Date("2025-05-01T01:00:00Z"),
  updatedAt: new Date("2025-05-01T01:00:00Z"),
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  boardType: "정보 공유",
  isMine: true
}

// Plain descriptions in the plan (the planner tells events apart by their JSON, and every File is `{}`); real Files in the run.
const described = (name: string, type: string) => ({ name, type, size: 3 }) as unknown as PickedImage
const real = (files: ReadonlyArray<PickedImage>) => files.map((f) => new File([new Uint8Array(3)], f.name ?? "f", { type: f.type }))

modelSuite(
  "postWrite",
  {
    machine: postWriteMachine,
    inputs: [{ boardId: 1 }, { postId: 9 }],
    events: () => [
      { type: "xstate.done.actor.loadDraft", output: null },
      { type: "xstate.done.actor.loadDraft", output: { boardId: 2, title: "초안", contents: "", images: [] } },
      { type: "xstate.error.actor.loadDraft", error: new Error("storage") },
      { type: "user.restoreDraft" },
      { type: "user.discardDraft" },
      { type: "xstate.done.actor.loadPost", output: POST },
      { type: "xstate.done.actor.loadPost", output: { ...POST, isMine: false } },
      { type: "xstate.error.actor.loadPost", error: new HttpError("post", 404, "Post not found") },
      { type: "xstate.error.actor.loadPost", error: new HttpError("post", 500, "boom") },
      { type: "user.retry" },
      { type: "user.leave" },
      { type: "user.stay" },
      { type: "user.confirmLeave" },
      { type: "user.discardAndLeave" },
      { type: "user.changeBoard", boardId: 2 },
      { type: "user.changeTitle", value: "제목" },
      { type: "user.changeContents", value: "내용" },
      { type: "user.addImages", files: [described("dog.jpg", "image/jpeg")] },
      { type: "user.addImages", files: [described("note.txt", "text/plain")] },
      { type: "user.removeImage", index: 0 },
      { type: "user.submit" },
      { type: "user.cancelUpload" },
      { type: "user.dismissAlert" },
      { type: "upload.progress", fraction: 0.5 },
      { type: "upload.done", postId: 5 },
      { type: "upload.failed", error: new HttpError("writePost", 500, "boom") }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        title: s.context.title.trim() !== "",
        contents: s.context.contents.trim() !== "",
        images: s.context.images.length,
        kept: s.context.kept.length,
        offer: s.context.offer !== null,
        alert: s.context.alert !== null
      })
  },
  {
    start(input, inspect) {
      const w = createPostWriteWorld({ inspect, ...(input.postId ? { postId: input.postId } : {}) })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; postId?: number; files?: ReadonlyArray<PickedImage>; output?: any; error?: unknown }
          switch (e.type) {
            case "xstate.done.actor.loadDraft":
              return w.drafts.answerLoad(e.output)
            case "xstate.error.actor.loadDraft":
              return w.drafts.failLoad()
            case "xstate.done.actor.loadPost":
              return w.server.next("post").respond(e.output)
            case "xstate.error.actor.loadPost":
              return w.server.next("post").fail((e.error as HttpError).status)
            case "user.addImages":
              return w.actor.send({ type: "user.addImages", files: real(e.files!) })
            case "upload.done":
              return w.server.next(input.postId ? "editPost" : "writePost").respond({ postId: e.postId! })
            case "upload.failed":
              return w.server.next(input.postId ? "editPost" : "writePost").fail(500)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)
