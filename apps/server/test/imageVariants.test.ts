/** Narrower copies of stored pictures: made once however many ask at once, kept within a byte budget. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { afterAll, describe, expect, it } from "vitest"
import { createLocalImageStore, type ImageStore } from "../src/providers/images.ts"
import { createImageVariants } from "../src/services/imageVariants.ts"

const root = mkdtempSync(path.join(os.tmpdir(), "mungwalk-variants-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The local store, counting how often a stored picture is read. */
const countingStore = (): { store: ImageStore; reads: () => number } => {
  const local = createLocalImageStore(root)
  let reads = 0
  const read: ImageStore["read"] = (name) => {
    reads += 1
    return local.read(name)
  }
  return { store: { ...local, read }, reads: () => reads }
}

const storedPhoto = async (store: ImageStore, seed: number): Promise<string> => {
  // Noise, so that copies are not all a few bytes: a photo-like 1000×800.
  const pixels = Buffer.alloc(1000 * 800 * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761 + seed * 40503) % 251
  const data = await sharp(pixels, { raw: { width: 1000, height: 800, channels: 3 } })
    .webp()
    .toBuffer()
  return (await store.save("posts", data, "webp")).slice("/uploads/".length)
}

describe("copies of stored pictures", () => {
  it("a list's many requests for one picture decode it once, and later ones come from memory", async () => {
    const { store, reads } = countingStore()
    const name = await storedPhoto(store, 1)
    const variants = createImageVariants(store)
    const copies = await Promise.all(Array.from({ length: 12 }, () => variants.read(name, 200)))
    expect(reads()).toBe(1)
    expect(new Set(copies).size).toBe(1)
    expect((await sharp(copies[0]!).metadata()).width).toBe(200)
    expect(await variants.read(name, 200)).toBe(copies[0])
    expect(reads()).toBe(1)
    // Another width is another copy.
    expect((await sharp((await variants.read(name, 400))!).metadata()).width).toBe(400)
    expect(reads()).toBe(2)
  })

  it("a post photo has a 720 px copy: the post detail's 328 CSS px on a 2× phone", async () => {
    const { store } = countingStore()
    const name = await storedPhoto(store, 3)
    const copy = await sharp((await createImageVariants(store).read(name, 720))!).metadata()
    expect([copy.width, copy.height, copy.format]).toEqual([720, 576, "webp"])
  })

  it("keeps copies within its byte budget, forgetting the least recently used first", async () => {
    const { store, reads } = countingStore()
    const names = [await storedPhoto(store, 2), await storedPhoto(store, 3), await storedPhoto(store, 4)]
    const one = (await createImageVariants(store).read(names[0]!, 400))!.byteLength
    // Room for two copies of this size, not three.
    const variants = createImageVariants(store, Math.floor(one * 2.5))
    const start = reads()
    await variants.read(names[0]!, 400)
    await variants.read(names[1]!, 400)
    await variants.read(names[0]!, 400) // used again: now the newest
    await variants.read(names[2]!, 400) // the budget forgets names[1]
    expect(reads() - start).toBe(3)
    await variants.read(names[0]!, 400)
    await variants.read(names[2]!, 400)
    expect(reads() - start).toBe(3)
    await variants.read(names[1]!, 400)
    expect(reads() - start).toBe(4)
  })

  it("a missing picture is not remembered, and a stored file the decoder refuses is served as it is", async () => {
    const { store, reads } = countingStore()
    const variants = createImageVariants(store)
    const missing = "posts/0123456789abcdef0123456789abcdef.webp"
    expect(await variants.read(missing, 200)).toBeNull()
    expect(await variants.read(missing, 200)).toBeNull()
    expect(reads()).toBe(2)
    const broken = "posts/fedcba9876543210fedcba9876543210.webp"
    writeFileSync(path.join(root, broken), "not a picture")
    expect(await variants.read(broken, 200)).toBeNull()
  })

  it("a store that fails to read gives no copy (the stored picture's route answers), and the next request tries again", async () => {
    const { store } = countingStore()
    const name = await storedPhoto(store, 5)
    let failing = true
    let reads = 0
    const flaky: ImageStore = {
      ...store,
      read: (n) => {
        reads += 1
        return failing ? Promise.reject(new Error("bucket unreachable")) : store.read(n)
      }
    }
    const variants = createImageVariants(flaky)
    expect(await variants.read(name, 200)).toBeNull()
    failing = false
    expect((await sharp((await variants.read(name, 200))!).metadata()).width).toBe(200)
    expect(reads).toBe(2)
  })
})
