/**
 * Import cycles among the app's own modules: the relative imports of every source file (static
 * `import … from`, `export … from`, side-effect `import "…"`, literal `import("…")` and the files an
 * `import.meta.glob([...])` names — the routes table's screens) form a graph, and a depth-first search reports each cycle once, as the chain of files that closes it.
 * Used by `importCycles.test.ts`; no dependency beyond Node.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

const SOURCE = /\.(ts|tsx)$/
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g
const GLOB_CALL = /import\.meta\.glob(?:<[^(]*>)?\(\s*(\[[^\]]*\]|["'][^"']*["'])/g
const QUOTED = /["']([^"']+)["']/g

/** A glob (`*`, `**`, `{a,b}`) as a regular expression over absolute paths. */
const globRegex = (pattern: string): RegExp => {
  const segment = (part: string) =>
    part
      .replace(/[.+^$()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\{([^}]*)\}/g, (_, alternatives: string) => `(?:${alternatives.split(",").join("|")})`)
  return new RegExp(`^${pattern.split("**/").map(segment).join("(?:.*/)?")}$`)
}

/** The files under `root` an `import.meta.glob` in `from` names (its `!` patterns left out). */
const globbed = (from: string, text: string, files: ReadonlyArray<string>): string[] =>
  [...text.matchAll(GLOB_CALL)].flatMap((call) => {
    const patterns = [...(call[1] as string).matchAll(QUOTED)].map((q) => q[1] as string).filter((p) => /^!?\./.test(p))
    const absolute = (p: string) => globRegex(path.resolve(path.dirname(from), p))
    const include = patterns.filter((p) => !p.startsWith("!")).map(absolute)
    const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => absolute(p.slice(1)))
    return files.filter((f) => include.some((r) => r.test(f)) && !exclude.some((r) => r.test(f)))
  })

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(full) : SOURCE.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : []
  })

/** The file a relative specifier names (with or without its extension, or a folder's index). */
const resolve = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && SOURCE.test(c)) ?? null
}

/** Every source file under `root` with the files under `root` it imports. */
export const importGraph = (root: string): Map<string, string[]> => {
  const files = sourceFiles(root)
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, "utf8")
      const targets = [...text.matchAll(RELATIVE_IMPORT)].flatMap((m) => {
        const target = resolve(file, m[1] as string)
        return target?.startsWith(root) ? [target] : []
      })
      return [file, [...new Set([...targets, ...globbed(file, text, files)])]]
    })
  )
}

/** Each cycle as `a → b → … → a` (paths relative to `root`), found by a depth-first search. */
export const importCycles = (root: string): string[] => {
  const graph = importGraph(root)
  const done = new Set<string>()
  const cycles: string[] = []
  const visit = (file: string, stack: string[]): void => {
    const at = stack.indexOf(file)
    if (at >= 0) {
      cycles.push([...stack.slice(at), file].map((f) => path.relative(root, f)).join(" → "))
      return
    }
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) visit(next, [...stack, file])
    done.add(file)
  }
  for (const file of [...graph.keys()].sort()) visit(file, [])
  return cycles
}
