/** Real image files for upload tests, made with sharp. */
import zlib from "node:zlib"
import sharp from "sharp"
import { expect } from "vitest"

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 40, g: 120, b: 200, alpha: 0.5 } : { r: 200, g: 120, b: 40 } } })

/** A 200×100 JPEG shot "by a phone": camera make, EXIF orientation 6 (rotate 90° to view) and GPS coordinates. */
export const jpegWithGps = (): Promise<Buffer> =>
  solid(200, 100)
    .jpeg()
    .withExif({
      IFD0: { Make: "MungPhone", Model: "Walker 1", Software: "CameraApp 2.1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 34/1 2640/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "127/1 0/1 2800/100"
      }
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

export const png = (width = 64, height = 48): Promise<Buffer> => solid(width, height, 4).png().toBuffer()
export const gif = (): Promise<Buffer> => solid(32, 32).gif().toBuffer()
export const webp = (): Promise<Buffer> => solid(40, 30).webp().toBuffer()
export const avif = (): Promise<Buffer> => solid(40, 30).avif().toBuffer()
export const bigJpeg = (): Promise<Buffer> => solid(3000, 2000).jpeg().toBuffer()

/** A PNG of 8000×6000 (48 MP) of one colour: a few hundred KB on the wire, 190 MB once decoded. */
export const pixelBombPng = (): Promise<Buffer> => solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer()

/** A PNG whose header says `width` × `height` (8-bit grey) over one row of data: what the header claims is all a check may read. */
export const headerOnlyPng = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, "latin1"), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0))
  ])
}

export const svg = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>')

/** A File as a browser would send it. */
export const file = (data: Uint8Array, name: string, type: string): File => new File([new Uint8Array(data)], name, { type })

/** Checks an answer is a served picture — 200, WebP, `nosniff`, cached for good, its exact length — and answers its bytes. */
export const servedPicture = async (res: Response): Promise<Buffer> => {
  expect(res.status).toBe(200)
  expect(res.headers.get("content-type")).toBe("image/webp")
  expect(res.headers.get("x-content-type-options")).toBe("nosniff")
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  const body = Buffer.from(await res.arrayBuffer())
  expect(Number(res.headers.get("content-length"))).toBe(body.length)
  return body
}
