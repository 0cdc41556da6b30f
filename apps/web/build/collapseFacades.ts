/**
 * One file per step of the start, not two (issue 10).
 *
 * `startChunks` puts each step's module (`start/wire.ts`, `start/session.ts`, `app/services.tsx`,
 * `render.tsx`) and what it imports into a chunk of its own. Because other chunks import from that chunk too,
 * Rolldown writes a second, one-line chunk for the module's dynamic import — a facade that
 * re-exports the step's names from the group chunk (`export{t as warmCodecs}from"./wire-….js"`).
 * Rollup would rewrite the import to the group chunk instead; Rolldown keeps the facade
 * (rolldown/rolldown#9729). Each facade is one more request, preloaded by every page: over
 * HTTP/1.1 the start's files share six connections, and three requests fewer brought a member's
 * LCP down by up to ~0.15 s in Lighthouse's simulation (an A/B sitting; `/` and `/shop` hardly moved).
 *
 * Before Vite fills in the preload lists, this plugin rewrites each `import("./facade.js")` to
 * import the chunks the facade imports and build the same names from them
 * (`import("./wire-….js").then((m0)=>({"warmCodecs":m0["t"]}))`), drops the facade, and keeps the
 * hidden sourcemap of the rewritten chunk right. Vite then computes the preloads of the import from
 * the group chunk itself. The names are read once, when the import resolves; the start's steps
 * export functions, which never change. A facade it cannot read (anything but imports and
 * re-exports, `export *`, a namespace import), or one imported statically, is left as it is.
 */
import path from "node:path"
import remapping from "@jridgewell/remapping"
import MagicString from "magic-string"
import type { Plugin, Rollup } from "vite"

/** One name a facade exports: the chunk it comes from (as the facade imports it) and its name there. */
export interface FacadeExport {
  readonly name: string
  readonly from: string
  readonly local: string
}

/** What a facade chunk does: the chunks it imports, in order, and the names it re-exports. */
export interface Facade {
  readonly imports: ReadonlyArray<string>
  readonly exports: ReadonlyArray<FacadeExport>
}

const QUOTED = String.raw`["'\`]([^"'\`]+)["'\`]`
const IMPORT_BARE = new RegExp(String.raw`^import\s*${QUOTED}$`)
const FROM = new RegExp(String.raw`^(import|export)\s*\{([^}]*)\}\s*from\s*${QUOTED}$`)
const EXPORT_LOCAL = /^export\s*\{([^}]*)\}$/

/** `a as b, c` → [["a", "b"], ["c", "c"]]; null when a specifier reads otherwise. */
const specifiers = (list: string): Array<[string, string]> | null => {
  const out: Array<[string, string]> = []
  for (const part of list.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part)
    if (!m) return null
    out.push([m[1]!, m[2] ?? m[1]!])
  }
  return out
}

/**
 * Reads a chunk that only imports other chunks and re-exports their names, as Rolldown writes a
 * facade; null for a chunk with any code of its own or a statement it does not read.
 */
export const readFacade = (code: string): Facade | null => {
  const statements = code
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("//"))
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)
  if (statements.length === 0) return null
  const imports: string[] = []
  const exports: FacadeExport[] = []
  /** The facade's local names: what each import binds. */
  const locals = new Map<string, { from: string; local: string }>()
  const imported = (from: string) => {
    if (!imports.includes(from)) imports.push(from)
  }
  for (const statement of statements) {
    const bare = IMPORT_BARE.exec(statement)
    if (bare) {
      imported(bare[1]!)
      continue
    }
    const from = FROM.exec(statement)
    if (from) {
      const names = specifiers(from[2]!)
      if (!names) return null
      const source = from[3]!
      imported(source)
      for (const [theirs, ours] of names) {
        if (from[1] === "import") locals.set(ours, { from: source, local: theirs })
        else exports.push({ name: ours, from: source, local: theirs })
      }
      continue
    }
    const local = EXPORT_LOCAL.exec(statement)
    if (local) {
      const names = specifiers(local[1]!)
      if (!names) return null
      for (const [ours, name] of names) {
        const binding = locals.get(ours)
        if (!binding) return null
        exports.push({ name, ...binding })
      }
      continue
    }
    return null
  }
  return { imports, exports }
}

/** A relative specifier from one file of the bundle to another (`./wire-….js`). */
const specifierFrom = (importer: string, file: string): string => {
  const relative = path.posix.relative(path.posix.dirname(importer), file)
  return relative.startsWith(".") ? relative : `./${relative}`
}

