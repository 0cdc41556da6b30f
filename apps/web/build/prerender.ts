/**
 * First paint without waiting for JS (issue 10). After the client bundle is generated, this
 * plugin
 * 1. keeps the plain page as `shell.html` — the page for every address without a page of its own
 *    (the server's and the service worker's fallback), whose first render depends on the device;
 * 2. bundles `src/prerender.tsx` for Node with the same plugins (vanilla-extract class names are
 *    the client's), renders the visitor's home and writes it into `index.html`'s `#root`, with the
 *    theme class on `<html>`; `main.tsx` hydrates it;
 * 3. renders, for each pattern of the routes table that needs a token, what a visitor sees there
 *    (the page's bars and the "login needed" modal) into `pages/<pattern>.html`, and lists the
 *    patterns in order with their page (or null) in `pages.json`, which the server follows;
 * 4. preloads the app's code and the renderer's stylesheet on every page (the entry, `main.tsx`,
 *    only waits for the first paint and imports `boot.tsx`, which imports `render.tsx`); `index.html` also preloads the home screen's
 *    chunks; the prerendered pages inline the CSS their markup uses (no render-blocking stylesheet
 *    request), `shell.html` links the app's;
 * 5. adds a tiny inline script that marks a signed-in browser (a token in storage) before the body
 *    is parsed, so a member never sees a visitor's screen while the app starts: the inline CSS
 *    hides the prerendered screen for them (the bars stay), and the route script, which preloads
 *    the address's screen and, for a member, starts its first API calls;
 * 6. writes `csp.json`: the hashes of the inline scripts and styles, which the server adds to its
 *    Content-Security-Policy (`script-src` / `style-src` stay `'self'` plus exactly these).
 */
import { createHash } from "node:crypto"
import { readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import Beasties from "beasties"
import { build, parseAst, type AliasOptions, type Plugin, type PluginOption, type Rollup } from "vite"
import { ROUTES_MODULE, START_STEPS } from "./startChunks.ts"
import { isModule } from "./modulePath.ts"

/** The attribute the inline script sets on `<html>` when a token is stored; `render.tsx` (its own copy of the name) removes it. */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in"

/** The file beside `index.html` the server reads for the inline script's and style's hashes. */
export const CSP_FILE = "csp.json"

/** What the home hides for a member until the app has drawn it: all but the banner; everything while a walk is stored. */
export const memberHomeRule =
  `html[${SIGNED_IN_ATTRIBUTE}] #main section:not([aria-roledescription=carousel]),html[${SIGNED_IN_ATTRIBUTE}=walking] #main{display:none}`

/** An empty element right after the prerendered `#root`: the first frame waits until it is parsed. */
const PARSED_MARK = "root-parsed"

/** The page of every address that has no page of its own (not `/`, not a guarded pattern's). */
export const SHELL_FILE = "shell.html"

/**
 * Beside `index.html`: the routes table's patterns in order, each with the page prerendered for a
 * visitor there (`pages/…html`) or null (`shell.html`). The server sends an address the page of the
 * first pattern it matches, as the router picks the screen.
 */
export const PAGES_FILE = "pages.json"

/** The folder of the pages prerendered for a visitor at an address that needs a token. */
const PAGES_DIR = "pages"

/** The file of the page prerendered for pattern `pattern` (`/post/1/:postId` → `pages/post-1-_postId.html`). */
export const guardedPageFile = (pattern: string): string =>
  `${PAGES_DIR}/${pattern.slice(1).split("/").map((seg) => seg.replace(/^:/, "_")).join("-")}.html`

/** An address the pattern matches, to render it at (`:param` → `1`; the guarded page shows none of the params). */
export const samplePath = (pattern: string): string => pattern.replace(/:[^/]+/g, "1")

const HOME_MODULE = "/src/features/home/HomeScreen.tsx"
/** The modules `boot.tsx` imports step by step, and itself: their chunks are the app's code every page preloads. */
const START_MODULES = START_STEPS.flatMap((step) => step.modules).filter((m) => m !== HOME_MODULE)

type OutputChunk = Rollup.OutputChunk
type OutputAsset = Rollup.OutputAsset

/**
 * The files to preload for the lazy chunk whose entry module ends with `moduleSuffix`: it and what
 * it imports statically (the routes table loads every screen with `import()`, so without the links
 * the home screen's chunk is only requested after the entry has been fetched and run). The entry's
 * own imports are no exception: its inline script in the page imports nothing (`inlineEntryScript`).
 */
export const preloadFilesFor = (bundle: Rollup.OutputBundle, moduleSuffix: string): string[] => {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk")
  const target =
    chunks.find((c) => c.isDynamicEntry && isModule(c.facadeModuleId, moduleSuffix)) ??
    // A start step whose one-line facade `collapseFacades` dropped: the group chunk that holds it.
    chunks.find((c) => c.moduleIds.some((id) => isModule(id, moduleSuffix)))
  if (!target) return []
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const reach = (start: ReadonlyArray<string>): Set<string> => {
    const seen = new Set<string>()
    const walk = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const dep of byFile.get(file)?.imports ?? []) walk(dep)
    }
    start.forEach(walk)
    return seen
  }
  return [...reach([target.fileName])]
}

