// Builds the package for clients outside the workspace (`pnpm pack` runs it as `prepack`): ES modules and declaration
// files in dist/, one file per source module, so a client's bundler tree-shakes it and Node loads only what an entry
// imports. The workspace itself uses the sources (package.json "exports"); the packed manifest points at dist/
// ("publishConfig"). Decision: docs/decisions/0011-the-core-built-with-tsc.md.
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))
const dist = path.join(here, "dist")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

rmSync(dist, { recursive: true, force: true })
execFileSync(process.execPath, [tsc, "-p", path.join(here, "tsconfig.build.json")], { stdio: "inherit" })

// tsc rewrites "./x.ts" to "./x.js" in the JavaScript (rewriteRelativeImportExtensions) but not in declaration files.
const relativeTs = /((?:from|import)\s*\(?\s*")(\.\.?\/[^"]+)\.ts(")/g
let files = 0
for (const entry of readdirSync(dist, { recursive: true })) {
  if (!String(entry).endsWith(".d.ts")) continue
  const file = path.join(dist, String(entry))
  const text = readFileSync(file, "utf8")
  const rewritten = text.replace(relativeTs, "$1$2.js$3")
  if (rewritten !== text) writeFileSync(file, rewritten)
  files++
}
console.log(`built packages/core/dist (${files} declaration files)`)
