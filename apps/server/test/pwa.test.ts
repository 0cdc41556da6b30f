/**
 * The installable app's files (issue 12): the service worker and the manifest are revalidated on
 * every visit (a new deployment is found at once) and served with their own Content-Type; the
 * CSP lets the page register its same-origin worker and read its manifest, and still has no
 * `unsafe-eval`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, type TestServer } from "./helpers/app.ts"

describe("service worker and manifest", () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "mungwalk-pwa-"))
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>멍멍워크</title><div id=root></div>")
    writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})")
    writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify({ name: "멍멍워크", start_url: "/" }))
    mkdirSync(path.join(dist, "assets"))
    writeFileSync(path.join(dist, "assets", "index-abc.js"), "export {}")
    server = await createTestServer({ WEB_DIST: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it("/sw.js is JavaScript, never cached by HTTP, under the pages' CSP", async () => {
    const res = await server.request("/sw.js")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(res.headers.get("service-worker-allowed")).toBeNull()
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(await res.text()).toContain("addEventListener")
  })

  it("the manifest is application/manifest+json, never cached by HTTP", async () => {
    const res = await server.request("/manifest.webmanifest")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json(;|$)/)
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(await res.json()).toMatchObject({ name: "멍멍워크" })
  })

  it("the CSP allows the same-origin worker and manifest, and no eval", async () => {
    const csp = (await server.request("/")).headers.get("content-security-policy") ?? ""
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? ""
    expect(directive("worker-src").split(" ")).toContain("'self'")
    expect(directive("manifest-src")).toBe("manifest-src 'self'")
    expect(csp).not.toContain("unsafe-eval")
  })

  it("hashed assets stay immutable and app paths still get the shell", async () => {
    const asset = await server.request("/assets/index-abc.js")
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    const page = await server.request("/walk/onwalk")
    expect(page.status).toBe(200)
    // HTML is always revalidated (issue 10), so a new deployment's shell is found at once.
    expect(page.headers.get("cache-control")).toBe("no-cache")
    expect(await page.text()).toContain("<div id=root>")
  })
})
