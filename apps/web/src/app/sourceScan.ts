/**
 * The source checks' one reader (`ui/colours.test.ts`, `ui/fontSizes.test.ts`,
 * `app/viewRules.test.ts`): which files they read and where a pattern matches in them.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** The files under `dir` (at any depth) whose names match `name`. */
export const sourceFiles = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(full, name) : name.test(e.name) ? [full] : []
  })

/** `file:line: match` for every match of `pattern` (a global pattern) in `files`, the file named relative to `root`. */
export const matchesIn = (root: string, files: ReadonlyArray<string>, pattern: RegExp): string[] =>
  files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => [...line.matchAll(pattern)].map((m) => `${path.relative(root, file)}:${i + 1}: ${m[0]}`))
  )
