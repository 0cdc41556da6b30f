// `npm run bench`: installs and builds, then prints every benchmark figure — walk distance accuracy
// on noisy GPS tracks, gzipped JS per page, and walk update latency with 50 and 200 concurrent walkers
// on PGlite and PostgreSQL. Figures are printed, never asserted.
import { installAndBuild, pnpmCommand, run } from "./lib.mjs"

await installAndBuild()
const [cmd, pre] = pnpmCommand()
const steps = [
  ["Walk distance on noisy GPS tracks", "packages/core/bench/distance.ts"],
  ["JavaScript loaded per page (production build)", "apps/web/bench/bundle-size.ts"],
  ["Walk update latency", "apps/server/bench/walk-latency.ts"]
]
let failed = 0
for (const [title, file] of steps) {
  console.log(`\n== ${title} ==`)
  const code = await run(cmd, [...pre, "exec", "tsx", file])
  if (code !== 0) failed++
}
process.exit(failed ? 1 : 0)
