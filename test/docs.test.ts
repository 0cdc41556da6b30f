/**
 * The documents name files that exist. Every repository path a document names — in backticks or as
 * a link target — must exist, so a rename or a removal that leaves a doc behind fails here.
 *
 * Which documents: README.md, docs/ARCHITECTURE.md, docs/benchmarks.md, docs/decisions/*.md, and
 * each package's CONTEXT.md and docs/*.md.
 *
 * What counts as a path (one backticked span without spaces, or a Markdown link target):
 * - it contains a `/` and either starts with a repository folder (`packages/`, `apps/`, `docs/`,
 *   `scripts/`, `test/`, `.storybook/`, `.ci/`), ends with a file extension (`.ts`, `.tsx`,
 *   `.mjs`, `.md`, `.json`, `.sql`, `.svg`, …) or ends with `/` (a folder; a one-segment folder
 *   such as `drizzle/` only in a package's documents); or
 * - it has no `/` and ends with a source extension (`.ts`, `.tsx`, `.mts`, `.mjs`, `.md`, `.sql`):
 *   a bare file name, which must be the name of some file in the document's package (the whole
 *   repository for the root documents);
 * - `@mungwalk/core/<folder>` names `packages/core/src/<folder>/index.ts`.
 * Not paths: addresses (`/api/…`, `http…`), placeholders and globs (`<feature>`, `{id}`, `*`, `…`),
 * build outputs (`dist/…`), runtime folders (`DATA_DIR/…`), MIME types and module specifiers
 * without an extension (`text/javascript`, `xstate/graph`).
 *
 * Where a relative path is looked for: the repository root and the document's folder; for a
 * package's documents also the package's root and its `src/`; for the root documents the root and
 * `src/` of every package. A link is resolved against the document's folder (Markdown's rule).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = path.resolve(import.meta.dirname, "..")
const PACKAGES = ["packages/core", "apps/web", "apps/server"]

/** Paths the documents name as gone (history in a decision record): they must stay gone. */
const GONE = ["apps/web/build/", "src/platform/syncExternalStore.ts"]

const TOP_FOLDERS = /^(?:packages|apps|docs|scripts|test|\.storybook|\.ci)\//
const FILE_EXT = /\.(?:ts|tsx|mts|mjs|js|md|json|sql|svg|css|html|yaml|yml)$/
const BARE_EXT = /^\w[\w.-]*\.(?:ts|tsx|mts|mjs|md|sql)$/
const NOT_A_PATH = /[\s<>{}*…$|?=,;()[\]'"\\]|^\/|^[a-z]+:|^\.\.\.|^#|^DATA_DIR|(?:^|\/)dist\//

const docs = (): string[] => {
  const list = ["README.md", "docs/ARCHITECTURE.md", "docs/benchmarks.md"]
  list.push(...mdIn("docs/decisions"))
  for (const pkg of PACKAGES) {
    if (existsSync(path.join(ROOT, pkg, "CONTEXT.md"))) list.push(`${pkg}/CONTEXT.md`)
    list.push(...mdIn(`${pkg}/docs`))
  }
  return list
}

const mdIn = (dir: string): string[] =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir))
        .filter((f) => f.endsWith(".md"))
        .sort()
        .map((f) => `${dir}/${f}`)
    : []

const packageOf = (doc: string): string | undefined => PACKAGES.find((p) => doc.startsWith(`${p}/`))

/** Every file name under `dir` (no node_modules, no build output). */
const fileNames = (dir: string, into = new Set<string>()): Set<string> => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist" || e.name === ".git" || e.name === "storybook-static") continue
    if (e.isDirectory()) fileNames(path.join(dir, e.name), into)
    else into.add(e.name)
  }
  return into
}

/** Backticked spans (code blocks left out) and link targets of a Markdown text. */
const namedIn = (markdown: string): { code: string[]; links: string[] } => {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, "")
  const code = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string)
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string)
  return { code, links }
}

