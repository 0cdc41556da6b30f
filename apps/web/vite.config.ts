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
        // A file per step of the start (`boot.tsx`), each evaluated in a task of its own — and no
        // step's file imports a later step's, or importing it would evaluate both in one task (the
        // wire's file once imported the services', and with it React: one 430 ms task at 4×):
        // - `session`: the core's session, machines and xstate, with everything they import (the
        //   errors and the limits the wire schemas use too; a visitor's home uses them);
        // - `effect` and `wire`: Effect's own modules, then the wire schemas and the endpoint table
        //   (a member's start, or a visitor's first API call; a visitor's home never loads them);
        // - `react`: React's runtime and the libraries bound to it (they change less often than the
        //   app); `@xstate/react`'s xstate is the session's;
        // - `services`, `render`: the app's services, then the shell, each with what it imports.
        // Without groups, Rolldown gave a member's start ~22 small files, one per set of importers,
        // each a request of its own (six at a time over HTTP/1.1).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|use-isomorphic-layout-effect|@xstate[\\/]react)[\\/]/,
              includeDependenciesRecursively: false
            },
            { name: "effect", test: /node_modules[\\/]effect[\\/]/, includeDependenciesRecursively: false },
            {
              name: "wire",
              test: /packages[\\/]core[\\/]src[\\/](schema[\\/](?!constants)|api[\\/](endpoints|codec|request|warm)\.)/,
              includeDependenciesRecursively: false
            },
            // The preload helper stays apart: the entry imports it, and must not import a step with it
            // (the start runs after the first paint).
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
