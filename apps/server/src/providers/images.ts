/**
 * Where uploaded images live. The server only ever stores images it re-encoded itself, under
 * names it made up; `LocalImageStore` keeps them under `DATA_DIR/uploads`, served at `/uploads/...`.
 * Another implementation (an object store) would keep the same interface.
 */
import { randomBytes } from "node:crypto"
import { mkdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"

/** Folders images are grouped in. */
export type ImageFolder = "profiles" | "pets" | "posts" | "products"

export interface ImageStore {
  /** Stores the bytes under a new random name; returns the public URL (`/uploads/pets/…webp`). */
  save(folder: ImageFolder, data: Uint8Array, extension: string): Promise<string>
  /** Removes an image this store made; URLs it did not make are ignored. */
  remove(url: string | null | undefined): Promise<void>
  /** True when the URL points at an image of this store. */
  owns(url: string | null | undefined): boolean
}

const URL_PREFIX = "/uploads/"
const NAME = /^(profiles|pets|posts|products)\/[a-f0-9]{32}\.(webp|jpg|png)$/

export const createLocalImageStore = (root: string): ImageStore => {
  const relative = (url: string | null | undefined): string | null => {
    if (!url?.startsWith(URL_PREFIX)) return null
    const rest = url.slice(URL_PREFIX.length)
    return NAME.test(rest) ? rest : null
  }
  return {
    async save(folder, data, extension) {
      const name = `${folder}/${randomBytes(16).toString("hex")}.${extension}`
      const file = path.join(root, name)
      await mkdir(path.dirname(file), { recursive: true })
      // `wx`: never overwrite — a name collision is a bug, not something to paper over.
      await writeFile(file, data, { flag: "wx", mode: 0o644 })
      return URL_PREFIX + name
    },
    async remove(url) {
      const rel = relative(url)
      if (!rel) return
      await rm(path.join(root, rel), { force: true })
    },
    owns: (url) => relative(url) !== null
  }
}
