/**
 * The API over a real `@hono/node-server` socket, where the server takes its shortcuts: the body
 * limit answered from `Content-Length` without building a web request, the JSON body read straight
 * from the socket, a short JSON answer sent without reading it back. Every answer is compared with
 * what the same request gets through `app.request` (Hono's own, slower path), status, body and the
 * headers that matter.
 */
import http from "node:http"
import { connect, type AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serve, type ServerType } from "@hono/node-server"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core/domain"
import { answerClientErrorsAsJson } from "../src/http/clientError.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, createPet, type TestMember } from "./helpers/walkFixtures.ts"

interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: Buffer
}

describe("the API over the node server", () => {
  let server: TestServer
  let listening: ServerType
  let port: number
  let member: TestMember
  let walkId: number
  let startTime: number

  beforeAll(async () => {
    server = await createTestServer()
    listening = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" })
    // As `main.ts` does: what Node's parser refuses is answered as JSON.
    answerClientErrorsAsJson(listening as http.Server)
    await new Promise<void>((resolve) => listening.once("listening", () => resolve()))
    port = (listening.address() as AddressInfo).port
    member = await createMember(server, "소켓")
    const dog = await createPet(member, { name: "소켓개", weight: 5 })
    const started = await member.client.call("walkStart", { body: { dogs: [dog], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng } })
    walkId = started.walkId
    startTime = started.startTime.getTime()
  })
  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve))
    await server.close()
  })

  /** One request over the socket: `body` as given, chunked when `chunked` (no Content-Length). */
  const send = (method: string, path: string, options: { body?: string | Buffer; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : Buffer.from(options.body)
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          headers: {
            Authorization: `Bearer ${member.token}`,
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
            ...(body !== undefined && !options.chunked ? { "Content-Length": String(body.byteLength) } : {}),
            ...options.headers
          }
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        }
      )
      req.on("error", reject)
      if (body !== undefined && options.chunked) {
        // Several chunks, so the server cannot learn the length before reading.
        for (let at = 0; at < body.byteLength; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024))
        req.end()
      } else req.end(body)
    })

  /** The same request through `app.request`. */
  const viaApp = async (method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) => {
    const res = await server.request(path, {
      method,
      headers: { Authorization: `Bearer ${member.token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : new Uint8Array(body) })
    })
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers }
  }

  let fix = 0
  const batch = (size: number) =>
    JSON.stringify({
      memberId: 0,
      walkId,
      walkPaths: Array.from({ length: size }, () => {
        fix++
        return {
          recordTime: new Date(startTime + fix * 100).toISOString(),
          location: { type: "Point", coordinates: [DEFAULT_MAP_CENTER.lng + fix * 1e-5, DEFAULT_MAP_CENTER.lat] },
          accuracy: 5
        }
      })
    })

  it("a walk update with a declared length is answered as through app.request, with the same headers", async () => {
    const body = batch(20)
    const overSocket = await send("POST", "/api/walks/update", { body })
    expect(overSocket.status).toBe(200)
    // The same batch again changes nothing, so both paths must answer the same.
    const again = await viaApp("POST", "/api/walks/update", body)
    expect(JSON.parse(overSocket.body.toString())).toEqual(JSON.parse(again.body.toString()))
    expect(overSocket.headers["content-type"]).toBe(again.headers.get("content-type"))
    expect(overSocket.headers.vary).toBe("Accept-Encoding")
    expect(again.headers.get("vary")).toBe("Accept-Encoding")
    expect(overSocket.headers["content-length"]).toBe(String(overSocket.body.byteLength))
    expect(again.headers.get("content-length")).toBe(String(again.body.byteLength))
    expect(overSocket.headers["content-encoding"]).toBeUndefined()
    // The headers the /api/* middlewares set after the handler reach the socket.
    for (const answer of [overSocket, await send("POST", "/api/walks/update", { body: "{" })]) {
      expect(answer.headers["cache-control"]).toBe("no-store")
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
      expect(answer.headers["x-frame-options"]).toBe("DENY")
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it("a chunked walk update (no Content-Length) is read through the counting limit and answered the same", async () => {
    const body = batch(300)
    const overSocket = await send("POST", "/api/walks/update", { body, chunked: true })
    expect(overSocket.status).toBe(200)
    const again = await viaApp("POST", "/api/walks/update", body)
    expect(JSON.parse(overSocket.body.toString())).toEqual(JSON.parse(again.body.toString()))
  })

  it("bodies over the endpoint's limit are 413 whether their length is declared or not, as through app.request", async () => {
    const big = JSON.stringify({ memberId: 0, walkId, walkPaths: [], pad: "x".repeat(600 * 1024) })
    const declared = await send("POST", "/api/walks/update", { body: big })
    const chunked = await send("POST", "/api/walks/update", { body: big, chunked: true })
    const app = await viaApp("POST", "/api/walks/update", big)
    expect(app.status).toBe(413)
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body.toString())).toEqual(JSON.parse(app.body.toString()))
    }
    expect(JSON.parse(app.body.toString())).toEqual({ message: "보낸 내용이 너무 커요.", detail: "Request body larger than 512 KB" })
  })

  it("broken JSON, a byte-order mark and a wrong field are answered as through app.request", async () => {
    const bodies: Array<string | Buffer> = [
      '{"walkId": ',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(batch(1))]),
      JSON.stringify({ memberId: 0, walkId, walkPaths: [{ recordTime: "x", location: { type: "Point", coordinates: [1, "a"] } }] }),
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d])
    ]
    for (const body of bodies) {
      const overSocket = await send("POST", "/api/walks/update", { body })
      const app = await viaApp("POST", "/api/walks/update", body)
      expect(overSocket.status).toBe(app.status)
      expect(overSocket.body.toString()).toBe(app.body.toString())
    }
  })

  it("a JSON answer of 1 KiB or more is compressed when accepted, and a GET reads no body", async () => {
    const compressed = await send("GET", "/api/mypage/pets/breeds", { headers: { "Accept-Encoding": "gzip" } })
    expect(compressed.status).toBe(200)
    expect(compressed.headers["content-encoding"]).toBe("gzip")
    expect(compressed.headers.vary).toBe("Accept-Encoding")
    const app = await viaApp("GET", "/api/mypage/pets/breeds")
    expect(JSON.parse(gunzipSync(compressed.body).toString())).toEqual(JSON.parse(app.body.toString()))
    expect(app.body.byteLength).toBeGreaterThanOrEqual(1024)
    const plain = await send("GET", "/api/mypage/pets/breeds", { headers: { "Accept-Encoding": "identity", "Content-Length": "99999999" } })
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(app.body.toString())
  })

  /** Raw bytes to the socket; answers everything the server wrote before it closed the connection. */
  const raw = (request: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(request))
      const chunks: Buffer[] = []
      socket.on("data", (c: Buffer) => chunks.push(c))
      socket.on("error", reject)
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
    })
  const parsed = (answer: string) => {
    const [head = "", body = ""] = answer.split("\r\n\r\n")
    return {
      status: Number(head.split(" ")[1]),
      contentType: /content-type: ([^\r]+)/i.exec(head)?.[1],
      body: JSON.parse(body) as { message: string; detail?: string }
    }
  }

  it("what Node's parser refuses before the app (headers over 16 KB, a broken header line) is answered as JSON with a Korean message", async () => {
    const long = parsed(await raw(`GET /api/check-nickname?nickname=${"%EA%B0%80".repeat(2_000)} HTTP/1.1\r\nHost: x\r\nX-Long: ${"b".repeat(4_000)}\r\n\r\n`))
    expect(long).toEqual({
      status: 431,
      contentType: "application/json; charset=utf-8",
      body: { message: "보낸 내용이 너무 커요.", detail: expect.stringContaining("HPE_HEADER_OVERFLOW") }
    })
    const broken = parsed(await raw("POST /api/walks/update HTTP/1.1\r\nHost: x\r\nno colon here\r\nContent-Length: 0\r\n\r\n"))
    expect(broken.status).toBe(400)
    expect(broken.body.message).toBe("입력한 내용을 확인해주세요.")
    const length = parsed(await raw("POST /api/walks/update HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"))
    expect(length.status).toBe(400)
    expect(length.body.message).toMatch(/[가-힣]/)
  })
})
