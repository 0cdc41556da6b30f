/** A post form over the real client, a fake server and an in-memory draft store, for the form's tests. */
import { createActor, type InspectionEvent } from "xstate"
import { createFakeApi } from "../testing/fakeApi.ts"
import { providePostWriteMachine } from "./postWrite.actors.ts"
import { connectPostWrite } from "./postWrite.connect.ts"
import type { PostDraftStore, StoredPostDraft } from "./postWrite.types.ts"

export const photo = (name = "dog.jpg") => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" })
export const textFile = () => new File(["hello"], "note.txt", { type: "text/plain" })

/** A draft store whose `load` answers when the test says (`answerLoad`), recording saves and clears. */
export const createDraftStore = () => {
  const loads: Array<{ resolve: (d: StoredPostDraft | null) => void; reject: (e: unknown) => void }> = []
  let stored: StoredPostDraft | null = null
  const log: string[] = []
  const store: PostDraftStore = {
    load: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
    save: (d) => {
      stored = d
      log.push("save")
    },
    clear: () => {
      stored = null
      log.push("clear")
    }
  }
  return {
    store,
    log,
    stored: () => stored,
    answerLoad: (d: StoredPostDraft | null) => loads.shift()?.resolve(d),
    failLoad: () => loads.shift()?.reject(new Error("storage unavailable"))
  }
}

export const createPostWriteWorld = (
  options: { inspect?: (e: InspectionEvent) => void; boardId?: number; postId?: number; prefill?: StoredPostDraft } = {}
) => {
  const server = createFakeApi()
  const drafts = createDraftStore()
  const navigations: string[] = []
  let left = 0
  const actor = createActor(
    providePostWriteMachine({ api: server.api, navigate: (path) => void navigations.push(path), drafts: drafts.store, leave: () => void left++ }),
    {
      input: {
        ...(options.boardId ? { boardId: options.boardId } : {}),
        ...(options.postId !== undefined ? { postId: options.postId } : {}),
        ...(options.prefill ? { prefill: options.prefill } : {})
      },
      ...(options.inspect ? { inspect: options.inspect } : {})
    }
  )
  const view = () => connectPostWrite(actor.getSnapshot(), actor.send)
  return { server, actor, view, navigations, drafts, left: () => left }
}
