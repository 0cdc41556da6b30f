/**
 * Narrower copies of stored pictures (`/uploads/…?w=400`, at the core's `PICTURE_WIDTHS` only): a
 * list asks for the copy its thumbnail box needs rather than the stored picture (up to 1024 px).
 * Copies are made from the stored picture on first request and kept in memory, newest used last,
 * up to a byte budget; each instance makes its own (they are derived from the shared store, so
 * nothing has to be kept in step). A copy is `width` px wide (as `srcset`'s `400w` says), its
 * height in proportion; a picture no wider than that has no copy: the stored one is served. So is
 * a stored file the decoder refuses, and — not remembered — one the store fails to read (the
 * stored picture's own route then answers as it would without `?w=`).
 */
import sharp from "sharp"
import type { PictureWidth } from "@mungwalk/core/domain"
import type { ImageStore } from "../providers/images.ts"
import { MAX_IMAGE_PIXELS } from "./images.ts"
import { logger } from "../http/log.ts"

/** Memory kept for copies by default: some 4,000 thumbnails of 8 KB. */
export const DEFAULT_VARIANT_CACHE_BYTES = 32 * 1024 * 1024

export interface ImageVariants {
  /** The WebP copy of stored picture `name` at `width`, or null when the stored picture itself is to be served (or there is none). */
  read(name: string, width: PictureWidth): Promise<Uint8Array<ArrayBuffer> | null>
}

export const createImageVariants = (images: ImageStore, maxCacheBytes = DEFAULT_VARIANT_CACHE_BYTES): ImageVariants => {
  /** Copies by `name@width`, least recently used first; null: serve the stored picture. */
  const cache = new Map<string, Uint8Array<ArrayBuffer> | null>()
  let cachedBytes = 0
  /** Copies being made, so that a list's many requests for one picture decode it once. */
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>()

  const remember = (key: string, copy: Uint8Array<ArrayBuffer> | null) => {
    const size = copy?.byteLength ?? 0
    if (size > maxCacheBytes) return
    cache.set(key, copy)
    cachedBytes += size
    for (const [oldest, value] of cache) {
      if (cachedBytes <= maxCacheBytes) break
      cache.delete(oldest)
      cachedBytes -= value?.byteLength ?? 0
    }
  }

  /** The copy; null: serve the stored picture (remembered); undefined: serve it, not remembered (none stored, or the store failed). */
  const make = async (name: string, width: PictureWidth): Promise<Uint8Array<ArrayBuffer> | null | undefined> => {
    let input: Buffer
    try {
      const stored = await images.read(name)
      if (!stored) return undefined
      input = Buffer.from(await new Response(stored.body).arrayBuffer())
    } catch (err) {
      logger.warn("a stored picture could not be read for a copy", { area: "images", name, err })
      return undefined
    }
    try {
      const picture = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      if (((await picture.metadata()).width ?? 0) <= width) return null
      return new Uint8Array(await picture.resize({ width }).webp({ quality: 80 }).toBuffer())
    } catch (err) {
      logger.warn("a stored picture could not be copied smaller; the picture itself is served", { area: "images", name, err })
      return null
    }
  }

  return {
    async read(name, width) {
      const key = `${name}@${width}`
      if (cache.has(key)) {
        const copy = cache.get(key)!
        cache.delete(key)
        cache.set(key, copy)
        return copy
      }
      let pending = making.get(key)
      if (!pending) {
        pending = make(name, width)
          .then((copy) => {
            // A missing picture is not remembered (another instance may store it a moment later), nor a failed read.
            if (copy !== undefined) remember(key, copy)
            return copy ?? null
          })
          .finally(() => making.delete(key))
        making.set(key, pending)
      }
      return pending
    }
  }
}
