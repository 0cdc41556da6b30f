/**
 * Where uploaded images live. The server only ever stores images it re-encoded itself, under
 * names it made up, and serves them itself at `/uploads/...` (so URLs and the CSP do not depend
 * on the store). `createLocalImageStore` keeps them under `DATA_DIR/uploads` (the embedded
 * default); `createS3ImageStore` (`providers/s3Images.ts`) in an S3-compatible bucket that every
 * instance shares.
 */
import { randomBytes } from "node:crypto"
import { createReadStream } from "node:fs"
import { mkdir, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"

/** Folders images are grouped in. */
export type ImageFolder = "profiles" | "pets" | "posts" | "products"

export interface ImageStore {
  /** Stores the bytes under a new random name; returns the public URL (`/uploads/pets/…webp`). */
  save(folder: ImageFolder, data: Uint8Array, extension: string): Promise<string>
  /** Removes an image this store made; URLs it did not make are ignored. */
  remove(url: string | null | undefined): Promise<void>
  /** True when the URL points at an image of this store. */
  owns(url: string | null | undefined): boolean
  /** The stored bytes of `name` (the URL's part after `/uploads/`) as a stream, or null when there is none. */
  read(name: string): Promise<StoredImage | null>
}

export interface StoredImage {
  readonly body: ReadableStream<Uint8Array>
  readonly size: number
  readonly contentType: string
}

export const URL_PREFIX = "/uploads/"
/** The names this server makes: `folder/<32 hex>.ext`. Anything else is never read or removed. */
export const IMAGE_NAME = /^(profiles|pets|posts|products)\/[a-f0-9]{32}\.(webp|jpg|png)$/

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" }
export const imageContentType = (name: string): string => CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream"

/** A new random name in `folder`. */
export const newImageName = (folder: ImageFolder, extension: string): string => `${folder}/${randomBytes(16).toString("hex")}.${extension}`

/** The store's name of an URL it made, or null. */
export const imageNameOf = (url: string | null | undefined): string | null => {
  if (!url?.startsWith(URL_PREFIX)) return null
  const rest = url.slice(URL_PREFIX.length)
  return IMAGE_NAME.test(rest) ? rest : null
}

export const createLocalImageStore = (root: string): ImageStore => ({
  async save(folder, data, extension) {
    const name = newImageName(folder, extension)
    const file = path.join(root, name)
    await mkdir(path.dirname(file), { recursive: true })
    // `wx`: never overwrite — a name collision is a bug, not something to paper over.
    await writeFile(file, data, { flag: "wx", mode: 0o644 })
    return URL_PREFIX + name
  },
  async remove(url) {
    const rel = imageNameOf(url)
    if (!rel) return
    await rm(path.join(root, rel), { force: true })
  },
  owns: (url) => imageNameOf(url) !== null,
  async read(name) {
    if (!IMAGE_NAME.test(name)) return null
    const file = path.join(root, name)
    try {
      const s = await stat(file)
      if (!s.isFile()) return null
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: s.size, contentType: imageContentType(name) }
    } catch {
      return null
    }
  }
})
