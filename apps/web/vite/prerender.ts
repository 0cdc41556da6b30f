/**
 * First paint without waiting for JS (issue 10; docs/ARCHITECTURE.md, "First paint"). Reads the
 * client bundle (chunk imports, file names; it edits no chunk), renders the app with React's
 * `react-dom/static` (`src/prerender.tsx`, bundled for Node with the app's plugins) and writes
 * `index.html` (the visitor's home, critical CSS inline), `pages/*.html` with `pages.json` (a
 * visitor's frame and "login needed" modal per guarded route), `shell.html` and `csp.json` (the
 * inline scripts' and styles' hashes). Every page's route script preloads, for a member only, the
 * start and the address's screen and starts its first calls.
 */
import { createHash } from "node:crypto"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import Beasties from "beasties"
import { build, type Plugin, type PluginOption, type Rollup } from "vite"

/** The attribute the inline script sets on `<html>` when a token is stored; `render.tsx` (its own copy of the name) removes it. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in"

/** What the home hides for a member until the app has drawn it: all but the banner; everything while a walk is stored. */
export const memberHomeRule = `html[${SIGNED_IN_ATTRIBUTE}] #main section:not([data-part=banner]),html[${SIGNED_IN_ATTRIBUTE}=walking] #main{display:none}`

/**
 * What `shell.html` (every address not prerendered: the sign-in's landing `/auth/success`, the
 * new member's `/auth/register`, `/login`, a member's page) shows until the app draws: the logo and
 * '멍멍워크를 여는 중…', faded in after 400 ms so a quick start never flashes it. `render.tsx` draws
 * over it (`createRoot`, never hydrating it: `SHELL_WAIT_ATTRIBUTE`).
 */
export const SHELL_WAIT_ATTRIBUTE = "data-shell-wait"

export const shellWaitMarkup = (logoSvg: string): string =>
  `<div ${SHELL_WAIT_ATTRIBUTE} role="status">${logoSvg.replace("<svg ", '<svg aria-hidden="true" width="56" height="56" ')}<span>멍멍워크를 여는 중…</span></div>`

/** Its look, before the app's stylesheet (the theme's background and muted text, as plain values). */
export const shellWaitStyle =
  `[${SHELL_WAIT_ATTRIBUTE}]{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;` +
  "background:#FFF9F3;color:#6B625B;font:15px/1.5 system-ui,-apple-system,sans-serif;animation:shell-in 300ms 400ms both}" +
  `[${SHELL_WAIT_ATTRIBUTE}] svg{animation:shell-pulse 1.4s 700ms ease-in-out infinite}` +
  "@keyframes shell-in{from{opacity:0}to{opacity:1}}@keyframes shell-pulse{50%{transform:scale(.9)}}" +
  `@media (prefers-reduced-motion:reduce){[${SHELL_WAIT_ATTRIBUTE}] svg{animation:none}}`

/** An empty element right after the prerendered `#root`: the first frame waits until it is parsed (no half-drawn home). */
const PARSED_MARK = "root-parsed"

/** The file of the page prerendered for pattern `pattern` (`/post/1/:postId` → `pages/post-1-_postId.html`). */
export const guardedPageFile = (pattern: string): string => `pages/${pattern.slice(1).replaceAll("/", "-").replaceAll(":", "_")}.html`

/** An address the pattern matches, to render it at (`:param` → `1`). */
export const samplePath = (pattern: string): string => pattern.replace(/:[^/]+/g, "1")

/** A wouter pattern as a regular expression over the whole path (`:param` is one segment). */
export const patternSource = (pattern: string): string =>
  `^${pattern
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")}$`

/**
 * The pages' route script. With a stored token, the start's chunks and the first matching route's
 * are preloaded while the page parses (not one step after the other as the app starts), and the
 * screen's first API calls (`src/app/earlyCalls.ts`) start, left under `global` for the app's fetch.
 * Without one it does nothing: a visitor's page is drawn already, its code can come after.
 */
