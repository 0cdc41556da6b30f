/**
 * Installability and offline (issue 12; docs/ARCHITECTURE.md, "Offline and installability"):
 * `appIcons()` renders the logo (`src/ui/logo.svg`) into the manifest's PNG icons with sharp (192,
 * 512, a 512 maskable one with the logo at 80 % on the brand colour, the 180 px Apple touch icon);
 * `pwa()` is vite-plugin-pwa with Workbox `generateSW` (`registerType: 'prompt'`).
 */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import type { Plugin } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { BRAND_COLOURS } from "../src/ui/brandColours.ts"

const LOGO = fileURLToPath(new URL("../src/ui/logo.svg", import.meta.url))

/** The icons the build emits: file, size, and whether it is the full-bleed (maskable) kind. */
export const APP_ICONS = [
  { file: "icons/icon-192.png", size: 192, maskable: false },
  { file: "icons/icon-512.png", size: 512, maskable: false },
  { file: "icons/maskable-512.png", size: 512, maskable: true },
  { file: "icons/apple-touch-icon.png", size: 180, maskable: true }
] as const

/** Share of a maskable icon the logo takes: its paw then lies well inside the 80 % safe circle. */
const MASKABLE_LOGO_SCALE = 0.8

/** The logo at `size` px; a maskable icon has it at 80 % on the brand colour. */
const renderIcon = async (svg: Buffer, size: number, maskable: boolean): Promise<Buffer> => {
  const inner = maskable ? Math.round(size * MASKABLE_LOGO_SCALE) : size
  const logo = await sharp(svg, { density: 72 * (inner / 24) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  if (!maskable) return logo
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLOURS.brand } })
  return canvas
    .composite([{ input: logo, gravity: "centre" }])
    .png()
    .toBuffer()
}

/** Emits the icons into the build (the favicon is the logo itself, `index.html`'s `<link rel="icon">`). */
export const appIcons = (): Plugin => ({
  name: "mungwalk:app-icons",
  apply: "build",
  async generateBundle() {
    const svg = await readFile(LOGO)
    for (const icon of APP_ICONS) {
      this.emitFile({ type: "asset", fileName: icon.file, source: await renderIcon(svg, icon.size, icon.maskable) })
    }
  }
})

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
      icons: APP_ICONS.filter((i) => i.file !== "icons/apple-touch-icon.png").map((i) => ({
        src: `/${i.file}`,
        sizes: `${i.size}x${i.size}`,
        type: "image/png",
        purpose: i.maskable ? "maskable" : "any"
      })),
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

/** Both plugins, for the app's build (not Storybook's). */
export const pwaPlugins = (): Plugin[] => [appIcons(), ...pwa()]
