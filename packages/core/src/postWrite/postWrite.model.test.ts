/** Model-based test of the post form over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { postWriteMachine } from "./postWrite.machine.ts"
import { createPostWriteWorld } from "./postWrite.testkit.ts"
import type { PickedImage } from "./postWrite.types.ts"

// Plain descriptions in the plan (the planner tells events apart by their JSON, and every File is `{}`); real Files in the run.
const described = (name: string, type: string) => ({ name, type, size: 3 }) as unknown as PickedImage
const real = (files: ReadonlyArray<PickedImage>) => files.map((f) => new File([new Uint8Array(3)], f.name ?? "f", { type: f.type }))

modelSuite(
  "postWrite",
  {
    machine: postWriteMachine,
    inputs: [{ boardId: 1 }],
    events: () => [
      { type: "user.changeBoard", boardId: 2 },
      { type: "user.changeTitle", value: "제목" },
      { type: "user.changeContents", value: "내용" },
      { type: "user.addImages", files: [described("dog.jpg", "image/jpeg")] },
      { type: "user.addImages", files: [described("note.txt", "text/plain")] },
      { type: "user.removeImage", index: 0 },
      { type: "user.submit" },
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
        alert: s.context.alert !== null
      })
  },
  {
    start(_input, inspect) {
      const w = createPostWriteWorld({ inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; postId?: number; files?: ReadonlyArray<PickedImage> }
          switch (e.type) {
            case "user.addImages":
              return w.actor.send({ type: "user.addImages", files: real(e.files!) })
            case "upload.done":
              return w.server.next("writePost").respond({ postId: e.postId! })
            case "upload.failed":
              return w.server.next("writePost").fail(500)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)
