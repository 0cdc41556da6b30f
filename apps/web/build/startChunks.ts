/**
 * Fewer, larger files for the start of the app (issue 10). Left to itself the bundler cuts the code
 * `/` needs into some two dozen chunks — every module shared by two screens becomes its own file —
 * and a phone on a slow network pays a round trip for each of those requests. This plugin groups
 * the start's code into one chunk per step of the start (`boot.tsx`), every page preloads them all:
 *
 * - `boot`: `boot.tsx` itself, which imports nothing statically (one small file, no stylesheet);
 * - `wire`: the core's endpoint table, its wire schemas and Effect (`start/wire.ts`), and Vite's
 *   preload helper (`ENTRY_IMPORTS_STEP`);
 * - `session`: the core's session, its machines and xstate (`start/session.ts`);
 * - `services`: the app's services and the browser ports (`app/services.tsx`), Preact;
 * - `render`: what `render.tsx` and the home screen add (the app's shell, the routes table, the
 *   home, the theme).
 *
 * Each step is a chunk of its own, so each is evaluated in a task of its own: a phone's start blocks
 * the page in several shorter pieces rather than one long one. The other screens are grouped one
 * chunk per feature (`screenGroups`) and import these.
 *
 * The groups are found from the module graph once it is complete (`buildEnd`), before the chunks
 * are formed: each is the static-import closure of its step's module, less the earlier steps'.
 */
import { parseAst, type Plugin } from "vite"
import { isModule } from "./modulePath.ts"

/**
 * The start's steps, in order: a group name, the modules (path suffixes) that start it, and those
 * of them that keep a chunk of their own (`apart`) rather than join the group's. `boot.tsx` does:
 * it awaits the later steps at its top level, and a chunk shared with code they import would be a
 * deadlock. The other steps' modules have no top-level await and are part of their group's chunk
 * (Rolldown writes a one-line chunk beside it for their dynamic import, which `collapseFacades`
 * removes).
 *
 * The home screen's code shares the shell's chunk (`render`, with the components), so that their
 * CSS is one file too: `index.html` inlines the rules the prerendered home uses, and the files
 * arrive after it. Were the home's CSS a file of its own, the moment between the two files would
 * put the components' rules after the home's overrides of them (equal specificity: the later
 * wins), and the home would move (a 4.5 px layout shift at 412 px) until the second file came.
 * The home screen's module itself stays apart: it is the routes table's lazy screen, which only
 * `/` preloads.
 */
export const START_STEPS: ReadonlyArray<{ readonly name: string; readonly modules: ReadonlyArray<string>; readonly apart?: ReadonlyArray<string> }> = [
  { name: "boot", modules: ["/src/boot.tsx"], apart: ["/src/boot.tsx"] },
  { name: "wire", modules: ["/src/start/wire.ts"] },
  { name: "session", modules: ["/src/start/session.ts"] },
  { name: "services", modules: ["/src/app/services.tsx"] },
  { name: "render", modules: ["/src/render.tsx", "/src/features/home/HomeScreen.tsx"], apart: ["/src/features/home/HomeScreen.tsx"] }
]

/** The routes table: its lazy screens are grouped by feature (`screenGroups`), and the prerender reads its rows. */
export const ROUTES_MODULE = "/src/app/routes.tsx"

/** The mark of modules no group takes (the entry, the steps' own modules). */
const OUTSIDE = ""

/**
 * The start step whose chunk also takes what the entry imports (Vite's preload helper): the first
 * chunk every start evaluates, so the helper is not a small file of its own. The entry's own call
 * of the helper is taken out of the page (`inlineEntryScript`), so `main.tsx` evaluates none of it
 * before the first paint. (Rolldown's runtime, its CommonJS interop, would be another small shared
 * file; the app's build has no CommonJS left at the start: `src/platform/syncExternalStore.ts`.)
 */
export const ENTRY_IMPORTS_STEP = "wire"

/** Every export of a module (an `import * as`, a side-effect import, anything not a barrel's named import). */
const ALL = "*"

type Wanted = ReadonlySet<string> | typeof ALL

/** One module's static imports and re-exports: the source as written and the names taken from it. */
interface Edge {
  readonly source: string
  readonly names: Wanted
  /** `export … from`: the names are re-exported as `as` (the same names unless renamed). */
  readonly reexport?: ReadonlyMap<string, string> | typeof ALL
}

