import { describe, expect, it } from "vitest"
import type { Rollup } from "vite"
import { criticalCss, guardedPageFile, patternSource, routePreloadScript, samplePath, startFiles } from "./prerender.ts"

const page = `<!doctype html><html lang="ko" class="theme"><head><title>t</title></head><body><div id="root"><main id="main"><p class="card big">안녕</p><a class="link" href="/x">x</a></main></div></body></html>`

describe("criticalCss", () => {
  it("keeps the rules the page's markup uses and drops the rest", async () => {
    const css = [
      ".theme{--accent:#e8772e}",
      ":root{color-scheme:light}",
      "body{margin:0}",
      ".card{padding:8px}",
      ".card.big{font-size:20px}",
      ".link:focus-visible{outline:2px solid red}",
      ".dialog{position:fixed}",
      ".card .missing{color:red}",
      "@media (min-width:431px){.card{padding:16px}.sheet{bottom:0}}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
      ".spinner{animation:spin 1s}"
    ].join("\n")
    const kept = await criticalCss(page, css)
    for (const used of [
      ".theme{",
      ":root{",
      "body{",
      ".card{padding:8px}",
      ".card.big{",
      ".link:focus-visible{",
      "@media (min-width:431px){.card{padding:16px}}"
    ]) {
      expect(kept).toContain(used)
    }
    for (const unused of [".dialog", ".missing", ".sheet", "@keyframes spin", ".spinner"]) expect(kept).not.toContain(unused)
  })

  it("keeps nothing of a stylesheet the page does not use", async () => {
    expect(await criticalCss(page, ".other{color:red}")).toBe("")
  })
})

describe("the shell's route preload", () => {
  it("matches a path the way the router's patterns do", () => {
    const match = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path)
    expect(match("/mypage/dogprofile/:petId", "/mypage/dogprofile/12")).toBe(true)
    expect(match("/mypage/dogprofile/:petId", "/mypage/dogprofile/12/x")).toBe(false)
    expect(match("/post/1", "/post/12")).toBe(false)
    expect(match("/shop/item/", "/shop/item/")).toBe(true)
    expect(match("/shop/item/", "/shop/itemX")).toBe(false)
  })

  /** Runs the script in a page at `path` (with or without a stored token); answers the links it added and the calls it started. */
  const run = (
    script: string,
    path: string,
    token: string | null,
    answer: (url: string) => Promise<unknown> = (url) => Promise.resolve(`answer of ${url}`)
  ) => {
    const added: Array<{ rel: string; as?: string; href: string; crossOrigin: string }> = []
    const document = {
      createElement: () => ({}) as { rel: string; as?: string; href: string; crossOrigin: string },
      head: { appendChild: (l: (typeof added)[number]) => added.push(l) }
    }
    const localStorage = { getItem: (k: string) => (k === "accessToken" ? token : null) }
    const window: Record<string, unknown> = {}
    const fetched: string[] = []
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      fetched.push(`${url} ${init.headers.Authorization}`)
      return answer(url)
    }
    new Function("document", "localStorage", "location", "window", "fetch", script)(
      document,
      localStorage,
      { pathname: path },
      Object.assign(window, { fetch }),
      fetch
    )
    return {
      links: added.map((l) => `${l.rel}${l.as ? `:${l.as}` : ""} ${l.href} ${l.crossOrigin === "" ? "cors" : "?"}`),
      fetched,
      left: window.early as Array<{ url: string; token: string; response: Promise<unknown> }> | undefined
    }
  }

  const script = routePreloadScript(
    [
      [patternSource("/post/1/:postId"), ["assets/PostDetail.js", "assets/post.js"], []],
      [patternSource("/login"), ["assets/Login.js"], []],
      [patternSource("/"), ["assets/Home.js"], ["/api/mypage/pets", "/api/quests"]],
      [patternSource("/post/:any/:postId"), ["assets/Never.js"], ["/api/never"]]
    ],
    ["assets/boot.js", "assets/render.js"],
    "accessToken",
    "early"
  )

  it("with a token, preloads the start and the first matching route's chunks, as the app's own loader will ask for them", () => {
    expect(run(script, "/post/1/7", "token").links).toEqual([
      "modulepreload /assets/boot.js cors",
      "modulepreload /assets/render.js cors",
      "modulepreload /assets/PostDetail.js cors",
      "modulepreload /assets/post.js cors"
    ])
    expect(run(script, "/nowhere", "token").links).toEqual(["modulepreload /assets/boot.js cors", "modulepreload /assets/render.js cors"])
  })

  it("does nothing for a visitor: the page is drawn already, its code comes after", () => {
    expect(run(script, "/post/1/7", null).links).toEqual([])
    expect(run(script, "/login", null).links).toEqual([])
  })

  it("starts a member's first calls of the matching route with the token and leaves them for the app; none without a token", async () => {
    const member = run(script, "/", "tok")
    expect(member.fetched).toEqual(["/api/mypage/pets Bearer tok", "/api/quests Bearer tok"])
    expect(member.left?.map((c) => [c.url, c.token])).toEqual([
      ["/api/mypage/pets", "tok"],
      ["/api/quests", "tok"]
    ])
    expect(await member.left![1]!.response).toBe("answer of /api/quests")
    const visitor = run(script, "/", null)
    expect(visitor.fetched).toEqual([])
    expect(visitor.left).toBeUndefined()
    expect(run(script, "/post/1/7", "tok").fetched).toEqual([])
  })

  it("a first call that fails before the app takes it (offline) is no unhandled rejection, and still fails for the app", async () => {
    const offline = run(script, "/", "tok", () => Promise.reject(new TypeError("Failed to fetch")))
    // A turn of the event loop with nobody waiting on the answers yet (the app's code still loading).
    await new Promise((resolve) => setTimeout(resolve, 10))
    await expect(offline.left![0]!.response).rejects.toThrow("Failed to fetch")
  })
})

