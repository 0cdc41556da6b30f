/**
 * Accepting an uploaded image: only real images (the content is sniffed by decoding it, never by
 * the file name or the declared type), within size and pixel limits, auto-rotated by EXIF and
 * re-encoded to WebP at most 1024 px a side — which drops every piece of metadata (EXIF, GPS,
 * XMP, ICC; colours are converted to sRGB) — then stored under a server-made name.
 */
import sharp, { type Metadata } from "sharp"
import { ApiFailure, payloadTooLarge, unsupportedMedia } from "../http/errors.ts"
import type { ImageFolder, ImageStore } from "../providers/images.ts"
import { logger } from "../http/log.ts"

/** Largest accepted upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** Largest accepted image in pixels (a 40 MP photo is bigger than any phone's). Stops decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000
/** Longest side of a stored image. */
export const MAX_IMAGE_SIDE = 1024

const ACCEPTED = "JPEG, PNG, WebP, GIF or AVIF"

/** What a person reads when a photo cannot be taken (the developer text goes to `detail`). */
export const IMAGE_MESSAGES = {
  tooLarge: `사진은 한 장에 ${MAX_IMAGE_BYTES / 1024 / 1024}MB까지 올릴 수 있어요. 더 작은 사진을 골라주세요.`,
  tooManyPixels: `사진이 너무 커요. ${MAX_IMAGE_PIXELS / 1_000_000}메가픽셀 이하의 사진을 골라주세요.`,
  notImage: "사진 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있어요."
} as const

export interface PreparedImage {
  readonly data: Buffer
  readonly extension: "webp"
  readonly contentType: "image/webp"
  readonly width: number
  readonly height: number
}

/** True for formats we decode: the common web formats, and HEIF only when it is AVIF (this libvips has no HEVC decoder). */
const accepted = (meta: Metadata): boolean => {
  switch (meta.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return true
    case "heif":
      return meta.compression === "av1"
    default:
      return false
  }
}

/** Validates and re-encodes an upload; throws 413 or 415 `ApiFailure`s naming `field`. */
export const prepareImage = async (file: Blob, field: string): Promise<PreparedImage> => {
  if (file.size > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge, `${field}: image larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`)
  const input = Buffer.from(await file.arrayBuffer())
  let meta: Metadata
  try {
    // The header alone: no pixel limit here (sharp's default refuses 16,383² and more as "not an image"); ours follows.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw unsupportedMedia(IMAGE_MESSAGES.notImage, `${field}: not an image (${ACCEPTED} expected)`)
  }
  if (!accepted(meta)) throw unsupportedMedia(IMAGE_MESSAGES.notImage, `${field}: unsupported image format ${meta.format ?? "unknown"} (${ACCEPTED} expected)`)
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0)
  if (pixels > MAX_IMAGE_PIXELS) throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels, `${field}: image larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`)
  try {
    // First frame only (GIF, animated WebP); `rotate()` applies the EXIF orientation; no `withMetadata`/`keepMetadata`: nothing is kept.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", pages: 1, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { data, extension: "webp", contentType: "image/webp", width: info.width, height: info.height }
  } catch (e) {
    if (e instanceof ApiFailure) throw e
    if (/pixel limit/i.test((e as Error).message)) {
      throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels, `${field}: image larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`)
    }
    throw unsupportedMedia(IMAGE_MESSAGES.notImage, `${field}: the image could not be decoded (${ACCEPTED} expected)`)
  }
}

/** Re-encodes and stores an optional upload; returns its URL, or null when no file was sent. */
export const storeImage = async (images: ImageStore, folder: ImageFolder, file: Blob | undefined, field: string): Promise<string | null> => {
  if (!file) return null
  const prepared = await prepareImage(file, field)
  return images.save(folder, prepared.data, prepared.extension)
}

/**
 * Runs `write` with a freshly stored image and removes the image again when `write` fails, so a
 * refused or failed change leaves no orphan file. Returns `write`'s result.
 */
export const withStoredImage = async <A>(
  images: ImageStore,
  folder: ImageFolder,
  file: Blob | undefined,
  field: string,
  write: (url: string | null) => Promise<A>
): Promise<A> => {
  const url = await storeImage(images, folder, file, field)
  try {
    return await write(url)
  } catch (e) {
    await images.remove(url).catch((err: unknown) => logger.error("could not remove an orphan image", { area: "images", url, err }))
    throw e
  }
}

/** Removes a replaced image after its replacement was committed; a failure is only logged. */
export const discardImage = async (images: ImageStore, url: string | null | undefined): Promise<void> => {
  await images.remove(url).catch((err: unknown) => logger.error("could not remove a replaced image", { area: "images", url, err }))
}
