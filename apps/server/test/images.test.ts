/** Uploaded images: only real images, limits, re-encoding without metadata, safe serving. */
import exifReader from "exif-reader"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { HttpError, ApiClient } from "@mungwalk/core/api"
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, prepareImage } from "../src/services/images.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { avif, bigJpeg, file, gif, headerOnlyPng, jpegWithGps, pixelBombPng, png, servedPicture, svg, webp } from "./helpers/images.ts"

const PROFILE = { nickname: "사진가", dateOfBirth: "1990-01-01", gender: null, phoneNumber: "01012341234" } as const

describe("image processing", () => {
  it("a phone JPEG loses its EXIF (camera, GPS) and is turned upright by its orientation tag", async () => {
    const original = await jpegWithGps()
    const before = await sharp(original).metadata()
    expect(before.orientation).toBe(6)
    expect(exifReader(before.exif!).GPSInfo?.GPSLatitude).toEqual([37, 34, 26.4])

    const out = await prepareImage(file(original, "IMG_0001.jpg", "image/jpeg"), "profileImage")
    const after = await sharp(out.data).metadata()
    expect(after.format).toBe("webp")
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    // 200×100 with "rotate 90°" is a 100×200 picture.
    expect([after.width, after.height]).toEqual([100, 200])
    expect(out.data.includes(Buffer.from("MungPhone"))).toBe(false)
  })

  it("PNG (with transparency), GIF (first frame), WebP and AVIF are accepted and re-encoded to WebP", async () => {
    for (const [data, name] of [
      [await png(), "a.png"],
      [await gif(), "a.gif"],
      [await webp(), "a.webp"],
      [await avif(), "a.avif"]
    ] as const) {
      const out = await prepareImage(file(data, name, "application/octet-stream"), "f")
      expect((await sharp(out.data).metadata()).format).toBe("webp")
    }
    const transparent = await prepareImage(file(await png(), "t.png", "image/png"), "f")
    expect((await sharp(transparent.data).metadata()).hasAlpha).toBe(true)
  })

  it("the content decides, not the name or declared type: a PNG named .txt is accepted", async () => {
    const out = await prepareImage(file(await png(), "notes.txt", "text/plain"), "f")
    expect(out.contentType).toBe("image/webp")
  })

  it(`large photos are scaled down to at most ${MAX_IMAGE_SIDE} px a side`, async () => {
    const out = await prepareImage(file(await bigJpeg(), "big.jpg", "image/jpeg"), "f")
    expect([out.width, out.height]).toEqual([1024, 683])
  })

  it("SVG (which can carry scripts) is refused with 415", async () => {
    await expect(prepareImage(file(svg(), "x.svg", "image/svg+xml"), "f")).rejects.toMatchObject({ status: 415 })
  })

  it("a truncated JPEG is refused with 415", async () => {
    const whole = await jpegWithGps()
    await expect(prepareImage(file(whole.subarray(0, Math.floor(whole.length / 2)), "cut.jpg", "image/jpeg"), "f")).rejects.toMatchObject({ status: 415 })
  })
})