describe("the pages prerendered for a visitor at an address that needs a token", () => {
  // Patterns of the routes table's kinds: plain, nested, with a parameter, ending in a slash.
  const routes = [
    "/walk",
    "/walk/onwalk",
    "/post/1",
    "/post/1/:postId",
    "/mypage/dogprofile/:petId",
    "/mypage/dogprofile/update/:petId",
    "/shop/item/",
    "/shop/item/:id"
  ].map((path) => ({ path }))

  it("gives every pattern that needs a token its own file and an address it matches", () => {
    const files = routes.map((r) => guardedPageFile(r.path))
    expect(new Set(files).size).toBe(routes.length)
    expect(guardedPageFile("/post/1/:postId")).toBe("pages/post-1-_postId.html")
    expect(guardedPageFile("/shop/item/")).toBe("pages/shop-item-.html")
    for (const r of routes) {
      expect(guardedPageFile(r.path), r.path).toMatch(/^pages\/[\w-]+\.html$/)
      expect(new RegExp(patternSource(r.path)).test(samplePath(r.path)), r.path).toBe(true)
    }
    expect(samplePath("/mypage/dogprofile/update/:petId")).toBe("/mypage/dogprofile/update/1")
  })
})

describe("the start every page preloads", () => {
  const chunk = (fileName: string, more: Record<string, unknown>) => ({ type: "chunk", fileName, imports: [], dynamicImports: [], isEntry: false, ...more })
  const bundle = Object.fromEntries(
    [
      chunk("assets/index.js", { isEntry: true, imports: ["assets/preload-helper.js"], dynamicImports: ["assets/boot.js"] }),
      chunk("assets/preload-helper.js", {}),
      chunk("assets/boot.js", { dynamicImports: ["assets/wire.js", "assets/render.js"] }),
      chunk("assets/wire.js", { imports: ["assets/effect.js"] }),
      chunk("assets/effect.js", {}),
      chunk("assets/render.js", { imports: ["assets/react.js"], dynamicImports: ["assets/HomeScreen.js"] }),
      chunk("assets/react.js", {}),
      chunk("assets/HomeScreen.js", { imports: ["assets/react.js", "assets/home-only.js"] }),
      chunk("assets/home-only.js", {})
    ].map((c) => [c.fileName, c])
  ) as unknown as Rollup.OutputBundle

  it("is the entry, boot and the steps boot imports, with what each imports statically; not the screens the steps load later", () => {
    expect(startFiles(bundle).sort()).toEqual([
      "assets/boot.js",
      "assets/effect.js",
      "assets/index.js",
      "assets/preload-helper.js",
      "assets/react.js",
      "assets/render.js",
      "assets/wire.js"
    ])
  })
})
