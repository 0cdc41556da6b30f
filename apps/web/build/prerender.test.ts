import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { Rollup } from "vite"
import { criticalCss, guardedPageFile, inlineEntryScript, patternSource, preloadFilesFor, routePreloadScript, routeScreens, samplePath } from "./prerender.ts"

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
    for (const used of [".theme{", ":root{", "body{", ".card{padding:8px}", ".card.big{", ".link:focus-visible{", "@media (min-width:431px){.card{padding:16px}}"]) {
      expect(kept).toContain(used)
    }
    for (const unused of [".dialog", ".missing", ".sheet", "@keyframes spin", ".spinner"]) expect(kept).not.toContain(unused)
  })

  it("keeps nothing of a stylesheet the page does not use", async () => {
    expect(await criticalCss(page, ".other{color:red}")).toBe("")
  })
})

describe("the shell's route preload", () => {
  const table = readFileSync(new URL("../src/app/routes.tsx", import.meta.url), "utf8")

  it("reads every row of the app's routes table: pattern, screen module and whether it needs a token", () => {
    const rows = routeScreens(table)
    expect(rows.length).toBe(table.match(/lazyScreen\(\(\) => import\(/g)!.length)
    expect(rows.filter((r) => !r.auth).map((r) => r.path)).toEqual(["/", "/login", "/auth/register", "/auth/success"])
    expect(rows.find((r) => r.path === "/shop")).toEqual({ path: "/shop", module: "/src/features/shop/ShopScreen.tsx", auth: true })
  })

  it("refuses a row it cannot read instead of preloading nothing for it", () => {
    expect(() => routeScreens(`  { path: "/x", screen: someOtherLoader, bar: top, bottomNav: true, auth: true }`)).toThrow(/reads differently/)
  })

  it("matches a path the way the router's patterns do", () => {
    const match = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path)
    expect(match("/mypage/dogprofile/:petId", "/mypage/dogprofile/12")).toBe(true)
    expect(match("/mypage/dogprofile/:petId", "/mypage/dogprofile/12/x")).toBe(false)
    expect(match("/post/1", "/post/12")).toBe(false)
    expect(match("/shop/item/", "/shop/item/")).toBe(true)
    expect(match("/shop/item/", "/shop/itemX")).toBe(false)
  })

  /** Runs the script in a page at `path` (with or without a stored token); answers the links it added and the calls it started. */
  const run = (script: string, path: string, token: string | null) => {
    const added: Array<{ rel: string; as?: string; href: string; crossOrigin: string }> = []
    const document = { createElement: () => ({}) as { rel: string; as?: string; href: string; crossOrigin: string }, head: { appendChild: (l: (typeof added)[number]) => added.push(l) } }
    const localStorage = { getItem: (k: string) => (k === "accessToken" ? token : null) }
    const window: Record<string, unknown> = {}
    const fetched: string[] = []
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      fetched.push(`${url} ${init.headers.Authorization}`)
      return Promise.resolve(`answer of ${url}`)
    }
    new Function("document", "localStorage", "location", "window", "fetch", script)(document, localStorage, { pathname: path }, Object.assign(window, { fetch }), fetch)
    return {
      links: added.map((l) => `${l.rel}${l.as ? `:${l.as}` : ""} ${l.href} ${l.crossOrigin === "" ? "cors" : "?"}`),
      fetched,
      left: window.early as Array<{ url: string; token: string; response: Promise<unknown> }> | undefined
    }
  }

  const script = routePreloadScript(
    [
      [patternSource("/post/1/:postId"), true, ["assets/PostDetail.js", "assets/post.css"], []],
      [patternSource("/login"), false, ["assets/Login.js"], []],
      [patternSource("/"), false, ["assets/Home.js"], ["/api/mypage/pets", "/api/quests"]],
      [patternSource("/post/:any/:postId"), true, ["assets/Never.js"], ["/api/never"]]
    ],
    "accessToken",
    "early"
  )

  it("preloads the first matching route's chunks and stylesheets, as the app's own loader will ask for them", () => {
    expect(run(script, "/post/1/7", "token").links).toEqual(["modulepreload /assets/PostDetail.js cors", "preload:style /assets/post.css cors"])
    expect(run(script, "/login", null).links).toEqual(["modulepreload /assets/Login.js cors"])
  })

  it("preloads nothing for a protected screen without a token, nor for an unknown address", () => {
    expect(run(script, "/post/1/7", null).links).toEqual([])
    expect(run(script, "/nowhere", "token").links).toEqual([])
  })

  it("starts a member's first calls of the matching route with the token and leaves them for the app; none without a token", async () => {
    const member = run(script, "/", "tok")
    expect(member.fetched).toEqual(["/api/mypage/pets Bearer tok", "/api/quests Bearer tok"])
    expect(member.left?.map((c) => [c.url, c.token])).toEqual([["/api/mypage/pets", "tok"], ["/api/quests", "tok"]])
    expect(await member.left![1]!.response).toBe("answer of /api/quests")
    const visitor = run(script, "/", null)
    expect(visitor.links).toEqual(["modulepreload /assets/Home.js cors"])
    expect(visitor.fetched).toEqual([])
    expect(visitor.left).toBeUndefined()
    expect(run(script, "/post/1/7", "tok").fetched).toEqual([])
  })
})

