/**
 * What importing the built package costs a Node client: for the main entry and a few per-folder
 * entries of `packages/core/dist` (built first by `build.mjs`), the modules loaded (the core's own,
 * effect's, xstate's) and the time to import, the median of fresh `node` processes. Prints; never asserts.
 *
 *   node packages/core/bench/import-cost.mjs [--runs 9] [--no-build]
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"

const { values } = parseArgs({ options: { runs: { type: "string", default: "9" }, "no-build": { type: "boolean", default: false } } })
const runs = Math.max(1, Number(values.runs))
const core = path.resolve(import.meta.dirname, "..")
if (!values["no-build"]) execFileSync(process.execPath, [path.join(core, "build.mjs")], { stdio: "inherit" })

const ENTRIES = [
  ["@mungwalk/core", "dist/index.js"],
  ["@mungwalk/core/api", "dist/api/index.js"],
  ["@mungwalk/core/walk", "dist/walk/index.js"],
  ["@mungwalk/core/domain", "dist/domain/index.js"],
  ["@mungwalk/core/ports", "dist/ports.js"]
]

/** Counts every module a fresh process loads for the import (a load hook on the loader thread reports each URL). */
const COUNT = `
import { register } from "node:module"
import { MessageChannel } from "node:worker_threads"
const { port1, port2 } = new MessageChannel()
const urls = new Set()
port1.on("message", (u) => urls.add(u))
const hook = "let port; export function initialize(d) { port = d.port } export async function load(url, context, next) { port.postMessage(url); return next(url, context) }"
register("data:text/javascript," + encodeURIComponent(hook), import.meta.url, { data: { port: port2 }, transferList: [port2] })
await import(process.argv[1])
await new Promise((r) => setTimeout(r, 200))
port1.close()
const files = [...urls].filter((u) => u.startsWith("file:"))
const of = (name) => files.filter((u) => u.includes("/node_modules/" + name + "/") || u.includes("/node_modules/.pnpm/" + name + "@")).length
console.log(JSON.stringify({ modules: files.length, effect: of("effect"), xstate: of("xstate") }))
`
const TIME = "const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t)"

const node = (/** @type {string} */ script, /** @type {string} */ url) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", script, url], { cwd: core, encoding: "utf8" }).trim()
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

console.log(`Node ${process.version}; time: median of ${runs} fresh processes (the import alone, not Node's start)`)
console.log("| Entry | Modules loaded | of them effect | xstate | the core's own | Import (ms) |")
console.log("|---|---:|---:|---:|---:|---:|")
for (const [name, file] of ENTRIES) {
  const url = pathToFileURL(path.join(core, file)).href
  const counted = JSON.parse(node(COUNT, url))
  const times = Array.from({ length: runs }, () => Number(node(TIME, url)))
  const own = counted.modules - counted.effect - counted.xstate
  console.log(`| \`${name}\` | ${counted.modules} | ${counted.effect} | ${counted.xstate} | ${own} | ${median(times).toFixed(0)} |`)
}