interface ModuleFacts {
  readonly edges: ReadonlyArray<Edge>
  /** Only re-exports (`export … from`), like the core's `index.ts` files. */
  readonly barrel: boolean
  readonly exports: ReadonlyArray<string>
}

export interface ModuleGraph {
  readonly ids: Iterable<string>
  /** The build's entries (`main.tsx`). */
  readonly entries: ReadonlyArray<string>
  facts(id: string): ModuleFacts | null
  resolve(source: string, importer: string): string | null
}

/**
 * A walk along static imports and re-exports. Through a barrel it follows only the re-exports that
 * give a wanted name (so `import { x } from "@mungwalk/core"` brings `x`'s module, not the whole
 * core), each name once; a module with code of its own is handed to `enter`, which says whether to
 * go on to its imports.
 */
const staticWalk = (graph: ModuleGraph, enter: (id: string) => boolean): ((id: string, wanted: Wanted) => void) => {
  /** Names already followed through each barrel. */
  const throughBarrel = new Map<string, Set<string>>()
  const visit = (id: string, wanted: Wanted): void => {
    const facts = graph.facts(id)
    if (!facts) return
    if (facts.barrel) {
      const seen = throughBarrel.get(id) ?? new Set()
      throughBarrel.set(id, seen)
      const fresh = wanted === ALL ? (seen.has(ALL) ? [] : [ALL]) : [...wanted].filter((n) => !seen.has(n) && !seen.has(ALL))
      if (fresh.length === 0) return
      for (const n of fresh) seen.add(n)
      for (const edge of facts.edges) {
        const target = graph.resolve(edge.source, id)
        if (!target) continue
        if (fresh.includes(ALL)) {
          visit(target, edge.names)
        } else if (edge.reexport === ALL) {
          const provided = new Set(graph.facts(target)?.exports ?? [])
          const names = fresh.filter((n) => provided.has(n))
          if (names.length > 0) visit(target, new Set(names))
        } else if (edge.reexport) {
          const names = [...edge.reexport].filter(([, as]) => fresh.includes(as)).map(([local]) => local)
          if (names.length > 0) visit(target, names.includes(ALL) ? ALL : new Set(names))
        }
      }
      return
    }
    if (!enter(id)) return
    for (const edge of facts.edges) {
      const target = graph.resolve(edge.source, id)
      if (target) visit(target, edge.reexport ? ALL : edge.names)
    }
  }
  return visit
}

/** Visits the static imports of module `from` (not `from` itself) with `visit`. */
const visitImportsOf = (graph: ModuleGraph, from: string, visit: (id: string, wanted: Wanted) => void): void => {
  for (const edge of graph.facts(from)?.edges ?? []) {
    const target = graph.resolve(edge.source, from)
    if (target) visit(target, edge.reexport ? ALL : edge.names)
  }
}

/**
 * Which start step each module belongs to: the first step whose static-import closure holds it,
 * less what the entry imports and the steps' own modules.
 */
export const startGroups = (graph: ModuleGraph): Map<string, string> => {
  const ids = [...graph.ids]
  const groups = new Map<string, string>()
  let step = ""
  const visit = staticWalk(graph, (id) => {
    if (groups.has(id)) return false
    groups.set(id, step)
    return true
  })
  // What the entry imports (Vite's preload helper) is taken first, into `ENTRY_IMPORTS_STEP`'s
  // group. The modules a step keeps apart (`boot.tsx`, the home screen) are in no group.
  for (const entry of graph.entries) groups.set(entry, OUTSIDE)
  step = ENTRY_IMPORTS_STEP
  for (const entry of graph.entries) visitImportsOf(graph, entry, visit)
  const starts = START_STEPS.map((step) =>
    step.modules.map((module) => {
      const start = ids.find((id) => isModule(id, module))
      if (!start) throw new Error(`startChunks: no module ${module}`)
      return start
    })
  )
  const apart = (step: (typeof START_STEPS)[number], id: string) => step.apart?.some((m) => isModule(id, m)) === true
  START_STEPS.forEach((s, i) => {
    for (const start of starts[i]!) if (apart(s, start)) groups.set(start, OUTSIDE)
  })
  START_STEPS.forEach((s, i) => {
    step = s.name
    for (const start of starts[i]!) {
      if (!apart(s, start) && !groups.has(start)) groups.set(start, s.name)
      visitImportsOf(graph, start, visit)
    }
  })
  for (const [id, group] of groups) if (group === OUTSIDE) groups.delete(id)
  return groups
}