export const routePreloadScript = (
  rows: ReadonlyArray<readonly [pattern: string, files: ReadonlyArray<string>, calls: ReadonlyArray<string>]>,
  start: ReadonlyArray<string>,
  tokenKey: string,
  global: string
): string =>
  `(function(r,s,p){var t=null;try{t=localStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}` +
  `function f(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+f;document.head.appendChild(l)}` +
  `if(!t)return;s.forEach(f);` +
  `for(var i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;r[i][1].forEach(f);` +
  `if(r[i][2].length&&window.fetch)window[${JSON.stringify(global)}]=r[i][2].map(function(u){` +
  // A call that fails (offline) before the app takes it over is no unhandled rejection: the app's fetch still sees it fail.
  `var q=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t}});q.catch(function(){});return{url:u,token:t,response:q}});return}})(${JSON.stringify(rows)},${JSON.stringify(start)},location.pathname)`

/** The rules of `css` that style `page` (Beasties): the inline stylesheet keeps only what the prerendered markup uses. */
export const criticalCss = async (page: string, css: string): Promise<string> => {
  const beasties = new Beasties({ external: false, reduceInlineStyles: true, keyframes: "critical", fonts: false, compress: true, logLevel: "error" })
  // The page's own style elements out: Beasties merges styles into the first.
  const pruned = await beasties.process(page.replace(/<style>[\s\S]*?<\/style>/g, "").replace("</head>", `<style data-critical>${css}</style></head>`))
  return /<style data-critical[^>]*>([\s\S]*?)<\/style>/.exec(pruned)?.[1] ?? ""
}

/** The chunks `from` need before they run: themselves and their static imports, in depth-first order. */
export const staticClosure = (bundle: Rollup.OutputBundle, from: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>()
  const walk = (file: string) => {
    const chunk = bundle[file]
    if (seen.has(file) || chunk?.type !== "chunk") return
    seen.add(file)
    chunk.imports.forEach(walk)
  }
  from.forEach(walk)
  return [...seen]
}

/** The start: the entry (`main.tsx`), what it imports (`boot.tsx`) and what that imports (the start's steps), with their static imports. */
export const startFiles = (bundle: Rollup.OutputBundle): string[] => {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === "chunk")
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
  const dynamic = (files: ReadonlyArray<string>) => files.flatMap((f) => (bundle[f] as Rollup.OutputChunk).dynamicImports)
  const boot = dynamic(entries)
  return staticClosure(bundle, [...entries, ...boot, ...dynamic(boot)])
}

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

type PrerenderModule = typeof import("../src/prerender.tsx")

