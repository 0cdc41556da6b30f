/**
 * V8's explicit compile hints for the code a page runs as it arrives (issue 10).
 *
 * V8 compiles a function only when it is first called, on the main thread, in whatever task calls
 * it. Nearly all of the start's code is called during the start: a trace of a member's `/shop`
 * (Chromium 156, unthrottled) had ~1,080 such compiles on the main thread, 63–143 ms in all,
 * spread over every task of the start (one of the reasons each was 20–40 ms). A file that begins
 * with the comment `//# allFunctionsCalledOnLoad` (Chrome 136+) has every function compiled at
 * once, on a background thread while the file streams in. With it the same trace had ~40
 * compiles left on the main thread, 5–7 ms. Other browsers ignore the comment.
 *
 * Compiling everything costs background time and memory for the functions that never run, so the
 * comment goes only on chunks whose every module runs on arrival: what the entry imports, and what
 * the start (`main.tsx`, `boot.tsx`) and the routes table (`app/routes.tsx`, a screen when it is
 * shown) import dynamically — each with what it imports statically. Code loaded on demand inside
 * a screen (Naver's map, the image tools) is left to V8's lazy compiling, but for MapLibre's chunk
 * (`RUN_WHOLE_WHEN_LOADED`).
 */
import type { Plugin } from "vite"
import { isModule } from "./modulePath.ts"

/** The comment (https://v8.dev/blog/explicit-compile-hints): on a line of its own, first in the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/** Modules whose dynamic imports run as soon as they are loaded: the start's steps, and the route's screen. */
export const ON_ARRIVAL_IMPORTERS: ReadonlyArray<string> = ["/src/main.tsx", "/src/boot.tsx", "/src/app/routes.tsx"]

export interface ImportGraph {
  readonly ids: Iterable<string>
  readonly entries: ReadonlyArray<string>
  imports(id: string): ReadonlyArray<string>
  dynamicImports(id: string): ReadonlyArray<string>
}

/**
 * The modules that run as a page arrives: the static-import closure of the entries and of every
 * module an `ON_ARRIVAL_IMPORTERS` module imports dynamically.
 */
export const onArrivalModules = (graph: ImportGraph, importers: ReadonlyArray<string> = ON_ARRIVAL_IMPORTERS): Set<string> => {
  const ids = [...graph.ids]
  const roots = [...graph.entries]
  for (const suffix of importers) {
    const importer = ids.find((id) => isModule(id, suffix))
    if (!importer) throw new Error(`compileHints: no module ${suffix}`)
    roots.push(importer, ...graph.dynamicImports(importer))
  }
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...graph.imports(id))
  }
  return seen
}

/**
 * Modules loaded on demand whose chunk is run as a whole as soon as it arrives: MapLibre's (the
 * map's library with it, ~1 MB). A screen loads it only to draw a map, which it then does at once,
 * and the map's start was its longest task: in Lighthouse A/B sittings (member `/walk`, the tile
 * host's stand-in, 3 runs each) MapLibre's long tasks went from 96–146 ms to 72–99 ms with the
 * comment, the median TBT from 46–124 ms to 32–75 ms. The cost is the background compiling and the
 * memory of the library's functions a map never calls, paid only where a map is drawn.
 */
export const RUN_WHOLE_WHEN_LOADED: ReadonlyArray<string> = ["/src/ui/map/MapLibreMap.tsx"]

/** Whether a chunk gets the comment: it has code, and every module of it runs on arrival. */
export const runsOnArrival = (moduleIds: ReadonlyArray<string>, onArrival: ReadonlySet<string>): boolean =>
  moduleIds.length > 0 && moduleIds.every((id) => onArrival.has(id))

/** Moves the comment from the second line to the first, where a one-line prologue pushed it. */
export const hintFirst = (code: string): string => {
  const line = `${COMPILE_HINT}\n`
  const secondLine = code.indexOf("\n") + 1
  if (secondLine === 0 || code.startsWith(line) || !code.startsWith(line, secondLine)) return code
  return `${line}${code.slice(0, secondLine)}${code.slice(secondLine + line.length)}`
}

export const compileHints = (): Plugin => {
  let onArrival = new Set<string>()
  return {
    name: "mungwalk:compile-hints",
    apply: "build",
    buildEnd(error) {
      if (error) return
      const ids = [...this.getModuleIds()]
      const info = (id: string) => this.getModuleInfo(id)
      onArrival = onArrivalModules({
        ids,
        // `index.html`; its script (`main.tsx`) is one of its static imports.
        entries: ids.filter((id) => info(id)?.isEntry),
        imports: (id) => info(id)?.importedIds ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? []
      })
    },
    outputOptions(options) {
      // After minifying, which would drop a comment; the files' names are hashed with it.
      const wholeWhenLoaded = (chunk: { facadeModuleId: string | null }) => RUN_WHOLE_WHEN_LOADED.some((m) => isModule(chunk.facadeModuleId, m))
      return { ...options, postBanner: (chunk) => (runsOnArrival(chunk.moduleIds, onArrival) || wholeWhenLoaded(chunk) ? COMPILE_HINT : "") }
    },
    generateBundle: {
      // Vite's own pass puts the preload helper's list (`__vite__mapDeps`, one line) above it in a
      // chunk that imports dynamically, and the comment must come first: the two lines swap. Neither
      // maps to a source, so the hidden sourcemap stays right.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = hintFirst(file.code)
        }
      }
    }
  }
}
