/**
 * HTTPS with HTTP/2 (`TLS_CERT_FILE`, `TLS_KEY_FILE`): the real server in its own process on a
 * throwaway certificate for 127.0.0.1. Over HTTP/2 (every call below goes through `node:http2`,
 * one connection): the API's JSON and multipart calls, a walk update (the body read straight from
 * the request stream), the notification stream, a checkout through the embedded pay sandbox (which
 * the server reaches in-process under TLS), and the web build's precompressed files. HTTP/1.1 over
 * TLS still answers (clients without HTTP/2), and a missing or mismatched file stops the start with
 * its reason.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer, request as httpRequest, type Server } from "node:http"
import { request as httpsRequest } from "node:https"
import { connect as netConnect } from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, brotliDecompressSync } from "node:zlib"
import { createApiClient, createTokenStore, type Fetch } from "@mungwalk/core/api"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core/domain"
import { memoryStorage } from "@mungwalk/core/ports"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "../src/config.ts"
import { HSTS } from "../src/app.ts"
import { httpsServeOptions, redirectToHttps } from "../src/http/tls.ts"
import { TEST_AUTH_SECRET, testDatabaseKind } from "./helpers/app.ts"
import { jpegWithGps, file } from "./helpers/images.ts"
import { freePort, startServerProcess, type ServerProcess } from "./helpers/serverProcess.ts"
import { http2Fetch } from "./helpers/http2Fetch.ts"
import { createTestCertificate, type TestCertificate } from "./helpers/tlsCert.ts"
import { toRoutePoint, walkAlong } from "./helpers/walkFixtures.ts"

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** A web build of two files, each with its precompressed brotli copy. */
const makeDist = (): string => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "mungwalk-tls-dist-"))
  mkdirSync(path.join(dist, "assets"))
  const files = {
    "index.html": `<!doctype html><html lang="ko"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">멍멍워크</div></body></html>`,
    "assets/app-abc123.js": `console.log(${JSON.stringify("산책".repeat(200))})`
  }
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text)
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text))
  }
  return dist
}