describe("image uploads through the API", () => {
  let server: TestServer
  let me: ApiClient
  const upload = (data: Uint8Array, name: string, type: string) => me.call("updateProfile", { part: PROFILE, files: { profileImage: file(data, name, type) } })
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as HttpError
    )

  beforeAll(async () => {
    server = await createTestServer()
    me = server.client((await server.devLogin("uploader")).token)
  })
  afterAll(() => server.close())

  it("the stored photo is served as image/webp with nosniff, without the GPS position", async () => {
    const { profilePictureUrl } = await upload(await jpegWithGps(), "IMG_0001.JPG", "image/jpeg")
    expect(profilePictureUrl).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.webp$/)
    const res = await server.request(profilePictureUrl ?? "")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/webp")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    const served = Buffer.from(await res.arrayBuffer())
    const meta = await sharp(served).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.format).toBe("webp")
  })

  it("a text file named .jpg is refused with 415 JSON", async () => {
    const error = await failure(upload(Buffer.from("just some text, not a picture\n".repeat(20)), "photo.jpg", "image/jpeg"))
    expect(error?.status).toBe(415)
    expect(error?.message).toBe("사진 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있어요.")
    expect(error?.detail).toBe("profileImage: not an image (JPEG, PNG, WebP, GIF or AVIF expected)")
  })

  it("an SVG upload is refused with 415", async () => {
    expect((await failure(upload(svg(), "x.svg", "image/svg+xml")))?.status).toBe(415)
  })

  it("a file over 10 MB is refused with 413", async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0xff)
    const error = await failure(upload(big, "huge.jpg", "image/jpeg"))
    expect(error?.status).toBe(413)
    expect(error?.message).toBe("사진은 한 장에 10MB까지 올릴 수 있어요. 더 작은 사진을 골라주세요.")
    expect(error?.detail).toBe("profileImage: image larger than 10 MB")
  })

  it("a decompression-bomb-like PNG (small file, 48 megapixels) is refused with 413", async () => {
    const bomb = await pixelBombPng()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const error = await failure(upload(bomb, "bomb.png", "image/png"))
    expect(error?.status).toBe(413)
    expect(error?.message).toBe("사진이 너무 커요. 40메가픽셀 이하의 사진을 골라주세요.")
    expect(error?.detail).toBe("profileImage: image larger than 40 megapixels")
  })

  it("a PNG past sharp's own pixel limit (20,000 × 20,000) is too large (413), not 'not an image'", async () => {
    const error = await failure(upload(headerOnlyPng(20_000, 20_000), "vast.png", "image/png"))
    expect(error?.status).toBe(413)
    expect(error?.detail).toBe("profileImage: image larger than 40 megapixels")
  })

  it("refused uploads change nothing", async () => {
    expect((await me.call("profile")).nickname).toBe(PROFILE.nickname)
  })

  it("a stored photo is served narrower when a list asks (`?w=`), at the listed widths only", async () => {
    const { profilePictureUrl } = await upload(await bigJpeg(), "big.jpg", "image/jpeg")
    const url = profilePictureUrl ?? ""
    const whole = await server.request(url)
    const wholeBytes = Buffer.from(await whole.arrayBuffer())
    expect((await sharp(wholeBytes).metadata()).width).toBe(1024)
    for (const [w, size] of [
      [200, [200, 133]],
      [300, [300, 200]],
      [400, [400, 267]],
      [600, [600, 400]],
      [800, [800, 534]]
    ] as const) {
      const copy = await servedPicture(await server.request(`${url}?w=${w}`))
      const meta = await sharp(copy).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", ...size])
      expect(copy.length).toBeLessThan(wholeBytes.length)
    }
    const head = await server.request(`${url}?w=200`, { method: "HEAD" })
    expect([head.status, head.headers.get("content-type"), (await head.arrayBuffer()).byteLength]).toEqual([200, "image/webp", 0])
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0)
  })

  it("a picture no wider than the asked width is served as stored, and other widths are refused with 400", async () => {
    // 100×200 once upright: no copy 200 or 400 px wide is smaller than the picture itself.
    const { profilePictureUrl } = await upload(await jpegWithGps(), "IMG_0002.JPG", "image/jpeg")
    const url = profilePictureUrl ?? ""
    const stored = Buffer.from(await (await server.request(url)).arrayBuffer())
    for (const w of [200, 300, 400]) expect(Buffer.from(await (await server.request(`${url}?w=${w}`)).arrayBuffer()).equals(stored)).toBe(true)
    for (const w of ["123", "0", "abc", "", "400.0", "1e3"]) {
      const res = await server.request(`${url}?w=${w}`)
      expect(res.status, w).toBe(400)
      expect(await res.json()).toEqual({ message: "입력한 내용을 확인해주세요.", detail: "w: a picture is copied at 200, 300, 400, 600, 720, 800 px only" })
    }
    expect((await server.request("/uploads/profiles/00000000000000000000000000000000.webp?w=200")).status).toBe(404)
  })

  it("paths outside the uploads are not served, and unknown uploads answer 404", async () => {
    expect((await server.request("/uploads/profiles/00000000000000000000000000000000.webp")).status).toBe(404)
    expect((await server.request("/uploads/../auth-secret")).status).toBe(404)
    expect((await server.request("/uploads/%2e%2e/auth-secret")).status).toBe(404)
  })
})
