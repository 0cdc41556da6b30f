// Bundles the server into dist/main.mjs and its worker into dist/liveDistance.worker.mjs (dependencies stay external; the core is bundled from source).
import { build } from "esbuild"
import { readFileSync } from "node:fs"

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"))
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith("@mungwalk/"))

await build({
  // The walk update's live-distance worker (`services/walks/liveDistance.ts`) is started from its own file.
  entryPoints: { main: "src/main.ts", "liveDistance.worker": "src/services/walks/liveDistance.worker.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, "effect", "effect/*"],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning"
})
console.log("built apps/server/dist/main.mjs and dist/liveDistance.worker.mjs")