// Its own process on the embedded database: once, in the PGlite project.
describe.skipIf(testDatabaseKind() !== "pglite")("HTTPS with HTTP/2", () => {
  let certificate: TestCertificate
  let server: ServerProcess
  let h2: ReturnType<typeof http2Fetch>
  let dist: string
  let dataDir: string
  let redirectPort: number
  const api = (token: string | null = null) =>
    createApiClient({ baseUrl: server.origin, tokens: createTokenStore(memoryStorage(token ? { accessToken: token } : {})), fetch: h2.fetch as Fetch })

  beforeAll(async () => {
    certificate = createTestCertificate()
    dist = makeDist()
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-tls-data-"))
    redirectPort = await freePort()
    server = await startServerProcess({
      args: ["--import", "tsx", "src/main.ts"],
      cwd: SERVER_DIR,
      // The embedded default (PGlite, the pay sandbox) with the demo catalogue, so there is something to buy.
      env: {
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: certificate.keyFile,
        HTTP_REDIRECT_PORT: String(redirectPort),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        AUTH_SECRET: TEST_AUTH_SECRET,
        DEV_LOGIN: "1",
        WEB_DIST: dist,
        RATE_LIMIT: "0",
        LOG_LEVEL: "warn"
      },
      https: { ca: certificate.cert },
      timeoutMs: 180_000
    })
    h2 = http2Fetch(certificate.cert)
  }, 240_000)
  afterAll(async () => {
    h2?.close()
    await server?.stop()
    certificate?.remove()
    rmSync(dist, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("answers the API over HTTP/2: sign-in, a profile with a photo (multipart), a dog, a walk's updates and its end", async () => {
    expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const { accessToken } = await api().call("login", { body: { name: "보안산책" } })
    const member = api(accessToken)
    const { profilePictureUrl } = await member.call("updateProfile", {
      part: { nickname: "보안산책", dateOfBirth: "1990-01-01", gender: "female", phoneNumber: "01012341234" },
      files: { profileImage: file(await jpegWithGps(), "me.jpg", "image/jpeg") }
    })
    const picture = await h2.fetch(new URL(profilePictureUrl!, server.origin))
    expect(picture.status).toBe(200)
    expect(picture.headers.get("content-type")).toMatch(/^image\//)
    const [breed] = await member.call("breeds", { query: {} })
    const dog = await member.call("addPet", {
      part: { breedId: breed!.id, name: "보리", dateOfBirth: "2020-01-01", gender: "male", weight: 6, neutering: true }
    })
    const started = await member.call("walkStart", { body: { dogs: [dog.petId], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng } })
    const t0 = started.startTime.getTime()
    // 30 fixes a second apart along 39 m east, after the start.
    const walkPaths = walkAlong(
      DEFAULT_MAP_CENTER,
      [
        [0, 0],
        [39, 0]
      ],
      t0,
      { speed: 1.3, everySeconds: 1 }
    )
      .slice(1)
      .map(toRoutePoint)
    const first = await member.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: walkPaths.slice(0, 15) } })
    const second = await member.call("walkUpdate", { body: { memberId: 0, walkId: started.walkId, walkPaths: walkPaths.slice(15) } })
    expect(second.totalDistance).toBeGreaterThan(first.totalDistance)
    const last = walkPaths.at(-1)!.location
    const ended = await member.call("walkEnd", { body: { memberId: 0, walkId: started.walkId, latitude: last.lat, longitude: last.lng } })
    expect(ended.route.length).toBeGreaterThanOrEqual(30)
    // A refused body is still a JSON 4xx over HTTP/2.
    const refused = await h2.fetch(`${server.origin}/api/walks/update`, {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` }
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toHaveProperty("message")
  }, 60_000)

  it("streams the unread flag over HTTP/2", async () => {
    const { accessToken } = await api().call("login", { body: { name: "보안알림" } })
    const { ticket } = await api(accessToken).call("notificationStreamTicket")
    const stream = await h2.fetch(`${server.origin}/api/notification/stream?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: "text/event-stream" } })
    expect(stream.status).toBe(200)
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/)
    const reader = stream.body!.getReader()
    let text = ""
    // Up to the end of the first event's data line (`retry:` comes first).
    while (!/data: [^\n]*\n/.test(text)) {
      const { value, done } = await reader.read()
      if (done) break
      text += Buffer.from(value).toString()
    }
    expect(text).toContain('data: {"unread":false}')
    await reader.cancel()
  })

  it("pays through the embedded sandbox, which the server reaches in-process under TLS", async () => {
    const { accessToken } = await api().call("login", { body: { name: "보안쇼핑" } })
    const member = api(accessToken)
    // Writes wait for a saved profile.
    await member.call("updateProfile", { part: { nickname: "보안쇼핑", dateOfBirth: "1990-03-04", gender: "female", phoneNumber: "01012345678" } })
    const { itemList } = await member.call("products", { query: { page: 1 } })
    const product = itemList[0]!
    await member.call("addToCart", { body: { productId: product.productId, quantity: 1 } })
    const { cartProducts } = await member.call("cart", {})
    const line = cartProducts[0]!
    const url = await member.call("paymentReadyMobile", {
      body: {
        orderItems: [{ cartItemId: line.cartId, productId: line.productId, productName: line.name, quantity: 1 }],
        totalAmount: line.price,
        address: "서울시 종로구 1",
        point: 0,
        recipientName: "김멍멍"
      }
    })
    // The sandbox's page, on this server's public (https) origin.
    expect(url).toMatch(new RegExp(`^${server.origin}/sandbox/kakaopay/pay/T[0-9a-f]{32}\\?platform=mobile$`))
    const page = await h2.fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("결제하기")
    // '결제하기' → the approval redirect → the server approves with the sandbox → the result page.
    const pressed = await h2.fetch(url, { method: "POST", body: new URLSearchParams({ action: "approve" }) })
    expect(pressed.status).toBe(303)
    const approval = new URL(pressed.headers.get("location")!)
    expect(approval.origin).toBe(server.origin)
    await pressed.body?.cancel()
    const approved = await h2.fetch(approval)
    expect(approved.status).toBe(302)
    expect(approved.headers.get("location")).toMatch(/\/shop\/payment\/complete/)
    await approved.body?.cancel()
    const [ordered] = await member.call("orderItems", { query: { page: 1 } })
    expect(ordered).toMatchObject({ productName: product.name, quantity: 1, isRefunded: false })
  }, 60_000)

  it("serves the web build's precompressed files over HTTP/2", async () => {
    const page = await h2.fetch(`${server.origin}/`, { headers: { "accept-encoding": "br, gzip" } })
    expect(page.status).toBe(200)
    expect(page.headers.get("content-encoding")).toBe("br")
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("멍멍워크")
    const script = await h2.fetch(`${server.origin}/assets/app-abc123.js`, { headers: { "accept-encoding": "br" } })
    expect(script.headers.get("content-encoding")).toBe("br")
    expect(script.headers.get("cache-control")).toContain("immutable")
    await script.body?.cancel()
  })

  it("still answers HTTP/1.1 over TLS, for clients without HTTP/2", async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const req = httpsRequest(`${server.origin}/api/health`, { ca: certificate.cert }, (res) => {
        let body = ""
        res.on("data", (d) => (body += d))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }))
      })
      req.once("error", reject)
      req.end()
    })
    expect(answer).toMatchObject({ status: 200, version: "1.1" })
    expect(JSON.parse(answer.body)).toHaveProperty("status")
  })

  it("tells browsers to come back over HTTPS only (Strict-Transport-Security) on every answer", async () => {
    for (const url of [`${server.origin}/`, `${server.origin}/api/health`, `${server.origin}/api/mypage`, `${server.origin}/assets/app-abc123.js`]) {
      const answer = await h2.fetch(url)
      expect(answer.headers.get("strict-transport-security"), url).toBe(HSTS)
      await answer.body?.cancel()
    }
  })

  it("sends plain HTTP on HTTP_REDIRECT_PORT to the same address over HTTPS (308), and refuses a request without a Host", async () => {
    const [port] = server.origin.split(":").slice(-1)
    for (const [method, pathAndQuery] of [
      ["GET", "/shop?category=FOOD"],
      ["POST", "/api/login"]
    ] as const) {
      const answer = await plainHttp(redirectPort, method, pathAndQuery)
      expect(answer.status).toBe(308)
      expect(answer.location).toBe(`https://127.0.0.1:${port}${pathAndQuery}`)
    }
    // HTTP/1.0 without a Host header: there is no address to send it to.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = netConnect(redirectPort, "127.0.0.1", () => socket.end("GET / HTTP/1.0\r\n\r\n"))
      let text = ""
      socket.on("data", (d) => (text += d))
      socket.on("end", () => resolve(text))
      socket.once("error", reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400/)
    expect(raw).toContain('"message"')
  })
})

