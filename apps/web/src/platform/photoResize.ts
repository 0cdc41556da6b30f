/**
 * Photos are made small on the device before they are sent: a phone camera's 10 MB, 4000 px JPEG
 * becomes a ~1 MB picture at most 2048 px on its longest edge (the server keeps 1024 px), so it
 * never meets the server's 10 MB limit and uploads quickly on a phone's connection. The EXIF
 * orientation is applied while decoding (`createImageBitmap(…, { imageOrientation: "from-image" })`),
 * so a portrait photo stays upright once its metadata is gone.
 */

/** Longest edge of a photo sent to the server, in pixels. */
export const PHOTO_MAX_EDGE = 2048
/** JPEG quality of a re-encoded photo. */
export const PHOTO_QUALITY = 0.8
/** A picture already within the edge and at most this big is sent as it is (re-encoding would not gain). */
const SMALL_ENOUGH_BYTES = 1024 * 1024
/** Formats the browser can take as they are when small; anything else (HEIC, BMP, TIFF …) is re-encoded when it decodes. */
const SENDABLE = new Set(["image/jpeg", "image/png", "image/webp"])

const drawn = async (bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> => {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height)
    const g = canvas.getContext("2d")
    if (!g) return null
    // JPEG has no transparency: a transparent PNG goes on white, not black.
    g.fillStyle = "#fff"
    g.fillRect(0, 0, width, height)
    g.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: "image/jpeg", quality: PHOTO_QUALITY })
  }
  const canvas = document.createElement("canvas")
  canvas.width = width
  canvas.height = height
  const g = canvas.getContext("2d")
  if (!g) return null
  g.fillStyle = "#fff"
  g.fillRect(0, 0, width, height)
  g.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY))
}

/**
 * The photo to send for a picked `file`: at most `PHOTO_MAX_EDGE` px a side, JPEG at
 * `PHOTO_QUALITY`, upright. A small JPEG/PNG/WebP within the edge, a GIF (it may move) and a file
 * the browser cannot decode are sent unchanged (the server then says why it cannot take one).
 */
export const preparePhoto = async (file: File): Promise<File> => {
  if (!file.type.startsWith("image/") || file.type === "image/gif" || typeof createImageBitmap !== "function") return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES && SENDABLE.has(file.type)) return file
    const blob = await drawn(bitmap, Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)))
    if (!blob || (scale === 1 && SENDABLE.has(file.type) && blob.size >= file.size)) return file
    const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`
    return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified })
  } catch {
    return file
  } finally {
    bitmap.close()
  }
}

/** `preparePhoto` for several picked files, in order. */
export const preparePhotos = (files: ReadonlyArray<File>): Promise<File[]> => Promise.all(files.map(preparePhoto))

/**
 * Whether the browser can read `file` as a picture. The server takes JPEG, PNG, WebP, GIF and AVIF,
 * which the browser reads: a file typed as an image that it cannot read (a damaged or renamed one)
 * would be refused by the server on sending, after showing as a broken photo. True where the
 * browser has no `createImageBitmap` (nothing to ask).
 */
export const isReadablePicture = async (file: Blob): Promise<boolean> => {
  if (!file.type.startsWith("image/")) return false
  if (typeof createImageBitmap !== "function") return true
  try {
    ;(await createImageBitmap(file)).close()
    return true
  } catch {
    return false
  }
}