describe("the pages prerendered for a visitor at an address that needs a token", () => {
  const routes = routeScreens(readFileSync(new URL("../src/app/routes.tsx", import.meta.url), "utf8")).filter((r) => r.auth)

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

describe("preloadFilesFor", () => {
  const chunk = (fileName: string, more: Record<string, unknown>) =>
    ({ type: "chunk", fileName, imports: [], dynamicImports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, moduleIds: [], ...more })
  const bundle = Object.fromEntries(
    [
      chunk("assets/index.js", { isEntry: true, facadeModuleId: "/app/index.html", imports: ["assets/preload.js"], moduleIds: ["/app/src/main.tsx"] }),
      chunk("assets/preload.js", { moduleIds: ["vite/preload-helper.js"] }),
      chunk("assets/ShopScreen.js", { isDynamicEntry: true, facadeModuleId: "/app/src/features/shop/ShopScreen.tsx", imports: ["assets/ui.js", "assets/preload.js"], moduleIds: ["/app/src/features/shop/ShopScreen.tsx"] }),
      chunk("assets/ui.js", { moduleIds: ["/app/src/ui/Button.tsx"] }),
      // A start step whose facade `collapseFacades` dropped: only its group chunk holds the module.
      chunk("assets/wire.js", { imports: ["assets/effect.js"], moduleIds: ["/app/src/start/wire.ts", "/app/src/schema.ts"] }),
      chunk("assets/effect.js", { moduleIds: ["/node_modules/effect/Schema.js"] })
    ].map((c) => [c.fileName, c])
  ) as unknown as Rollup.OutputBundle

  it("preloads a screen's chunk and everything it imports, the entry's imports too (the page's entry script imports none)", () => {
    expect(preloadFilesFor(bundle, "/src/features/shop/ShopScreen.tsx")).toEqual(["assets/ShopScreen.js", "assets/ui.js", "assets/preload.js"])
  })

  it("finds a start step in the group chunk that holds it when it has no chunk of its own", () => {
    expect(preloadFilesFor(bundle, "/src/start/wire.ts")).toEqual(["assets/wire.js", "assets/effect.js"])
  })

  it("preloads nothing for a module no chunk holds", () => {
    expect(preloadFilesFor(bundle, "/src/start/session.ts")).toEqual([])
  })
})

describe("the entry's script in the page", () => {
  const html = `<head><title>t</title><script type="module" crossorigin src="/assets/index-abc12345.js"></script><link rel="modulepreload" crossorigin href="/assets/wire-def67890.js"><link rel="modulepreload" crossorigin href="/assets/boot-11112222.js"></head>`
  const helper = { type: "chunk", fileName: "assets/wire-def67890.js", isEntry: false, code: "", moduleIds: ["/app/src/start/wire.ts", "\0vite/preload-helper.js"] }
  const bundleWith = (code: string) =>
    ({
      "assets/index-abc12345.js": { type: "chunk", fileName: "assets/index-abc12345.js", isEntry: true, code },
      "assets/wire-def67890.js": helper,
      "assets/other-00000000.js": { ...helper, fileName: "assets/other-00000000.js", moduleIds: ["/app/src/other.ts"] }
    }) as unknown as Rollup.OutputBundle
  const listOf = (files: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`
  const entry = (files: string[]) =>
    `${listOf(files)}import{t as e}from"./wire-def67890.js";await new Promise(e=>requestAnimationFrame(()=>setTimeout(e,0))),await e(()=>import(\`./boot-11112222.js\`),__vite__mapDeps([0]));`

  it("is written into the page as a plain import of boot, its files preloaded by the page, with no import of the preload helper's chunk", () => {
    const { html: out, script, file } = inlineEntryScript(html, bundleWith(entry(["assets/boot-11112222.js", "assets/wire-def67890.js"])))
    expect(file).toBe("assets/index-abc12345.js")
    expect(script).toBe("await new Promise(e=>requestAnimationFrame(()=>setTimeout(e,0))),await import(`/assets/boot-11112222.js`);")
    expect(out).toBe(html.replace('<script type="module" crossorigin src="/assets/index-abc12345.js"></script>', `<script type="module">${script}</script>`))
    expect(out).not.toContain("index-abc12345.js")
  })

  it("leaves an entry that imports nothing as it is, its relative imports made absolute", () => {
    expect(inlineEntryScript(html, bundleWith("await import(`./boot-11112222.js`);")).script).toBe("await import(`/assets/boot-11112222.js`);")
  })

  it("fails the build when the helper's call did more than the page does", () => {
    expect(() => inlineEntryScript(html, bundleWith(entry(["assets/boot-11112222.js", "assets/boot-33334444.css"])))).toThrow(/waits for assets\/boot-33334444.css/)
    expect(() => inlineEntryScript(html, bundleWith(entry(["assets/boot-11112222.js", "assets/late-55556666.js"])))).toThrow(/does not preload/)
    expect(() => inlineEntryScript(html, bundleWith(`import{t as e}from"./other-00000000.js";e();`))).toThrow(/not the preload helper's chunk/)
    expect(() => inlineEntryScript(html, bundleWith(`import{t as e}from"./wire-def67890.js";await e(async()=>{await import("./boot-11112222.js")},[]);`))).toThrow(/other than as/)
    expect(() => inlineEntryScript(html, bundleWith(`import{t as e}from"./wire-def67890.js";console.log(1);`))).toThrow(/never calls it/)
  })

  it("fails the build on what it cannot write into a page", () => {
    expect(() => inlineEntryScript("<head></head>", bundleWith(""))).toThrow(/no <script/)
    expect(() => inlineEntryScript(html, bundleWith(`await import("../up.js")`))).toThrow(/relative import/)
    expect(() => inlineEntryScript(html, bundleWith(`const s="</script>"`))).toThrow(/<\/script/)
    expect(() => inlineEntryScript(html, {} as Rollup.OutputBundle)).toThrow(/not the entry chunk/)
  })
})
