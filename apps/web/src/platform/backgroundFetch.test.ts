/**
 * The background lane over a real HTTP server: the page's side (`backgroundFetch`) and the worker's
 * (`serveFetchRequests`) joined by a `MessageChannel` — the worker's thread is the one thing not here.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Fetch, FetchResponse } from "@mungwalk/core"
import { backgroundFetch, type FetchWorkerLike } from "./backgroundFetch.ts"
import { serveFetchRequests, type FetchWorkerAnswer, type FetchWorkerRequest } from "./backgroundFetch.serve.ts"

let origin = ""
const seen: Array<{ method: string; url: string; authorization?: string; body: string }> = []
/** Requests the server holds unanswered (the abort test), by path. */
const held = new Map<string, http.ServerResponse>()
const server = http.createServer((req, res) => {
  let body = ""
  req.on("data", (c: Buffer) => (body += c))
  req.on("end", () => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body })
    if (req.url === "/hold") return void held.set(req.url, res)
    if (req.url === "/refused") {
      res.writeHead(401, "Unauthorized", { "content-type": "application/json" })
      return void res.end(JSON.stringify({ message: "로그인이 필요합니다." }))
    }
    res.writeHead(200, { "content-type": "application/json", authorization: "Bearer fresh" })
    res.end(JSON.stringify({ echo: body }))
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const res of held.values()) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A worker stand-in: a `MessageChannel` whose far port runs the worker's own code. */
const channelWorker = (): FetchWorkerLike & { close(): void } => {
  const { port1, port2 } = new MessageChannel()
  serveFetchRequests(port2 as unknown as Parameters<typeof serveFetchRequests>[0])
  const worker = {
    onmessage: null as FetchWorkerLike["onmessage"],
    onerror: null as FetchWorkerLike["onerror"],
    postMessage: (m: FetchWorkerRequest) => port1.postMessage(m),
    close: () => {
      port1.close()
      port2.close()
    }
  }
  port1.onmessage = (e: MessageEvent<FetchWorkerAnswer>) => worker.onmessage?.({ data: e.data })
  return worker
}

/** The lane over a channel worker, and the calls that fell through to the page's own `fetch`. */
const setup = (createWorker: () => FetchWorkerLike | null = channelWorker) => {
  const direct: string[] = []
  let workers = 0
  const below: Fetch = async (input, init) => {
    direct.push(input)
    return globalThis.fetch(new URL(input, origin), init)
  }
  const lane = backgroundFetch(below, {
    origin,
    createWorker: () => {
      workers++
      return createWorker()
    }
  })
  return { lane, direct, workers: () => workers }
}

const json = (body: unknown, token = "tok"): { method: string; headers: Record<string, string>; body: string } => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
  body: JSON.stringify(body)
})

describe("the background lane", () => {
  it("sends a background call from the worker and hands back status, headers and text; other calls stay on the page", async () => {
    const s = setup()
    const answer = await s.lane("/api/walks/update", json({ walkId: 1 }), { background: true })
    expect(answer.ok).toBe(true)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("authorization")).toBe("Bearer fresh")
    expect(JSON.parse(await answer.text())).toEqual({ echo: JSON.stringify({ walkId: 1 }) })
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/api/walks/update", authorization: "Bearer tok" })
    expect(s.direct).toEqual([])

    await s.lane("/api/alarm/check", { method: "GET", headers: {} })
    expect(s.direct).toEqual(["/api/alarm/check"])
    expect(s.workers()).toBe(1)
  })

  it("a refusal is an answer, not a failure (the client reads its status and message)", async () => {
    const s = setup()
    const answer: FetchResponse = await s.lane("/refused", json({}), { background: true })
    expect([answer.ok, answer.status, answer.statusText]).toEqual([false, 401, "Unauthorized"])
    expect(JSON.parse(await answer.text())).toEqual({ message: "로그인이 필요합니다." })
  })

  it("an abort settles the call at once and ends the worker's request", async () => {
    const s = setup()
    const controller = new AbortController()
    const call = s.lane("/hold", { ...json({}), signal: controller.signal }, { background: true })
    await expect.poll(() => held.has("/hold")).toBe(true)
    const closed = new Promise((resolve) => held.get("/hold")!.on("close", resolve))
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: "AbortError" })
    await closed // the worker's fetch was aborted: the server saw the connection go
    held.delete("/hold")

    const already = new AbortController()
    already.abort()
    await expect(s.lane("/api/walks/update", { ...json({}), signal: already.signal }, { background: true })).rejects.toMatchObject({ name: "AbortError" })
  })

  it("no server: a network error (TypeError), as from `fetch`", async () => {
    const s = setup()
    await expect(s.lane("http://127.0.0.1:9/api/walks/update", json({}), { background: true })).rejects.toBeInstanceOf(TypeError)
  })

  it("a worker that fails fails the calls it held (their outcome unknown), and later calls go through the page", async () => {
    let worker: (FetchWorkerLike & { close(): void }) | null = null
    const s = setup(() => {
      // A worker whose script never runs: it takes messages and answers none, then reports an error.
      worker = { onmessage: null, onerror: null, postMessage: () => {}, close: () => {} }
      return worker
    })
    const call = s.lane("/api/walks/update", json({ n: 1 }), { background: true })
    worker!.onerror?.(new Event("error"))
    await expect(call).rejects.toBeInstanceOf(TypeError)
    const next = await s.lane("/api/walks/update", json({ n: 2 }), { background: true })
    expect(next.status).toBe(200)
    expect(s.direct).toEqual(["/api/walks/update"])
    expect(s.workers()).toBe(1)
  })

  it("without a worker (none here, or it cannot be made) every call goes through the page", async () => {
    const none = setup(() => null)
    expect((await none.lane("/api/walks/update", json({}), { background: true })).status).toBe(200)
    const throws = setup(() => {
      throw new Error("SecurityError")
    })
    expect((await throws.lane("/api/walks/update", json({}), { background: true })).status).toBe(200)
    expect([none.direct, throws.direct]).toEqual([["/api/walks/update"], ["/api/walks/update"]])
  })

  it("a form body (an upload) stays on the page", async () => {
    const s = setup()
    const form = new FormData()
    form.append("title", "산책")
    await s.lane("/api/post/write", { method: "POST", headers: {}, body: form }, { background: true })
    expect(s.direct).toEqual(["/api/post/write"])
    expect(s.workers()).toBe(0)
  })
})