/** A plain-HTTP request; its status and Location. */
const plainHttp = (port: number, method: string, pathAndQuery: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: pathAndQuery }, (res) => {
      res.resume()
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.once("error", reject)
    req.end()
  })

describe("HTTP to HTTPS redirect", () => {
  let listener: Server
  let port: number
  beforeAll(async () => {
    listener = createHttpServer(redirectToHttps({ publicUrl: "https://mungwalk.example/app", httpsPort: () => 8443 }))
    port = await freePort()
    await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve))
  })
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())))

  it("goes to PUBLIC_URL's origin when it is https (a port mapped in front), keeping the path and query", async () => {
    expect(await plainHttp(port, "GET", "/post/1/7?x=1")).toEqual({ status: 308, location: "https://mungwalk.example/post/1/7?x=1" })
  })
})

describe("TLS configuration", () => {
  it("needs both files, and refuses a missing file or a key of another certificate with the reason", () => {
    expect(loadConfig({}).tls).toBeUndefined()
    expect(() => loadConfig({ TLS_CERT_FILE: "/tmp/cert.pem" })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/)
    expect(() => loadConfig({ TLS_KEY_FILE: "/tmp/key.pem" })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/)
    expect(() => loadConfig({ HTTP_REDIRECT_PORT: "80" })).toThrow(/HTTP_REDIRECT_PORT .* together with TLS_CERT_FILE and TLS_KEY_FILE/)
    const withTls = { TLS_CERT_FILE: "/tmp/cert.pem", TLS_KEY_FILE: "/tmp/key.pem" }
    expect(loadConfig({ ...withTls, HTTP_REDIRECT_PORT: "80" }).tls?.httpRedirectPort).toBe(80)
    for (const bad of ["0", "http", "70000", "8.5"]) {
      expect(() => loadConfig({ ...withTls, HTTP_REDIRECT_PORT: bad })).toThrow(/HTTP_REDIRECT_PORT must be a port number/)
    }
    const one = createTestCertificate()
    const other = createTestCertificate()
    try {
      expect(loadConfig({ TLS_CERT_FILE: one.certFile, TLS_KEY_FILE: one.keyFile }).tls).toEqual({ certFile: one.certFile, keyFile: one.keyFile })
      expect(httpsServeOptions({ certFile: one.certFile, keyFile: one.keyFile }).serverOptions).toMatchObject({ allowHTTP1: true })
      expect(() => httpsServeOptions({ certFile: "/nonexistent/cert.pem", keyFile: one.keyFile })).toThrow(
        /TLS_CERT_FILE \/nonexistent\/cert\.pem cannot be read/
      )
      expect(() => httpsServeOptions({ certFile: one.certFile, keyFile: path.join(SERVER_DIR, "package.json") })).toThrow(/TLS_KEY_FILE .* is not a PEM file/)
      expect(() => httpsServeOptions({ certFile: one.certFile, keyFile: other.keyFile })).toThrow(/cannot be used together/)
    } finally {
      one.remove()
      other.remove()
    }
  })
})
