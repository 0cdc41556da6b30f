/**
 * The web app's build: React, vanilla-extract, one chunk per screen (the routes table lazy-loads
 * them). `vite` serves on 5173 and proxies the API and uploads to the server on 8080.
 */
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { pwaPlugins } from "./pwa.ts"
import { precompress } from "./build/precompress.ts"
import { inlineEntry, prerenderHome } from "./build/prerender.ts"
import { startChunks } from "./build/startChunks.ts"
import { compileHints } from "./build/compileHints.ts"
import { collapseFacades } from "./build/collapseFacades.ts"

const root = fileURLToPath(new URL(".", import.meta.url))
const api = process.env.API_ORIGIN ?? "http://localhost:8080"

/** The plugins every build of the web code needs (the app, Storybook, the story tests). */
export const webPlugins = () => [react(), vanillaExtractPlugin()]

/**
 * The app is written against React's API and runs on Preact 11 through `preact/compat`
 * (docs/ARCHITECTURE.md, "Decisions"): the same components, hooks and `react-dom/client` calls,
 * about 55 KB gzip less JavaScript before the first screen and a much shorter start. Every build
 * that ships or prerenders the app resolves React's names to Preact's, including inside
 * dependencies (wouter, @xstate/react), so one runtime is ever loaded.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
  // ES modules instead of the CommonJS shims (`src/platform/syncExternalStore.ts` says why).
  { find: /^use-sync-external-store\/shim(\/index\.js|\/with-selector(\.js)?)?$/, replacement: fileURLToPath(new URL("./src/platform/syncExternalStore.ts", import.meta.url)) }
]

export default defineConfig({
  root,
  // Precompression belongs to the app build only (not Storybook): `.br` / `.gz` beside each asset.
  // `index.html` carries the visitor's home prerendered, its CSS inline and its chunks preloaded;
  // `shell.html` is the page for every other address (issue 10's first paint).
  plugins: [...webPlugins(), ...pwaPlugins(), startChunks(), collapseFacades(), compileHints(), prerenderHome(webPlugins, preactAliases), inlineEntry(), precompress()],
  resolve: { alias: preactAliases },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Maps are written for debugging but not referenced (no `//# sourceMappingURL`); the server
    // answers 404 for them unless SERVE_SOURCEMAPS=1.
    sourcemap: "hidden",
    // No polyfill in the entry: every browser the app supports knows `modulepreload` (Chrome 66,
    // Safari 17, Firefox 115); an older one ignores the links and fetches each module when imported.
    modulePreload: { polyfill: false }
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false }
    }
  },
  preview: { port: 4173 }
})
