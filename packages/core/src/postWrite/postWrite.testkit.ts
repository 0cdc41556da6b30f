/** A post form over the real client and a fake server, for the form's tests. */
import { createActor, type InspectionEvent } from "xstate"
import { createFakeApi } from "../testing/fakeApi.ts"
import { providePostWriteMachine } from "./postWrite.actors.ts"
import { connectPostWrite } from "./postWrite.connect.ts"

export const photo = (name = "dog.jpg") => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" })
export const textFile = () => new File(["hello"], "note.txt", { type: "text/plain" })

export const createPostWriteWorld = (options: { inspect?: (e: InspectionEvent) => void; boardId?: number } = {}) => {
  const server = createFakeApi()
  const navigations: string[] = []
  const actor = createActor(providePostWriteMachine({ api: server.api, navigate: (path) => void navigations.push(path) }), {
    input: options.boardId ? { boardId: options.boardId } : {},
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const view = () => connectPostWrite(actor.getSnapshot(), actor.send)
  return { server, actor, view, navigations }
}
