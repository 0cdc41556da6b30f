/**
 * The web app's build: React 19, vanilla-extract, one chunk per screen (the routes table lazy-loads
 * them), the prerendered pages (`vite/prerender.ts`), the service worker (`vite/pwa.ts`) and
 * precompressed copies (`vite/precompress.ts`). `vite` serves on 5173 and proxies the API and
 * uploads to the server on 8080.
 */
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { pwa } from "./vite/pwa.ts"
import { precompress } from "./vite/precompress.ts"
import { prerender } from "./vite/prerender.ts"

const root = fileURLToPath(new URL(".", import.meta.url))
const api = process.env.API_ORIGIN ?? "http://localhost:8080"

/** The plugins every build of the web code needs (the app, its prerender, Storybook, the story tests). */
export const webPlugins = () => [react(), vanillaExtractPlugin()]

export default defineConfig({
  root,
  plugins: [...webPlugins(), pwa(), prerender(webPlugins), precompress()],
  build: {
    target: "es2022",
    // Maps are written for debugging but not referenced; the server answers 404 for them unless SERVE_SOURCEMAPS=1.
    sourcemap: "hidden",
    // Every browser the app supports knows `modulepreload` (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    // One stylesheet: its rules keep one order, which the prerendered pages' inline critical rules
    // share (with a file per chunk, a later file's rules overrode the home's and the home moved).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React's runtime and the libraries bound to it in one file, apart from the app's (which
        // changes more often): one request instead of a small file for each set of importers.
        // Effect with the core's wire schemas and endpoint table in one file too: a member's start or
        // the first API call loads them together (a visitor's home, which calls nothing, never does).
        // Their few imports from elsewhere (the errors, the limits) stay where they are: the home uses them.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@xstate[\\/]react)[\\/]/ },
            {
              name: "wire",
              test: /node_modules[\\/]effect[\\/]|packages[\\/]core[\\/]src[\\/](schema[\\/](?!constants)|api[\\/](endpoints|codec|request|warm)\.)/,
              includeDependenciesRecursively: false
            },
            // The start's steps (`boot.tsx`), each with everything it imports that an earlier step did
            // not: one file per step (a member's first screen waited for ~22 small files, each a
            // request of its own, six at a time over HTTP/1.1), and each still runs in its own task
            // when `boot.tsx` imports it. The preload helper stays apart: the entry imports it, and must
            // not import a step with it (the start runs after the first paint).
            { name: "preload-helper", test: /preload-helper/ },
            { name: "session", test: /apps[\\/]web[\\/]src[\\/]start[\\/]session\.ts$/, includeDependenciesRecursively: true },
            { name: "services", test: /apps[\\/]web[\\/]src[\\/]app[\\/]services\.tsx$/, includeDependenciesRecursively: true },
            { name: "render", test: /apps[\\/]web[\\/]src[\\/]render\.tsx$/, includeDependenciesRecursively: true }
          ]
        }
      }
    }
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false }
    }
  }
})
