// `npm run bench`: installs and builds, then prints every benchmark figure — walk distance accuracy
// on noisy GPS tracks, what importing the built core costs in Node, gzipped JS per page, Lighthouse mobile medians per main route, the on-walk screen
// through a 2-hour walk (time per fix, heap, long tasks), and walk update latency with 50 and 200 concurrent walkers
// on PGlite and PostgreSQL, community list pages and notification fan-out on PostgreSQL, shop checkout
// throughput with counted negative balances and double refunds on PostgreSQL. Figures are printed, never asserted.
import { readdirSync, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { installAndBuild, pnpmCommand, root, run } from "./lib.mjs"

const { webBuildMs } = await installAndBuild()
// The web build's own code: its config and everything under apps/web/vite/ but the tests.
const web = path.join(root, "apps/web")
const buildFiles = [
  "vite.config.ts",
  ...readdirSync(path.join(web, "vite"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => `vite/${f}`)
]
const lines = buildFiles.map((f) => [f, readFileSync(path.join(web, f), "utf8").trimEnd().split("\n").length])
console.log("\n== The web build ==")
console.log(`npm run build (web): ${(webBuildMs / 1000).toFixed(1)} s on this machine (${os.cpus().length} cores)`)
console.log(`own build code: ${lines.reduce((n, [, l]) => n + l, 0)} lines (${lines.map(([f, l]) => `${f} ${l}`).join(", ")}); target ≤ ~400`)
const [cmd, pre] = pnpmCommand()
const steps = [
  ["Walk distance on noisy GPS tracks", ["packages/core/bench/distance.ts"]],
  ["routeDistance cost per call", ["packages/core/bench/route-distance.ts"]],
  ["Importing the built @mungwalk/core in Node: modules loaded and time per entry", ["packages/core/bench/import-cost.mjs"]],
  ["JavaScript loaded per page (production build)", ["apps/web/bench/bundle-size.ts"]],
  ["Lighthouse 12 mobile, median of 5: /, /walk, /post/1, /shop as a visitor and signed in (production build)", ["apps/web/bench/lighthouse.ts"]],
  ["The same over HTTPS with HTTP/2, as a deployment phones reach (TLS_CERT_FILE on a throwaway certificate)", ["apps/web/bench/lighthouse.ts", "--https"]],
  [
    "The on-walk screen at hour two: 7,200 fixes at 4× CPU slowdown, on the map and on the fallback (main-thread time per fix, JS heap, long tasks)",
    ["apps/web/bench/onWalk.ts"]
  ],
  ["Walk update latency, saturated (every walker sends its next batch as soon as the last is answered)", ["apps/server/bench/walk-latency.ts"]],
  ["Walk update latency at the app's pace (a batch every 20 s per walker)", ["apps/server/bench/walk-latency.ts", "--pace-ms", "20000", "--rounds", "6"]],
  ["Community: post list page at 10k posts / 100k comments, notification fan-out with 200 streams (PostgreSQL)", ["apps/server/bench/community.ts"]],
  [
    "Shop: 100 members checking out at once, then refunding every line three times at once (PostgreSQL; counts negative balances and double refunds)",
    ["apps/server/bench/shop-checkout.ts"]
  ]
]
let failed = 0
for (const [title, args] of steps) {
  console.log(`\n== ${title} ==`)
  const code = await run(cmd, [...pre, "exec", "tsx", ...args])
  if (code !== 0) failed++
}
process.exit(failed ? 1 : 0)
