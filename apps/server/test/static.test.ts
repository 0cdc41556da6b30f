import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { acceptedEncodings, chooseEncoding } from "../src/http/compression.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember } from "./helpers/walkFixtures.ts"

const html = `<!doctype html><html><head><title>멍멍워크</title></head><body><div id="root"></div>${"<!-- pad -->".repeat(200)}</body></html>`
const js = `export const x = ${JSON.stringify("가나다".repeat(2000))};\n`
const css = `body{margin:0}${".a{color:red}".repeat(300)}`

/** A built-looking dist: index.html, a hashed script and style with .br/.gz siblings, a map, a small icon without siblings. */
const makeDist = (): string => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "mungwalk-dist-"))
  mkdirSync(path.join(dist, "assets"))
  const files: Record<string, string> = {
    "index.html": html,
    "assets/index-abc123.js": js,
    "assets/index-abc123.css": css,
    "assets/index-abc123.js.map": JSON.stringify({ version: 3, sources: ["secret.ts"] })
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text)
  for (const name of ["index.html", "assets/index-abc123.js", "assets/index-abc123.css"]) {
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(files[name]!))
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(files[name]!))
  }
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
  return dist
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe("Accept-Encoding negotiation", () => {
  it("prefers br, then gzip, then identity, honouring q-values and *", () => {
    const all = ["br", "gzip", "identity"] as const
    expect(chooseEncoding("gzip, deflate, br", all)).toBe("br")
    expect(chooseEncoding("gzip", all)).toBe("gzip")
    expect(chooseEncoding("br;q=0, gzip;q=0.5", all)).toBe("gzip")
    expect(chooseEncoding("", all)).toBe("identity")
    expect(chooseEncoding(undefined, all)).toBe("identity")
    expect(chooseEncoding("*", all)).toBe("br")
    expect(chooseEncoding("br", ["gzip", "identity"])).toBe("identity")
    expect([...acceptedEncodings("identity;q=0, gzip")].sort()).toEqual(["gzip"])
  })
})

