/** The post form's prefill ('인증글 쓰기') kept through a reload: versioned, schema-checked, cleared. */
import { describe, expect, it } from "vitest"
import { memoryStorage } from "../ports.ts"
import { POST_PREFILL_STORAGE_KEY, postPrefillStore } from "./postPrefill.ts"

const picture = () => new File([new Uint8Array([137, 80, 78, 71, 0, 255])], "mungwalk-2026-03-01-9.png", { type: "image/png" })
const prefill = (images = [picture()]) => ({ boardId: 1, title: "3월 1일 산책 인증", contents: "오늘 콩이랑 1.23 km, 25분 산책했어요\n소변 2", images })

describe("the post prefill", () => {
  it("comes back after a reload (a new store over the same storage) with its picture as a file, until cleared", async () => {
    const storage = memoryStorage()
    await postPrefillStore(storage).offer(prefill())
    const reloaded = postPrefillStore(storage)
    const loaded = reloaded.load()!
    expect(loaded).toMatchObject({ boardId: 1, title: "3월 1일 산책 인증", contents: "오늘 콩이랑 1.23 km, 25분 산책했어요\n소변 2" })
    expect(loaded.images).toHaveLength(1)
    const image = loaded.images[0]!
    expect(image).toBeInstanceOf(File)
    expect([image.name, image.type]).toEqual(["mungwalk-2026-03-01-9.png", "image/png"])
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([137, 80, 78, 71, 0, 255])
    // Read again (another reload): still there.
    expect(reloaded.load()?.title).toBe("3월 1일 산책 인증")
    reloaded.clear()
    expect(postPrefillStore(storage).load()).toBeNull()
    expect(storage.getItem(POST_PREFILL_STORAGE_KEY)).toBeNull()
  })

  it("keeps a post without a picture", async () => {
    const storage = memoryStorage()
    await postPrefillStore(storage).offer(prefill([]))
    expect(postPrefillStore(storage).load()?.images).toEqual([])
  })

  it("reads a corrupt, tampered or older entry as nothing and removes it", () => {
    const storage = memoryStorage()
    const store = postPrefillStore(storage)
    for (const raw of [
      "{not json",
      JSON.stringify({ version: 1, boardId: 1, title: "t", contents: "c", images: [{ name: "a.png", type: "image/png", bytes: "%%%" }] }),
      JSON.stringify({ version: 1, boardId: 0, title: "t", contents: "c", images: [] }),
      JSON.stringify({ version: 0, boardId: 1, title: "t", contents: "c", images: [] })
    ]) {
      storage.setItem(POST_PREFILL_STORAGE_KEY, raw)
      expect(store.load()).toBeNull()
      expect(storage.getItem(POST_PREFILL_STORAGE_KEY)).toBeNull()
    }
  })
})