/** One row of the routes table: its wouter pattern, the screen's module, whether it needs a token. */
export interface RouteScreen {
  readonly path: string
  readonly module: string
  readonly auth: boolean
}

/**
 * The rows of the routes table's source (`{ path: "/shop", screen: lazyScreen(() =>
 * import("../features/shop/ShopScreen.tsx"), …), …, auth: true }`). Throws when a row does not
 * read that way, so a reshaped table fails the build instead of silently preloading nothing.
 */
export const routeScreens = (source: string): RouteScreen[] => {
  const rows = source.split("\n").filter((line) => /^\s*\{ path: "/.test(line))
  return rows.map((line) => {
    const m = /\{ path: "([^"]+)", screen: lazyScreen\(\(\) => import\("\.\.\/([^"]+)"\)[^\n]*auth: (true|false) \}/.exec(line)
    if (!m) throw new Error(`prerender: a routes table row reads differently than expected: ${line.trim()}`)
    return { path: m[1]!, module: `/src/${m[2]!}`, auth: m[3] === "true" }
  })
}

/** A wouter pattern as a regular expression over the whole path (`:param` is one segment). */
export const patternSource = (pattern: string): string =>
  `^${pattern.split("/").map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`

/**
 * The pages' route script (inline, in every page): the first route matching the address (as the
 * router would) has its screen's chunks preloaded (`modulepreload`) and its stylesheets fetched
 * while the page parses, instead of after the app has started and rendered the routes table — one
 * round trip less before a screen's data calls. A protected screen is fetched only when a token is
 * stored (a visitor gets the sign-in prompt there, not the screen). With a token, the screen's
 * first API calls (`src/app/earlyCalls.ts`) are started too and left under `global` for the app's
 * fetch to take over (`src/platform/earlyCalls.ts`).
 */
export const routePreloadScript = (
  rows: ReadonlyArray<readonly [pattern: string, auth: boolean, files: ReadonlyArray<string>, calls: ReadonlyArray<string>]>,
  tokenKey: string,
  global: string
): string =>
  `(function(r,p){var t=null;try{t=localStorage.getItem(${JSON.stringify(tokenKey)})}catch(e){}` +
  `for(var i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;if(r[i][1]&&!t)return;` +
  `r[i][2].forEach(function(f){var l=document.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style"}else l.rel="modulepreload";` +
  `l.crossOrigin="";l.href="/"+f;document.head.appendChild(l)});` +
  `if(t&&r[i][3].length&&window.fetch)window[${JSON.stringify(global)}]=r[i][3].map(function(u){` +
  `return{url:u,token:t,response:fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t}})}});return}})(${JSON.stringify(rows)},location.pathname)`

/**
 * The entry's script written into the page instead of loaded from a file (issue 10): `main.tsx` is
 * small (it waits for the first paint and imports `boot.tsx`), and as a file it was one more
 * request every page makes before anything else can start — over a phone's HTTP/1.1, a round trip
 * on one of the six connections the start's files queue for. Its call of the preload helper becomes
 * a plain `import()` (`withoutPreloadHelper`), its imports are made absolute (an
 * inline module resolves them against the page's address, `/post/1`), and the build fails on a
 * relative specifier it did not rewrite or a `</script` in the code. Answers the page and the
 * script (its hash joins the policy's `script-src`) and the entry's file name, which no page loads
 * any more.
 */
export const inlineEntryScript = (html: string, bundle: Rollup.OutputBundle): { html: string; script: string; file: string } => {
  const tag = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/.exec(html)
  if (!tag) throw new Error("prerender: index.html has no <script type=\"module\" src> for the entry")
  const file = tag[1]!
  const chunk = bundle[file]
  if (chunk?.type !== "chunk" || !chunk.isEntry) throw new Error(`prerender: ${file} is not the entry chunk`)
  const dir = path.posix.dirname(chunk.fileName)
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!))
  const script = withoutPreloadHelper(chunk.code, bundle, dir, preloaded).replace(/(["'`])\.\/([\w.-]+\.js)\1/g, (_, quote: string, name: string) => `${quote}/${path.posix.join(dir, name)}${quote}`)
  if (/(["'`])\.{1,2}\//.test(script)) throw new Error(`prerender: ${file} has a relative import left after inlining`)
  if (/<\/script/i.test(script)) throw new Error(`prerender: ${file} contains "</script"`)
  return { html: html.replace(tag[0], () => `<script type="module">${script}</script>`), script, file }
}

/** Vite's preload helper's module. */
const PRELOAD_HELPER = "\0vite/preload-helper.js"

interface AstNode {
  readonly type: string
  readonly start: number
  readonly end: number
  readonly [key: string]: unknown
}

/** Every node of `node`'s tree, depth first. */
function* nodesOf(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child)
  } else if (node !== null && typeof node === "object" && typeof (node as AstNode).type === "string") {
    yield node as AstNode
    for (const [key, value] of Object.entries(node)) if (key !== "type") yield* nodesOf(value)
  }
}

/**
 * The entry's code with its `import("./boot.tsx")` made a plain `import()`. Vite writes each dynamic
 * import as a call of its preload helper with the files to fetch first, and the helper lives in the
 * `wire` chunk (`ENTRY_IMPORTS_STEP`): left as written, the page would import and evaluate that
 * chunk — Effect and the wire schemas — before the first paint. The call does nothing the page does
 * not: every page preloads the start's files (`preloaded`), and the build fails when a file of the
 * call's list is not among them or is a stylesheet (one the helper would have waited for).
 */
export const withoutPreloadHelper = (code: string, bundle: Rollup.OutputBundle, dir: string, preloaded: ReadonlySet<string>): string => {
  const program = parseAst(code, { lang: "js" }) as unknown as AstNode
  const all = [...nodesOf(program)]
  const imports = all.filter((n) => n.type === "ImportDeclaration")
  if (imports.length === 0) return code
  const helpers = new Set<string>()
  for (const declaration of imports) {
    const target = bundle[path.posix.join(dir, String((declaration.source as AstNode & { value: string }).value))]
    if (target?.type !== "chunk" || !target.moduleIds.includes(PRELOAD_HELPER)) {
      throw new Error(`prerender: the entry imports ${String((declaration.source as AstNode & { value: string }).value)}, which is not the preload helper's chunk`)
    }
    for (const specifier of declaration.specifiers as AstNode[]) helpers.add((specifier.local as AstNode & { name: string }).name)
  }
  /** A declaration taken out, with the line break after it. */
  const removal = (n: AstNode) => ({ start: n.start, end: code[n.end] === "\n" ? n.end + 1 : n.end, text: "" })
  const edits: Array<{ start: number; end: number; text: string }> = imports.map(removal)
  const lists = all.filter((n) => n.type === "VariableDeclaration" && (n.declarations as AstNode[]).some((d) => (d.id as AstNode & { name?: string }).name === "__vite__mapDeps"))
  for (const list of lists) {
    edits.push(removal(list))
    for (const literal of nodesOf(list)) {
      if (literal.type !== "Literal" || typeof literal.value !== "string") continue
      if (literal.value.endsWith(".css")) throw new Error(`prerender: the entry's import waits for ${literal.value}; boot's chunk is to have no CSS`)
      if (!preloaded.has(literal.value)) throw new Error(`prerender: the entry's import needs ${literal.value}, which the page does not preload`)
    }
  }
  let calls = 0
  for (const call of all) {
    if (call.type !== "CallExpression" || !helpers.has((call.callee as AstNode & { name?: string }).name ?? "")) continue
    const [factory] = call.arguments as AstNode[]
    const imported = factory?.type === "ArrowFunctionExpression" ? (factory.body as AstNode) : undefined
    if (imported?.type !== "ImportExpression") throw new Error("prerender: the entry calls the preload helper other than as `helper(() => import(…), files)`")
    edits.push({ start: call.start, end: call.end, text: code.slice(imported.start, imported.end) })
    calls += 1
  }
  if (calls === 0) throw new Error("prerender: the entry imports the preload helper but never calls it")
  let out = code
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

interface PrerenderModule {
  WALK_KEY: string
  earlyCallUrls(): Array<[pattern: string, urls: string[]]>
  EARLY_CALLS_GLOBAL: string
  renderVisitorHome(): Promise<string>
  renderVisitorAt(path: string): Promise<string | null>
  lightTheme: string
  TOKEN_KEY: string
}

/** Bundles `src/prerender.tsx` for Node under `<root>/node_modules/.prerender` (so its externals resolve) and imports it. */
const loadPrerenderModule = async (root: string, plugins: () => PluginOption[], alias: AliasOptions): Promise<PrerenderModule> => {
  const outDir = path.join(root, "node_modules/.prerender")
  await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    plugins: plugins(),
    // The client's runtime (the aliases), bundled in so that dependencies importing React get it too.
    resolve: { alias },
    ssr: { noExternal: true },
    build: { ssr: "src/prerender.tsx", outDir, emptyOutDir: true, sourcemap: false, target: "node20" }
  })
  return (await import(`${pathToFileURL(path.join(outDir, "prerender.js")).href}?t=${Date.now()}`)) as PrerenderModule
}

/**
 * The rules of `css` that style `page` (an HTML document): the inline stylesheet keeps only what
 * the prerendered markup uses (about a fifth of the app's and home's CSS), so the browser parses
 * and matches less before the first paint. Everything else arrives with the code: Vite's preload
 * helper links a chunk's CSS and waits for it before the chunk runs, so no screen React draws
 * is ever unstyled.
 */
export const criticalCss = async (page: string, css: string): Promise<string> => {
  const beasties = new Beasties({ external: false, reduceInlineStyles: true, keyframes: "critical", fonts: false, compress: true, logLevel: "error" })
  const marker = "data-mungwalk-critical"
  const pruned = await beasties.process(page.replace("</head>", `<style ${marker}>${css}</style></head>`))
  const match = new RegExp(`<style ${marker}[^>]*>([\\s\\S]*?)</style>`).exec(pruned)
  // Beasties removes a style element none of whose rules is used.
  return match?.[1] ?? ""
}

/** The CSS files a chunk and its static imports bring, in import order. */
const cssOf = (bundle: Rollup.OutputBundle, fileNames: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>()
  const css: string[] = []
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const chunk = bundle[file]
    if (chunk?.type !== "chunk") return
    chunk.imports.forEach(walk)
    for (const c of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(c)) css.push(c)
  }
  fileNames.forEach(walk)
  return css
}

export const prerenderHome = (plugins: () => PluginOption[], alias: AliasOptions): Plugin => {
  let root = ""
  return {
    name: "mungwalk:prerender-home",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const page = bundle["index.html"] as OutputAsset | undefined
      if (!page) return
      const html = String(page.source).replace(/\n\s*\n/g, "\n")
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk")
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
      // The entry (`main.tsx`) only waits for the first paint and imports `boot.tsx`: every page preloads the app's code.
      const bootFiles = [...new Set(START_MODULES.flatMap((m) => preloadFilesFor(bundle, m)))]
      const homeFiles = preloadFilesFor(bundle, HOME_MODULE).filter((f) => !bootFiles.includes(f))
      for (const m of [...START_MODULES, HOME_MODULE]) {
        if (preloadFilesFor(bundle, m).length === 0) throw new Error(`prerender: no lazy chunk for ${m}`)
      }
      const appCss = cssOf(bundle, [...entries, ...bootFiles])
      // Largest first: on a phone's HTTP/1.1 the start's files queue for six connections, and the
      // page can draw nothing before the last of them has arrived — a large one asked for last
      // (the renderer's) is what the page then waits for. The order they run in is the start's own.
      const size = (f: string) => (bundle[f]?.type === "chunk" ? (bundle[f] as OutputChunk).code.length : 0)
      const preloads = (files: ReadonlyArray<string>) =>
        [...files].sort((a, b) => size(b) - size(a)).map((f) => `  <link rel="modulepreload" crossorigin href="/${f}">\n`).join("")
      const stylePreloads = (files: ReadonlyArray<string>) => files.map((f) => `  <link rel="preload" as="style" crossorigin href="/${f}">\n`).join("")
      // Without Vite's own stylesheet links (their CSS is the app's, linked or inlined below) and
      // preload links (the entry's imports, which are the start's: preloaded below with the rest).
      const bare = html.replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, "")

      const mod = await loadPrerenderModule(root, plugins, alias)
      const routes = routeScreens(readFileSync(path.join(root, ROUTES_MODULE), "utf8"))
      const calls = new Map(mod.earlyCallUrls())
      for (const pattern of calls.keys()) {
        if (!routes.some((r) => r.path === pattern)) throw new Error(`prerender: early calls for ${pattern}, which is not in the routes table`)
      }
      const screens = routes.map((route) => {
        const files = preloadFilesFor(bundle, route.module).filter((f) => !bootFiles.includes(f))
        if (files.length === 0) throw new Error(`prerender: no lazy chunk for ${route.module} (route ${route.path})`)
        const css = cssOf(bundle, files).filter((f) => !appCss.includes(f))
        return [patternSource(route.path), route.auth, [...files, ...css], calls.get(route.path) ?? []] as const
      })
      const routeScript = routePreloadScript(screens, mod.TOKEN_KEY, mod.EARLY_CALLS_GLOBAL)
      const shell = bare.replace(
        "</head>",
        `${preloads(bootFiles)}${appCss.map((f) => `  <link rel="stylesheet" crossorigin href="/${f}">\n`).join("")}  <script>${routeScript}</script>\n</head>`
      )
      this.emitFile({ type: "asset", fileName: SHELL_FILE, source: shell })

      const markup = await mod.renderVisitorHome()
      // A visitor at an address that needs a token gets its frame and the "login needed" modal
      // drawn before the app runs (one page per pattern); a member there sees the frame at once
      // and the screen once the app has drawn it.
      // One at a time: the renderer keeps the component being rendered in module state.
      const guarded: Array<string | null> = []
      for (const route of routes) {
        const page = route.auth ? await mod.renderVisitorAt(samplePath(route.path)) : null
        if (page !== null && !page.includes(`role="dialog"`)) throw new Error(`prerender: no "login needed" dialog for a visitor at ${route.path}`)
        guarded.push(page)
      }
      rmSync(path.join(root, "node_modules/.prerender"), { recursive: true, force: true })

      // A member's token is known before the body is parsed: the prerendered screen (a visitor's) stays
      // hidden for them — all of it ("walking") while a walk is stored, whose card the app puts first.
      const script = `try{var s=localStorage;s.getItem(${JSON.stringify(mod.TOKEN_KEY)})&&document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}",s.getItem(${JSON.stringify(mod.WALK_KEY)})?"walking":"")}catch(e){}`
      const withMarkup = (body: string) => {
        const out = bare
          .replace('<html lang="ko">', `<html lang="ko" class="${mod.lightTheme}">`)
          .replace('<div id="root"></div>', `<div id="root">${body}</div><div id="${PARSED_MARK}" hidden></div>`)
        if (!out.includes(body) || !out.includes(`class="${mod.lightTheme}"`)) throw new Error("prerender: index.html is not the expected template")
        return out
      }
      // The first frame waits for the whole screen (the mark after `#root` parsed): a slow phone's
      // parser otherwise yields mid-document and paints half a home whose later parts then push the
      // first ones about. The mark, not `#root` itself: Chromium lifts the block when the named
      // element is inserted, which for `#root` is before its content.
      const head = (style: string, extra: string) =>
        `</title>\n    <link rel="expect" href="#${PARSED_MARK}" blocking="render">\n    <script>${script}</script>\n    <style>${style}</style>${extra}`

      const home = withMarkup(markup)
      // A member sees the home's banner at once (the same for everyone, and the home's largest
      // paint), its other sections once the app has drawn the member's. `display: none`, not
      // `visibility: hidden`: the hidden sections then cost no layout either, and as they are the
      // last in the page the app adds the member's below the banner without moving anything.
      const homeCss = cssOf(bundle, [...entries, ...bootFiles, ...homeFiles]).map((f) => String((bundle[f] as OutputAsset).source)).join("\n")
      const style = `${await criticalCss(home, homeCss)}\n${memberHomeRule}`
      page.source = home.replace("</title>", head(style, `\n    <script>${routeScript}</script>`)).replace("</head>", `${stylePreloads(appCss)}${preloads([...bootFiles, ...homeFiles])}</head>`)

      // The guarded pages share one critical stylesheet (one hash for the policy): the rules any of
      // them uses. The modal is drawn inside `#main`, so a member there sees only the bars.
      const appCssText = appCss.map((f) => String((bundle[f] as OutputAsset).source)).join("\n")
      const guardedCss = await criticalCss(withMarkup(guarded.filter((b): b is string => b !== null).join("")), appCssText)
      const guardedStyle = `${guardedCss}\nhtml[${SIGNED_IN_ATTRIBUTE}] #main{display:none}`
      const manifest = routes.map((route, i) => {
        const body = guarded[i] ?? null
        if (body === null) return [patternSource(route.path), null] as const
        const fileName = guardedPageFile(route.path)
        this.emitFile({
          type: "asset",
          fileName,
          source: withMarkup(body).replace("</title>", head(guardedStyle, `\n    <script>${routeScript}</script>`)).replace("</head>", `${stylePreloads(appCss)}${preloads(bootFiles)}</head>`)
        })
        return [patternSource(route.path), fileName] as const
      })
      this.emitFile({ type: "asset", fileName: PAGES_FILE, source: `[\n${manifest.map((row) => `  ${JSON.stringify(row)}`).join(",\n")}\n]\n` })
      this.emitFile({
        type: "asset",
        fileName: CSP_FILE,
        source: `${JSON.stringify({ "script-src": [sha256(script), sha256(routeScript)], "style-src": [sha256(style), sha256(guardedStyle)] }, null, 2)}\n`
      })
    }
  }
}

/**
 * Writes the entry's script into every page (`inlineEntryScript`) and its hash into `csp.json`.
 * After the prerender, and after Vite's own pass has put the preload lists into the code (until
 * then a dynamic import's list is a placeholder): a `post` handler, as `compileHints`' is.
 */
export const inlineEntry = (): Plugin => ({
  name: "mungwalk:inline-entry",
  apply: "build",
  enforce: "post",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      const pages = Object.values(bundle).filter((o): o is OutputAsset => o.type === "asset" && o.fileName.endsWith(".html"))
      const policy = bundle[CSP_FILE] as OutputAsset | undefined
      if (!policy || pages.length === 0) return
      const inlined = pages.map((page) => {
        const entry = inlineEntryScript(String(page.source), bundle)
        page.source = entry.html
        return entry
      })
      const entry = inlined[0]!
      const hashes = JSON.parse(String(policy.source)) as Record<string, string[]>
      hashes["script-src"] = [...(hashes["script-src"] ?? []), sha256(entry.script)]
      policy.source = `${JSON.stringify(hashes, null, 2)}\n`
      delete bundle[entry.file]
      delete bundle[`${entry.file}.map`]
    }
  }
})