describe("serving the web build", () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    dist = makeDist()
    server = await createTestServer({ WEB_DIST: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it("sends the brotli file to a client that accepts br, with Vary and the compressed length", async () => {
    const res = await server.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i)
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    const body = await bytes(res)
    expect(Number(res.headers.get("content-length"))).toBe(body.length)
    expect(body.length).toBeLessThan(Buffer.byteLength(js) / 5)
    expect(brotliDecompressSync(body).toString()).toBe(js)
  })

  it("sends gzip to a gzip-only client and the plain file to one that accepts neither", async () => {
    const gz = await server.request("/assets/index-abc123.css", { headers: { "Accept-Encoding": "gzip" } })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    expect(gz.headers.get("content-type")).toBe("text/css; charset=utf-8")
    const gzBody = await bytes(gz)
    expect(Number(gz.headers.get("content-length"))).toBe(gzBody.length)
    expect(gunzipSync(gzBody).toString()).toBe(css)

    const plain = await server.request("/assets/index-abc123.css", { headers: { "Accept-Encoding": "identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/i)
    expect((await bytes(plain)).toString()).toBe(css)
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(css))
  })

  it("serves HTML with no-cache, compressed, for / and for app paths", async () => {
    for (const p of ["/", "/walk/onwalk", "/index.html"]) {
      const res = await server.request(p, { headers: { "Accept-Encoding": "br" } })
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
      expect(res.headers.get("cache-control")).toBe("no-cache")
      expect(res.headers.get("content-encoding")).toBe("br")
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'")
      // Plain HTTP (no TLS_CERT_FILE): HSTS would be ignored, and is not sent (a proxy in front sends its own).
      expect(res.headers.get("strict-transport-security")).toBeNull()
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html)
    }
  })

  it("answers HEAD with the headers and no body", async () => {
    const res = await server.request("/assets/index-abc123.js", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-encoding")).toBe("gzip")
    expect(Number(res.headers.get("content-length"))).toBe(gzipSync(js).length)
    expect((await bytes(res)).length).toBe(0)
  })

  it("never serves sourcemaps, nor asks for precompressed files by name", async () => {
    expect((await server.request("/assets/index-abc123.js.map")).status).toBe(404)
    expect((await server.request("/assets/index-abc123.js.br")).status).toBe(404)
  })

  it("answers 404 for a missing asset instead of caching index.html as a script", async () => {
    const res = await server.request("/assets/gone-123.js")
    expect(res.status).toBe(404)
    expect(res.headers.get("cache-control")).not.toContain("immutable")
  })

  it("does not leave the build folder", async () => {
    for (const p of ["/..%2f..%2fetc%2fpasswd", "/assets/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const res = await server.request(p)
      const text = await res.text()
      expect(text).not.toContain("root:")
    }
  })

  it("serves a small file without siblings as it is, without Vary", async () => {
    const res = await server.request("/favicon.svg", { headers: { "Accept-Encoding": "br, gzip" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(res.headers.get("content-encoding")).toBeNull()
    expect(res.headers.get("cache-control")).toBe("no-cache")
  })

  it("answers 304 to a revalidation with the same ETag", async () => {
    const first = await server.request("/", { headers: { "Accept-Encoding": "br" } })
    const etag = first.headers.get("etag")!
    expect(etag).toBeTruthy()
    const again = await server.request("/", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } })
    expect(again.status).toBe(304)
  })
})

describe("sourcemaps behind SERVE_SOURCEMAPS=1", () => {
  it("serves *.map only when asked to", async () => {
    const dist = makeDist()
    const server = await createTestServer({ WEB_DIST: dist, SERVE_SOURCEMAPS: "1" })
    try {
      const res = await server.request("/assets/index-abc123.js.map")
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ version: 3, sources: ["secret.ts"] })
    } finally {
      await server.close()
      rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe("compressed JSON answers", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("compresses a JSON answer above 1 KiB with br or gzip, and leaves small ones alone", async () => {
    const member = await createMember(server, "압축")
    const auth = { authorization: `Bearer ${member.token}` }
    const path = "/api/mypage/pets/breeds"
    const plain = await server.request(path, { headers: { ...auth, "Accept-Encoding": "identity" } })
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/i)

    const br = await server.request(path, { headers: { ...auth, "Accept-Encoding": "gzip, br" } })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(br.headers.get("content-type")).toMatch(/^application\/json/)
    expect(br.headers.get("cache-control")).toBe("no-store")
    const brBody = await bytes(br)
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length)
    expect(brBody.length).toBeLessThan(Buffer.byteLength(text) / 2)
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(JSON.parse(text))

    const gz = await server.request(path, { headers: { ...auth, "Accept-Encoding": "gzip" } })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(JSON.parse(text))

    const small = await server.request("/api/health", { headers: { "Accept-Encoding": "br" } })
    expect(small.headers.get("content-encoding")).toBeNull()
    expect(await small.json()).toMatchObject({ status: "ok" })
  })

  it("never holds back the notification stream", async () => {
    const member = await createMember(server, "스트림")
    const { ticket } = await member.client.call("notificationStreamTicket")
    const controller = new AbortController()
    const res = await server.request(`/api/notification/stream?ticket=${encodeURIComponent(ticket)}`, {
      headers: { "Accept-Encoding": "br, gzip" },
      signal: controller.signal
    })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/)
    expect(res.headers.get("content-encoding")).toBeNull()
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    controller.abort()
    await reader.cancel().catch(() => undefined)
  })
})

describe("the prerendered home and the shell (issue 10's first paint)", () => {
  let server: TestServer
  let dist: string
  const home = `<!doctype html><html lang="ko"><head><script>mark()</script><style>p{color:red}</style></head><body><div id="root"><p>홈</p></div></body></html>`
  const shell = `<!doctype html><html lang="ko"><head></head><body><div id="root"></div></body></html>`
  const guarded = (what: string) => `<!doctype html><html lang="ko"><head></head><body><div id="root"><p>${what}: 로그인이 필요해요</p></div></body></html>`
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
  const directive = (res: Response, name: string) =>
    (res.headers.get("content-security-policy") ?? "")
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? []
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "mungwalk-dist-"))
    writeFileSync(path.join(dist, "index.html"), home)
    writeFileSync(path.join(dist, "shell.html"), shell)
    mkdirSync(path.join(dist, "pages"))
    writeFileSync(path.join(dist, "pages", "walk.html"), guarded("walk"))
    writeFileSync(path.join(dist, "pages", "post-1-_postId.html"), guarded("post"))
    writeFileSync(path.join(dist, "pages", "secret.txt"), "not a page")
    writeFileSync(
      path.join(dist, "pages.json"),
      JSON.stringify([
        ["^/$", null],
        ["^/walk/onwalk$", null],
        ["^/walk$", "pages/walk.html"],
        ["^/post/1/write$", null],
        ["^/post/1/[^/]+$", "pages/post-1-_postId.html"],
        ["^/shop$", "pages/missing.html"],
        ["^/escape$", "../index.html"],
        ["^/text$", "pages/secret.txt"],
        ["^/bad[$", "pages/walk.html"],
        "junk"
      ])
    )
    writeFileSync(path.join(dist, "csp.json"), JSON.stringify({ "script-src": [hash("mark()")], "style-src": [hash("p{color:red}")] }))
    server = await createTestServer({ WEB_DIST: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it("sends the prerendered index.html for / only, and shell.html for every other page address", async () => {
    expect(await (await server.request("/")).text()).toBe(home)
    expect(await (await server.request("/index.html")).text()).toBe(home)
    for (const p of ["/walk/onwalk", "/post/1", "/shop/item/3", "/nowhere"]) expect(await (await server.request(p)).text(), p).toBe(shell)
  })

  it("sends an address that needs a token the page prerendered for a visitor there: the first pattern of pages.json it matches decides", async () => {
    expect(await (await server.request("/walk")).text()).toBe(guarded("walk"))
    expect(await (await server.request("/post/1/42")).text()).toBe(guarded("post"))
    // An earlier row without a page wins, as in the router; a page that is missing, outside dist or not HTML, or a bad pattern, is the shell.
    for (const p of ["/post/1/write", "/shop", "/escape", "/text", "/bad["]) expect(await (await server.request(p)).text(), p).toBe(shell)
    const res = await server.request("/walk", { headers: { "accept-encoding": "br" } })
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
  })

  it("allows exactly the inline script and style of the build, by hash", async () => {
    const res = await server.request("/")
    expect(directive(res, "script-src")).toEqual(["'self'", hash("mark()")])
    expect(directive(res, "style-src")).toEqual(["'self'", hash("p{color:red}")])
    expect(directive(res, "script-src")).not.toContain("'unsafe-inline'")
  })

  it("follows a rebuild under the running server, and allows nothing inline from a broken csp.json", async () => {
    writeFileSync(path.join(dist, "csp.json"), JSON.stringify({ "script-src": [hash("other()")], "style-src": [] }))
    expect(directive(await server.request("/"), "script-src")).toEqual(["'self'", hash("other()")])
    writeFileSync(path.join(dist, "csp.json"), JSON.stringify({ "script-src": ["'unsafe-inline'"], "style-src": [] }))
    const res = await server.request("/")
    expect(res.status).toBe(200)
    expect(directive(res, "script-src")).toEqual(["'self'"])
    expect(directive(res, "style-src")).toEqual(["'self'"])
  })
})

const realDist = path.resolve(import.meta.dirname, "../../web/dist")
describe.skipIf(!existsSync(path.join(realDist, "index.html")))("the real web build", () => {
  /** The hashes of a page's inline `<script>`s or `<style>`s, as the policy names them. */
  const inline = (page: string, tag: string) =>
    [...page.matchAll(new RegExp(`<${tag}(?: type="module")?>([\\s\\S]*?)</${tag}>`, "g"))].map(
      (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`
    )
  it("has br and gz beside its scripts and styles, and no sourceMappingURL", () => {
    const assets = readdirSync(path.join(realDist, "assets"))
    const scripts = assets.filter((f) => /\.(js|css)$/.test(f) && readFileSync(path.join(realDist, "assets", f)).length >= 1024)
    expect(scripts.length).toBeGreaterThan(0)
    for (const f of scripts) {
      expect(assets).toContain(`${f}.br`)
      expect(assets).toContain(`${f}.gz`)
      if (f.endsWith(".js")) expect(readFileSync(path.join(realDist, "assets", f), "utf8")).not.toContain("sourceMappingURL")
    }
  })

  it("prerenders the visitor's home into index.html; the shell holds only its '여는 중' placeholder and its route script; every inline script and style is hashed in csp.json", () => {
    const index = readFileSync(path.join(realDist, "index.html"), "utf8")
    expect(index).toContain("로그인하고 우리 강아지와 산책을")
    expect(index).toMatch(/<html lang="ko" class="[^"]+">/)
    const hashes = JSON.parse(readFileSync(path.join(realDist, "csp.json"), "utf8")) as Record<string, string[]>
    const shell = readFileSync(path.join(realDist, "shell.html"), "utf8")
    // The home has the signed-in mark and the route script inline, the shell the route script; the
    // entry is Vite's script file.
    expect(new Set([...inline(index, "script"), ...inline(shell, "script")])).toEqual(new Set(hashes["script-src"]))
    expect(inline(index, "script")).toHaveLength(2)
    expect(index).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
    expect(inline(index, "style")).toEqual(hashes["style-src"]!.slice(0, 1))
    expect(inline(shell, "style")).toHaveLength(1)
    expect(hashes["style-src"]).toContain(inline(shell, "style")[0])
    expect(shell).toMatch(/<div id="root"><div data-shell-wait role="status">[\s\S]*?<\/div><\/div>/)
    expect(inline(shell, "script")).toHaveLength(1)
    expect(shell).toMatch(/<script>\(function\(r,s,p\)\{.*"\^\/shop\$",\["assets\/ShopScreen-[\w-]+\.js"/)
  })

  it("prerenders a page for a visitor at each address that needs a token (the bars and the login modal), under the policy's hashes", () => {
    const hashes = JSON.parse(readFileSync(path.join(realDist, "csp.json"), "utf8")) as Record<string, string[]>
    const rows = JSON.parse(readFileSync(path.join(realDist, "pages.json"), "utf8")) as Array<[string, string | null]>
    const pages = rows.filter((r): r is [string, string] => r[1] !== null)
    expect(pages.map((r) => r[0])).toEqual(expect.arrayContaining(["^/walk$", "^/post/1$", "^/shop$", "^/post/1/[^/]+$"]))
    // `/` is the home, and `/walk/onwalk` sends a visitor elsewhere as the app starts: no page of their own.
    expect(rows).toContainEqual(["^/$", null])
    expect(rows).toContainEqual(["^/walk/onwalk$", null])
    for (const [pattern, file] of pages) {
      const page = readFileSync(path.join(realDist, file), "utf8")
      expect(page, pattern).toContain("로그인이 필요해요")
      expect(page, pattern).toContain('role="dialog"')
      for (const h of inline(page, "script")) expect(hashes["script-src"], pattern).toContain(h)
      for (const h of inline(page, "style")) expect(hashes["style-src"], pattern).toContain(h)
    }
    // The bar is the page's own (the shop's back bar and title), the bottom bar shows where the visitor is.
    const shop = readFileSync(path.join(realDist, "pages/shop.html"), "utf8")
    expect(shop).toMatch(/<header [^>]*><button type="button" aria-label="뒤로 가기"[\s\S]*?<p class="[^"]+">쇼핑<\/p>/)
    expect(shop).toMatch(/<a data-state="active" aria-current="page" href="\/shop"/)
  })
})
