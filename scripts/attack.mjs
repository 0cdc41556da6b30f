// `npm run attack`: the attack suite (apps/server/test/attack.test.ts) on embedded PGlite, and on a
// throwaway PostgreSQL when its binaries are installed. Every call of the core's endpoint table is
// attacked with requests generated from its schemas; it prints tries / passes / findings per
// category and fails on any finding (a 5xx, a hostile value accepted, an unbounded error message).
import { existsSync } from "node:fs"
import { pnpmCommand, run } from "./lib.mjs"

const [cmd, pre] = pnpmCommand()
const projects = ["--project", "server-pglite"]
if (process.env.PG_BIN || existsSync("/usr/lib/postgresql")) projects.push("--project", "server-postgres")
const code = await run(cmd, [...pre, "exec", "vitest", "run", ...projects, "apps/server/test/attack.test.ts", ...process.argv.slice(2)])
process.exit(code)