/**
 * The expression that replaces `import("./facade.js")`: the facade's chunks imported, the one that
 * imports all the others statically last (Vite gives the preload list to the last import of a
 * wrapped call, and that chunk's list covers the others), and the facade's names built from them.
 */
export const replacementFor = (facade: Facade, ordered: ReadonlyArray<string>, specifierOf: (from: string) => string): string => {
  const index = (from: string) => ordered.indexOf(from)
  const names = facade.exports.map((e) => `${JSON.stringify(e.name)}:m${index(e.from)}[${JSON.stringify(e.local)}]`).join(",")
  const loads = ordered.map((from) => `import(${JSON.stringify(specifierOf(from))})`)
  const modules = ordered.map((_, i) => `m${i}`).join(",")
  return ordered.length === 1 ? `${loads[0]}.then((m0)=>({${names}}))` : `Promise.all([${loads.join(",")}]).then(([${modules}])=>({${names}}))`
}

type OutputChunk = Rollup.OutputChunk

/** Collapses the bundle's facades in place; answers the file names of the facades it dropped. */
export const collapseBundle = (bundle: Rollup.OutputBundle): string[] => {
  const chunks = () => Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk")
  const byFile = new Map(chunks().map((c) => [c.fileName, c]))
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true
    if (seen.has(from)) return false
    seen.add(from)
    return (byFile.get(from)?.imports ?? []).some((next) => reaches(next, to, seen))
  }
  const dropped: string[] = []
  for (const facade of chunks()) {
    if (!facade.isDynamicEntry || facade.isEntry || chunks().some((c) => c.imports.includes(facade.fileName))) continue
    const read = readFacade(facade.code)
    if (!read) continue
    const fileOf = (from: string) => path.posix.join(path.posix.dirname(facade.fileName), from)
    const files = read.imports.map(fileOf)
    if (!files.every((f) => byFile.has(f))) continue
    const last = files.find((f) => files.every((other) => reaches(f, other)))
    if (!last) continue
    const ordered = [...read.imports.filter((from) => fileOf(from) !== last), read.imports[files.indexOf(last)]!]
    const importers = chunks().filter((c) => c.dynamicImports.includes(facade.fileName))
    const edits = importers.map((importer) => {
      const specifier = specifierFrom(importer.fileName, facade.fileName).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      const call = new RegExp(String.raw`import\(\s*(["'\`])${specifier}\1\s*\)`, "g")
      const code = new MagicString(importer.code)
      const replacement = replacementFor(read, ordered, (from) => specifierFrom(importer.fileName, fileOf(from)))
      for (const m of importer.code.matchAll(call)) code.overwrite(m.index, m.index + m[0].length, replacement)
      return { importer, code }
    })
    // An importer whose call is written some other way would be left importing a deleted file.
    if (edits.some(({ code }) => !code.hasChanged())) continue
    for (const { importer, code } of edits) {
      importer.code = code.toString()
      importer.dynamicImports = [...new Set(importer.dynamicImports.flatMap((f) => (f === facade.fileName ? files : [f])))]
      if (importer.map) {
        const edit = code.generateDecodedMap({ source: importer.fileName, hires: "boundary" })
        const combined = remapping([edit as never, importer.map as never], () => null)
        const text = combined.toString()
        const map = Object.assign(combined, {
          file: importer.map.file,
          toUrl: () => `data:application/json;charset=utf-8;base64,${Buffer.from(text).toString("base64")}`
        })
        importer.map = map as unknown as typeof importer.map
        const asset = bundle[`${importer.fileName}.map`]
        if (asset?.type === "asset") asset.source = text
      }
    }
    delete bundle[facade.fileName]
    delete bundle[`${facade.fileName}.map`]
    byFile.delete(facade.fileName)
    dropped.push(facade.fileName)
  }
  return dropped
}

/**
 * Part of the hash of every chunk the rewrite can change (one that imports dynamically). The
 * rewrite runs after the hashes are computed; a rewritten chunk's content still follows from its
 * name (the facade's name hashes the facade, which names the chunks it imports), but only for one
 * version of the rewrite: a cached file of an earlier build must never be served under a name it
 * had with other content, so a change to what the rewrite writes changes this string.
 */
export const REWRITE_VERSION = "mungwalk:collapse-facades/1"

export const collapseFacades = (): Plugin => ({
  name: "mungwalk:collapse-facades",
  apply: "build",
  augmentChunkHash(chunk) {
    return chunk.dynamicImports.length > 0 ? REWRITE_VERSION : undefined
  },
  generateBundle: {
    // Before Vite's own pass, which turns each wrapped import's marker into its preload list.
    order: "pre",
    handler(_options, bundle) {
      collapseBundle(bundle)
    }
  }
})