/** The most sharers a screen module is counted as having (more count as this many). */
const MAX_FEATURES = 12

/** The prefix of the groups of screen code that screens of several features share. */
export const SHARED_SCREENS_GROUP = "screens"

/** What names a module loaded on demand in a group's name: its file's name (`MapLibreMap`). */
const lazyName = (id: string): string => (id.replace(/\\/g, "/").split("/").pop() ?? id).replace(/\.[^.]*$/, "").replace(/[^\w]+/g, "_")

/** The feature a screen module belongs to: its folder under `src/features/`. */
export const featureOf = (id: string): string | null => /\/src\/features\/([^/]+)\//.exec(id.replace(/\\/g, "/"))?.[1] ?? null

/** The group of a screen module: its feature's, or the shared group of the features that reach it. */
export interface ScreenGroup {
  readonly name: string
  /** How many features and other on-demand modules reach the module (1: a feature's own). */
  readonly sharers: number
}

/**
 * One chunk per feature for the screens the routes table loads (issue 10). Left to itself the
 * bundler gives every set of screens that share a module a chunk of its own: a member's `/post/1`
 * fetched five scripts for its screen (the list, the scroll hook, the board, the row comparison,
 * the board's class names) and `/shop` five, each a round trip of its own on a phone's HTTP/1.1
 * connections. Here each module the screens reach by static imports (and the start did not take)
 * goes to the feature of the screens that reach it (`community`, `shop`, `walk`, …: their folder
 * under `src/features/`), or, when screens of several features reach it, to the group of exactly
 * those features (`screens-community-shop`: the paged list, the scroll hook). A screen's page then
 * loads its feature's chunk (every screen of the feature, so the next screen of it is already
 * there) and the shared chunks of the feature sets it belongs to. What a screen imports on demand
 * (the map, the picture tools) keeps its own chunk.
 */
export const screenGroups = (
  graph: ModuleGraph,
  screens: ReadonlyArray<string>,
  otherLazy: ReadonlyArray<string>,
  taken: ReadonlyMap<string, string>
): Map<string, ScreenGroup> => {
  const reached = (from: string): Set<string> => {
    const seen = new Set<string>()
    staticWalk(graph, (id) => {
      if (seen.has(id) || taken.has(id) || graph.entries.includes(id)) return false
      seen.add(id)
      return true
    })(from, ALL)
    return seen
  }
  // What other code loaded on demand imports too (the maps' projection, which the home's map loads
  // as well) is a group of those who share it, so that loading the map never brings a feature along.
  const reachers = new Map<string, Set<string>>()
  const reachedBy = (id: string, who: string) => reachers.set(id, (reachers.get(id) ?? new Set()).add(who))
  for (const screen of screens) {
    const feature = featureOf(screen)
    if (!feature || taken.has(screen)) continue
    for (const id of reached(screen)) reachedBy(id, feature)
  }
  for (const lazy of otherLazy) {
    const name = lazyName(lazy)
    for (const id of reached(lazy)) if (reachers.has(id)) reachedBy(id, name)
  }
  return new Map(
    [...reachers].map(([id, of]) => [id, { name: of.size === 1 ? [...of][0]! : [SHARED_SCREENS_GROUP, ...[...of].sort()].join("-"), sharers: Math.min(of.size, MAX_FEATURES) }])
  )
}

type Node = { type: string; [key: string]: unknown }
const nameOf = (n: unknown): string => {
  const node = n as { name?: string; value?: string }
  return node.name ?? String(node.value)
}

