/**
 * A local S3-compatible server for tests (`s3rver`: the S3 REST protocol over a temp folder), on
 * a free port with one bucket, and the `S3_*` environment that points the server at it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import S3rver from "s3rver"
import { freePort } from "./serverProcess.ts"

export interface LocalS3 {
  readonly env: Record<string, string>
  readonly directory: string
  stop(): Promise<void>
}

export const startLocalS3 = async (bucket = "mungwalk-images"): Promise<LocalS3> => {
  const directory = mkdtempSync(path.join(os.tmpdir(), "mungwalk-s3-"))
  const port = await freePort()
  const server = new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  await server.run()
  return {
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1"
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    }
  }
}
