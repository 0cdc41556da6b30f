/**
 * The S3-compatible image store against a real local S3 server (s3rver): uploads land in the
 * bucket (nothing under DATA_DIR/uploads), are served under the same `/uploads/...` URLs with the
 * same headers, replaced images are deleted, and a second server on the same bucket serves them.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import { createS3ImageStore } from "../src/providers/s3Images.ts"
import { loadConfig } from "../src/config.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { file, jpegWithGps, servedPicture } from "./helpers/images.ts"
import { startLocalS3, type LocalS3 } from "./helpers/s3.ts"

const PROFILE = { nickname: "버킷", dateOfBirth: "1990-01-01", gender: null, phoneNumber: "01012341234" } as const

describe("images in an S3-compatible bucket", () => {
  let s3: LocalS3
  let server: TestServer
  let listKeys: () => Promise<string[]>
  beforeAll(async () => {
    s3 = await startLocalS3()
    server = await createTestServer(s3.env)
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.env.S3_ENDPOINT!,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }
    })
    listKeys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET! }))).Contents ?? []).map((o) => o.Key!).sort()
  })
  afterAll(async () => {
    await server.close()
    await s3.stop()
  })

  it("stores an upload in the bucket and serves it under /uploads with the usual headers", async () => {
    const me = server.client((await server.devLogin("버킷")).token)
    const { profilePictureUrl } = await me.call("updateProfile", { part: PROFILE, files: { profileImage: file(await jpegWithGps(), "a.jpg", "image/jpeg") } })
    expect(profilePictureUrl).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.webp$/)
    expect(await listKeys()).toEqual([profilePictureUrl!.slice("/uploads/".length)])
    const local = path.join(server.config.uploadsDir, "profiles")
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([])

    const body = await servedPicture(await server.request(profilePictureUrl!))
    expect((await sharp(body).metadata()).format).toBe("webp")

    // A new photo replaces the old one in the bucket.
    const again = await me.call("updateProfile", { part: PROFILE, files: { profileImage: file(await jpegWithGps(), "b.jpg", "image/jpeg") } })
    expect(await listKeys()).toEqual([again.profilePictureUrl!.slice("/uploads/".length)])
    expect((await server.request(profilePictureUrl!)).status).toBe(404)
  })

  it("answers 404 for names it never made and for missing objects", async () => {
    expect((await server.request("/uploads/profiles/00000000000000000000000000000000.webp")).status).toBe(404)
    expect((await server.request("/uploads/..%2f..%2fsecret")).status).toBe(404)
    expect((await server.request("/uploads/other/x.webp")).status).toBe(404)
  })

  it("another store on the same bucket reads what this one saved", async () => {
    const config = loadConfig({ ...s3.env })
    const a = createS3ImageStore(config.s3!)
    const b = createS3ImageStore(config.s3!)
    const url = await a.save("posts", new Uint8Array([1, 2, 3, 4]), "webp")
    const read = await b.read(url.slice("/uploads/".length))
    expect(read?.size).toBe(4)
    expect(Buffer.from(await new Response(read!.body).arrayBuffer())).toEqual(Buffer.from([1, 2, 3, 4]))
    await b.remove(url)
    expect(await a.read(url.slice("/uploads/".length))).toBeNull()
  })
})