/** Whether a backticked span names a repository path (see the header); `inPackage`: in a package's document. */
const isPath = (s: string, inPackage = true): boolean => {
  if (s.startsWith("@mungwalk/core/")) return !/[<>*]/.test(s)
  if (NOT_A_PATH.test(s)) return false
  if (!s.includes("/")) return BARE_EXT.test(s)
  if (TOP_FOLDERS.test(s) || FILE_EXT.test(s)) return true
  if (!s.endsWith("/")) return false
  // A one-segment folder (`drizzle/`) is a path only in a package's documents; in the root
  // documents it is a folder of something else (the data directory's `uploads/`).
  return inPackage || s.indexOf("/") < s.length - 1
}

const exists = (base: string, p: string) => existsSync(path.join(ROOT, base, p))

/** The problems of one document: `doc: path` for every named path that does not exist. */
const problemsOf = (doc: string, names: ReadonlyMap<string, Set<string>>): string[] => {
  const { code, links } = namedIn(readFileSync(path.join(ROOT, doc), "utf8"))
  const dir = path.dirname(doc)
  const pkg = packageOf(doc)
  const bases = ["", dir, ...(pkg ? [pkg, `${pkg}/src`] : PACKAGES.flatMap((p) => [p, `${p}/src`]))]
  const problems: string[] = []
  for (const s of code.filter((c) => isPath(c, pkg !== undefined))) {
    if (GONE.includes(s)) {
      if (bases.some((b) => exists(b, s))) problems.push(`${doc}: ${s} (named as gone, but it exists)`)
      continue
    }
    if (s.startsWith("@mungwalk/core/")) {
      const folder = s.slice("@mungwalk/core/".length)
      if (!exists("packages/core/src", `${folder}/index.ts`) && folder !== "ports") problems.push(`${doc}: ${s}`)
    } else if (!s.includes("/")) {
      if (!names.get(pkg ?? "")?.has(s)) problems.push(`${doc}: ${s}`)
    } else if (!bases.some((b) => exists(b, s))) problems.push(`${doc}: ${s}`)
  }
  for (const l of links) {
    if (/^[a-z]+:/.test(l) || l.startsWith("#")) continue
    const target = l.split("#")[0] as string
    if (!exists(dir, target)) problems.push(`${doc}: link ${l}`)
  }
  return problems
}

describe("docs", () => {
  const names = new Map<string, Set<string>>([["", fileNames(ROOT)]])
  for (const p of PACKAGES) names.set(p, fileNames(path.join(ROOT, p)))

  it("name only paths that exist", () => {
    const all = docs()
    expect(all.length).toBeGreaterThan(8)
    expect(all.flatMap((d) => problemsOf(d, names))).toEqual([])
  })

  it("keep ARCHITECTURE.md a map: under 450 lines", () => {
    const lines = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8").split("\n").length
    expect(lines).toBeLessThan(450)
  })

  it("the path rule finds paths and leaves the rest", () => {
    expect(
      ["apps/web/src/app/routes.tsx", "services/shop/settle.ts", "src/features/map/", "walk.e2e.ts", "@mungwalk/core/resource", "drizzle/"].filter((s) =>
        isPath(s)
      )
    ).toHaveLength(6)
    expect(isPath("uploads/", false)).toBe(false)
    expect(
      [
        "/api/walks/update",
        "text/javascript",
        ".types.ts",
        "@mungwalk/core/<folder>",
        "xstate/graph",
        "src/<feature>/",
        "dist/main.mjs",
        "DATA_DIR/uploads",
        "pnpm exec biome lint .",
        "e2e/*.e2e.ts",
        "Asia/Seoul",
        "index.html"
      ].filter((s) => isPath(s))
    ).toEqual([])
    expect(namedIn("see `a/b.ts` and [x](../c.md)\n```\n`not/this.ts`\n```\n")).toEqual({ code: ["a/b.ts"], links: ["../c.md"] })
  })
})
