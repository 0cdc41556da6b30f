/**
 * Installability and offline (issue 12; docs/ARCHITECTURE.md, "Offline and installability"):
 * vite-plugin-pwa with Workbox `generateSW` (`registerType: 'prompt'`; `src/platform/serviceWorker.ts`
 * registers it). The manifest's icons are static files (`public/icons/`, drawn from `src/ui/logo.svg`:
 * 192 and 512 px, a 512 px maskable one with the logo at 80 % on the brand colour, the 180 px Apple touch icon).
 */
import { VitePWA } from "vite-plugin-pwa"
import { BRAND_COLOURS } from "../src/ui/brandColours.ts"

/** The map hosts whose tiles, glyphs and sprites are cached: the style's origin and `MAP_STYLE_ORIGINS` (not Naver's). */
const mapOrigins = (env: NodeJS.ProcessEnv): string[] => {
  const style = env.VITE_MAP_STYLE_URL ? new URL(env.VITE_MAP_STYLE_URL).origin : "https://tiles.openfreemap.org"
  const more = (env.MAP_STYLE_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean)
  return [...new Set([style, ...more])]
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export const pwa = (env: NodeJS.ProcessEnv = process.env) =>
  VitePWA({
    // Its defaults: generateSW, registerType "prompt", sw.js, manifest.webmanifest, outdated caches cleaned up.
    injectRegister: false,
    includeManifestIcons: false,
    // Its defaults stand too: start_url and scope "/", display "standalone".
    manifest: {
      id: "/",
      name: "멍멍워크",
      short_name: "멍멍워크",
      description: "강아지와 함께하는 산책 기록, 퀘스트, 커뮤니티",
      lang: "ko",
      orientation: "portrait",
      theme_color: BRAND_COLOURS.background,
      background_color: BRAND_COLOURS.background,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" }
      ],
      shortcuts: [
        { name: "산책 시작", short_name: "산책", url: "/walk", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
        { name: "퀘스트", short_name: "퀘스트", url: "/quest", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] }
      ]
    },
    workbox: {
      // The shell, every chunk, the CSS, the map worker, the icons; never source maps, the
      // precompressed copies, nor the pages prerendered for a visitor at an address that needs a
      // token (the worker answers every navigation with the shell).
      globPatterns: ["**/*.{html,js,mjs,css,svg,png,webp,woff2}"],
      globIgnores: ["**/*.map", "**/*.gz", "**/*.br", "pages/**"],
      // MapLibre's chunk is ~1 MB; it must be there offline for the walk's map.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      clientsClaim: true,
      // Any app address opens offline from the cached shell (`index.html`, the visitor's home, is
      // right for `/` only); never the server's own paths nor the sign-in pages (their address
      // carries the token; the server sends them `no-store`, which a cached shell would not keep).
      navigateFallback: "shell.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/auth\//, /^\/sandbox\//, /^\/sw\.js$/, /\/[^/?]+\.[^/?]+$/],
      // No route matches `/api/*`: the worker never answers an API call, nothing personal is cached.
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/uploads/"),
          handler: "CacheFirst",
          options: {
            cacheName: "uploads",
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] }
          }
        },
        {
          urlPattern: new RegExp(`^(?:${mapOrigins(env).map(escapeRegExp).join("|")})/`),
          handler: "CacheFirst",
          options: {
            cacheName: "map-tiles",
            expiration: { maxEntries: 1000, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] }
          }
        }
      ]
    }
  })
