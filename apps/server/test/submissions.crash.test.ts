/**
 * Posts sent with their keys to a real server process killed (SIGKILL) after it wrote one whose
 * answer it never passed on, with others in flight; then sent again with the same keys to the server
 * started again on the same data: each post is there exactly once, and each retry answers its own
 * post (PGlite `DATA_DIR` and PostgreSQL).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createApiClient, createTokenStore, newSubmissionKey, type ApiClient } from "@mungwalk/core/api"
import { memoryStorage } from "@mungwalk/core/ports"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createEmptyPostgresDatabase, serverProcessEnv, testDatabaseKind } from "./helpers/app.ts"
import { startServerProcess, type ServerProcess } from "./helpers/serverProcess.ts"

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const POSTS = 16

describe("keyed posts across a server killed mid-flight", () => {
  let dataDir: string
  let databaseUrl: string | undefined
  let server: ServerProcess
  let token: string

  const start = () =>
    startServerProcess({
      args: ["--import", "tsx", "src/main.ts"],
      cwd: SERVER_DIR,
      env: serverProcessEnv(dataDir, databaseUrl),
      timeoutMs: 120_000
    })
  const client = (): ApiClient => createApiClient({ baseUrl: server.origin, tokens: createTokenStore(memoryStorage({ accessToken: token })) })

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-keys-"))
    if (testDatabaseKind() === "postgres") databaseUrl = await createEmptyPostgresDatabase()
    server = await start()
    const res = await fetch(`${server.origin}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "끊긴작성자" })
    })
    token = ((await res.json()) as { accessToken: string }).accessToken
    await client().call("updateProfile", { part: { nickname: "끊긴작성자", dateOfBirth: "1990-05-05", gender: "female", phoneNumber: "010-2222-3333" } })
    // Registered: a token that says so.
    const again = await fetch(`${server.origin}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "끊긴작성자" })
    })
    token = ((await again.json()) as { accessToken: string }).accessToken
  }, 180_000)

  afterAll(async () => {
    await server?.kill()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("each post is there once, and each retry answers its own post", async () => {
    const sends = Array.from({ length: POSTS }, (_, i) => ({
      key: newSubmissionKey(),
      fields: { title: `끊긴 글 ${i + 1}`, contents: `내용 ${i + 1}`, boardid: 2 }
    }))
    // Between the members and the server: when the server has answered the third post (written,
    // committed), the server is killed before that answer is passed on — and every other call in
    // flight is cut too. Nobody who sent knows which were written.
    let answered = 0
    const proxy = createServer((req, res) => {
      const upstream = request(`${server.origin}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
        answered += 1
        if (answered === 3) {
          void server.kill().then(() => res.destroy())
          return
        }
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      })
      upstream.on("error", () => res.destroy())
      req.pipe(upstream)
    })
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve))
    const proxied = createApiClient({
      baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      tokens: createTokenStore(memoryStorage({ accessToken: token }))
    })
    const before = await Promise.all(
      sends.map((s) =>
        proxied.call("writePost", { fields: s.fields }, { idempotencyKey: s.key }).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error })
        )
      )
    )
    proxy.close()
    const answeredBefore = before.filter((r) => "answer" in r).length
    expect(answeredBefore).toBeLessThan(POSTS)

    server = await start()
    // At least the third was written though its sender never heard.
    const written = (await client().call("posts", { params: { type: 2 }, query: { page: 0, size: 50 } })).length
    expect(written).toBeGreaterThan(answeredBefore)
    const answers: number[] = []
    for (const s of sends) answers.push((await client().call("writePost", { fields: s.fields }, { idempotencyKey: s.key })).postId)
    // What the first round did answer is what the retry answers.
    before.forEach((r, i) => {
      if ("answer" in r) expect(answers[i]).toBe((r.answer as { postId: number }).postId)
    })
    expect(new Set(answers).size).toBe(POSTS)
    const board = await client().call("posts", { params: { type: 2 }, query: { page: 0, size: 50 } })
    expect(board.map((p) => p.title).sort()).toEqual(sends.map((s) => s.fields.title).sort())
  }, 180_000)
})