/** Bundles `src/prerender.tsx` for Node with the app's plugins (under `node_modules/.prerender`, for its externals) and imports it. */
const loadPrerenderModule = async (root: string, plugins: () => PluginOption[]): Promise<PrerenderModule> => {
  const outDir = path.join(root, "node_modules/.prerender")
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: plugins(),
    ssr: { noExternal: true },
    // One file (the screens' dynamic imports inlined), so it can go once imported.
    build: { ssr: "src/prerender.tsx", outDir, emptyOutDir: true, sourcemap: false, target: "node20", rolldownOptions: { output: { codeSplitting: false } } }
  })
  try {
    return (await import(`${pathToFileURL(path.join(outDir, "prerender.js")).href}?t=${Date.now()}`)) as PrerenderModule
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

export const prerender = (plugins: () => PluginOption[]): Plugin => {
  let root = ""
  return {
    name: "mungwalk:prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root
    },
    generateBundle: {
      // After Vite's own handlers: the one stylesheet is emitted in one of them.
      order: "post",
      async handler(_options, bundle) {
        const index = bundle["index.html"]
        if (index?.type !== "asset") return
        const html = String(index.source)
        const mod = await loadPrerenderModule(root, plugins)
        const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === "chunk")
        const start = startFiles(bundle)
        // The app's one stylesheet (`cssCodeSplit: false`), which Vite links in the page.
        const css = Object.values(bundle)
          .flatMap((o) => (o.type === "asset" && o.fileName.endsWith(".css") ? [String(o.source)] : []))
          .join("\n")
        if (!css) throw new Error("prerender: no stylesheet in the bundle")
        /** A screen's files (its chunk and its static imports) that the start does not bring. */
        const screenFiles = (module: string): string[] => {
          const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, module))
          if (!chunk) throw new Error(`prerender: no chunk for ${module}`)
          return staticClosure(bundle, [chunk.fileName]).filter((f) => !start.includes(f))
        }
        const calls = new Map(mod.earlyCallUrls())
        const routeScript = routePreloadScript(
          mod.routes.map((r) => [patternSource(r.path), screenFiles(r.module), calls.get(r.path) ?? []] as const),
          start.filter((f) => !html.includes(`/${f}"`)),
          mod.TOKEN_KEY,
          mod.EARLY_CALLS_GLOBAL
        )
        /** Vite's page with `extra` and the route script in its head. */
        const page = (extra = "") => html.replace("</head>", `  ${extra}<script>${routeScript}</script>\n  </head>`)
        const logo = readFileSync(path.join(root, "src/ui/logo.svg"), "utf8").trim()
        const shell = page(`<style>${shellWaitStyle}</style>\n    `).replace('<div id="root"></div>', () => `<div id="root">${shellWaitMarkup(logo)}</div>`)
        this.emitFile({ type: "asset", fileName: "shell.html", source: shell })

        // A signed-in browser is marked before the body is parsed: the visitor's screen stays hidden for it.
        const signedIn = `try{var s=localStorage;s.getItem(${JSON.stringify(mod.TOKEN_KEY)})&&document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}",s.getItem(${JSON.stringify(mod.WALK_KEY)})?"walking":"")}catch(e){}`
        // Their stylesheet does not hold up the first paint (its rules that the page uses are inline): `render.tsx` applies it.
        const prerendered = (body: string, style: string) =>
          page(`<link rel="expect" href="#${PARSED_MARK}" blocking="render">\n    <script>${signedIn}</script>\n    <style>${style}</style>\n    `)
            .replace('<html lang="ko">', `<html lang="ko" class="${mod.lightTheme}">`)
            .replace(/<link rel="stylesheet"/g, '<link rel="stylesheet" media="print"')
            .replace('<div id="root"></div>', () => `<div id="root">${body}</div><div id="${PARSED_MARK}" hidden></div>`)

        // One render at a time (each one's services are its own, but a render is a long task of its own anyway).
        const home = await mod.renderVisitorAt("/")
        if (home === null) throw new Error("prerender: a visitor's home navigates away")
        const homeStyle = `${await criticalCss(prerendered(home, ""), css)}\n${memberHomeRule}`
        index.source = prerendered(home, homeStyle)

        const guarded: Array<string | null> = []
        for (const route of mod.routes) {
          const body = route.auth ? await mod.renderVisitorAt(samplePath(route.path)) : null
          if (body !== null && !body.includes(`role="dialog"`)) throw new Error(`prerender: no "login needed" dialog for a visitor at ${route.path}`)
          guarded.push(body)
        }
        // The guarded pages share one critical stylesheet (one hash for the policy).
        const guardedStyle = `${await criticalCss(prerendered(guarded.filter(Boolean).join(""), ""), css)}\nhtml[${SIGNED_IN_ATTRIBUTE}] #main{display:none}`
        const rows = mod.routes.map((route, i) => {
          const body = guarded[i]
          if (!body) return [patternSource(route.path), null]
          const fileName = guardedPageFile(route.path)
          this.emitFile({ type: "asset", fileName, source: prerendered(body, guardedStyle) })
          return [patternSource(route.path), fileName]
        })
        this.emitFile({ type: "asset", fileName: "pages.json", source: `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n")}\n]\n` })
        const hashes = { "script-src": [sha256(signedIn), sha256(routeScript)], "style-src": [sha256(homeStyle), sha256(guardedStyle), sha256(shellWaitStyle)] }
        this.emitFile({ type: "asset", fileName: "csp.json", source: `${JSON.stringify(hashes, null, 2)}\n` })
      }
    }
  }
}
