// `npm test`: installs, builds, and runs every test project (unit, model-based, server on PGlite and
// on a throwaway PostgreSQL, stories in Chromium, end-to-end in Chromium). Vitest writes a JSON report
// to .reports/vitest.json; the last line printed is `N passed, N failed`.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, rmSync } from "node:fs"
import path from "node:path"
import { installAndBuild, pnpmCommand, root, run } from "./lib.mjs"
import { summarize } from "./summary.mjs"

const problems = []
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
if (!existsSync(chromium)) problems.push(`Chromium not found at ${chromium} (apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM_PATH)`)
const pgBase = "/usr/lib/postgresql"
if (!process.env.PG_BIN && !existsSync(pgBase)) problems.push("PostgreSQL server binaries not found (apt-get install -y postgresql, or set PG_BIN)")
if (spawnSync("openssl", ["version"]).status !== 0)
  problems.push("openssl not found (apt-get install -y openssl): the HTTPS tests make a throwaway certificate with it")
if (problems.length) {
  console.error(`Missing prerequisites:\n- ${problems.join("\n- ")}`)
  console.log(summarize(null))
  process.exit(1)
}

await installAndBuild()
const reports = path.join(root, ".reports")
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const [cmd, pre] = pnpmCommand()
const code = await run(cmd, [
  ...pre,
  "exec",
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
  ...process.argv.slice(2)
])
console.log(summarize(path.join(reports, "vitest.json")))
process.exit(code)
