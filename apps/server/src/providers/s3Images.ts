/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so several server
 * instances share them. Object keys are the image names (`posts/<32 hex>.webp`); the public URL
 * stays `/uploads/<name>` and the server streams the object itself, so URLs, caching and the CSP
 * are the same as with the local store and the bucket needs no public access.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3"
import type { S3Config } from "../config.ts"
import { IMAGE_NAME, imageContentType, imageNameOf, type ImageStore, newImageName, URL_PREFIX } from "./images.ts"

export const createS3ImageStore = (config: S3Config): ImageStore => {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {})
  })
  const bucket = config.bucket
  return {
    async save(folder, data, extension) {
      const name = newImageName(folder, extension)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: imageContentType(name),
          CacheControl: "public, max-age=31536000, immutable"
        })
      )
      return URL_PREFIX + name
    },
    async remove(url) {
      const name = imageNameOf(url)
      if (!name) return
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }))
    },
    owns: (url) => imageNameOf(url) !== null,
    async read(name) {
      if (!IMAGE_NAME.test(name)) return null
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }))
        if (!out.Body) return null
        return {
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number(out.ContentLength ?? 0),
          contentType: imageContentType(name)
        }
      } catch (e) {
        if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404)) return null
        throw e
      }
    }
  }
}