/** The static imports and re-exports of a module's code (its AST), and whether it only re-exports. */
export const factsOf = (program: { body: ReadonlyArray<Node> }, exports: ReadonlyArray<string>): ModuleFacts => {
  const edges: Edge[] = []
  let barrel = program.body.length > 0
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value
    if (node.type === "ImportDeclaration" && source) {
      barrel = false
      const specifiers = (node.specifiers as ReadonlyArray<Node>) ?? []
      const names = specifiers.length === 0 || specifiers.some((s) => s.type === "ImportNamespaceSpecifier")
        ? ALL
        : new Set(specifiers.map((s) => (s.type === "ImportDefaultSpecifier" ? "default" : nameOf(s.imported))))
      edges.push({ source, names })
    } else if (node.type === "ExportAllDeclaration" && source) {
      // `export * as ns from` gives one name, `ns`, which stands for everything of the source.
      edges.push({ source, names: ALL, reexport: node.exported ? new Map([[ALL, nameOf(node.exported)]]) : ALL })
    } else if (node.type === "ExportNamedDeclaration" && source) {
      const map = new Map(((node.specifiers as ReadonlyArray<Node>) ?? []).map((s) => [nameOf(s.local), nameOf(s.exported)] as const))
      edges.push({ source, names: new Set(map.keys()), reexport: map })
    } else {
      barrel = false
    }
  }
  return { edges, barrel, exports }
}

/** The facts of a module's code; code that is not JavaScript (a stylesheet) has no edges of its own. */
const parsedFacts = (code: string | null, exports: ReadonlyArray<string>): ModuleFacts => {
  try {
    if (code !== null) return factsOf(parseAst(code, { lang: "js" }) as unknown as { body: Node[] }, exports)
  } catch {
    // not JavaScript
  }
  return { edges: [], barrel: false, exports }
}

export const startChunks = (): Plugin => {
  let groups = new Map<string, string>()
  let screens = new Map<string, ScreenGroup>()
  return {
    name: "mungwalk:start-chunks",
    apply: "build",
    async buildEnd(error) {
      if (error) return
      const ids = [...this.getModuleIds()]
      const facts = new Map<string, ModuleFacts>()
      const resolved = new Map<string, string | null>()
      for (const id of ids) {
        const info = this.getModuleInfo(id)
        if (!info) continue
        const parsed = parsedFacts(info.code, info.exports ?? [])
        const targets = new Set<string>()
        for (const edge of parsed.edges) {
          const key = `${id}\0${edge.source}`
          if (!resolved.has(key)) resolved.set(key, (await this.resolve(edge.source, id))?.id ?? null)
          const target = resolved.get(key)
          if (target) targets.add(target)
        }
        // Imports the bundler added after the code was read (Vite's preload helper) count whole.
        const added = info.importedIds.filter((target) => !targets.has(target))
        for (const target of added) resolved.set(`${id}\0${target}`, target)
        facts.set(id, { ...parsed, edges: [...parsed.edges, ...added.map((target): Edge => ({ source: target, names: ALL }))] })
      }
      const graph: ModuleGraph = {
        ids,
        // An HTML entry's scripts (`index.html` → `main.tsx`) are entries too.
        entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry).flatMap((id) => (id.endsWith(".html") ? [id, ...(this.getModuleInfo(id)?.importedIds ?? [])] : [id])),
        facts: (id) => facts.get(id) ?? (this.getModuleInfo(id) ? { edges: [], barrel: false, exports: [] } : null),
        resolve: (source, importer) => resolved.get(`${importer}\0${source}`) ?? null
      }
      groups = startGroups(graph)
      // The routes table's lazy screens, less those a start step holds (the home).
      const routes = ids.find((id) => isModule(id, ROUTES_MODULE))
      if (!routes) throw new Error(`startChunks: no module ${ROUTES_MODULE}`)
      const inStart = (id: string) => START_STEPS.some((step) => step.modules.some((m) => isModule(id, m)))
      const lazyScreens = (this.getModuleInfo(routes)?.dynamicallyImportedIds ?? []).filter((id) => !inStart(id))
      const otherLazy = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))].filter(
        (id) => !lazyScreens.includes(id) && !inStart(id) && !graph.entries.includes(id)
      )
      screens = screenGroups(graph, lazyScreens, otherLazy, groups)
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            ...START_STEPS.map((step) => step.name).map((name, i, names) => ({
              name,
              priority: MAX_FEATURES + names.length - i,
              test: (id: string) => groups.get(id) === name
            })),
            // The screens' groups, the most shared first: a group takes its modules' dependencies
            // along, so a feature's group taken first would take the shared modules it imports.
            ...Array.from({ length: MAX_FEATURES }, (_, i) => MAX_FEATURES - i).map((sharers) => ({
              name: (id: string) => (screens.get(id)?.sharers === sharers ? screens.get(id)!.name : null),
              priority: sharers,
              test: (id: string) => screens.get(id)?.sharers === sharers
            }))
          ]
        }
      }
    }
  }
}
