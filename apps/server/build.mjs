// Bundles the server into dist/main.mjs (dependencies stay external; the core is bundled from source).
import { build } from "esbuild"
import { readFileSync } from "node:fs"

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"))
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith("@mungwalk/"))

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, "effect", "effect/*"],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning"
})
console.log("built apps/server/dist/main.mjs")
