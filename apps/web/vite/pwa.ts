/**
 * Installability and offline (issue 12), for `vite.config.ts`:
 *
 * - `appIcons()` renders the app's logo (`src/ui/logo.svg`, also the favicon) with sharp into the
 *   PNG icons the manifest names, at build time: 192 and 512 px ("any"), a 512 px maskable one
 *   (the logo at 80 % on the brand colour, so the paw stays inside the safe zone whatever mask the
 *   launcher applies) and the 180 px Apple touch icon.
 * - `pwa()` is vite-plugin-pwa with Workbox `generateSW`: the manifest (Korean name, theme colours
 *   from `BRAND_COLOURS`, standalone, shortcuts 산책 시작 and 퀘스트) and a service worker that
 *   precaches the shell and every chunk of the build, falls back to the cached `index.html` for
 *   navigations, caches uploaded images and map tiles at runtime with size limits, and never
 *   touches `/api/*`. `registerType: 'prompt'`: a new version waits until the member agrees
 *   (`src/platform/serviceWorker.ts`).
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

const renderIcon = async (svg: Buffer, size: number, maskable: boolean): Promise<Buffer> => {
  if (!maskable) return sharp(svg, { density: 72 * (size / 24) }).resize(size, size).png().toBuffer()
  const inner = Math.round(size * MASKABLE_LOGO_SCALE)
  const logo = await sharp(svg, { density: 72 * (inner / 24) }).resize(inner, inner).png().toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLOURS.brand } })
    .composite([{ input: logo, gravity: "centre" }])
    .png()
    .toBuffer()
}

/** An SVG as a `data:` URL (percent-encoding only what a URL or the attribute cannot hold). */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg.trim().replace(/"/g, "'").replace(/[\r\n%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`

/**
 * Emits the app icons into the build (not in development: nothing installs from `vite`), and
 * writes the favicon into the pages (`<link rel="icon" href="data:…">`, ~0.4 KB): a file of its
 * own was one more request every first visit makes while the app's code loads, and over a
 * phone's HTTP/1.1 it held one of the six connections the start's files need.
 */
export const appIcons = (): Plugin => ({
  name: "mungwalk:app-icons",
  apply: "build",
  transformIndexHtml: {
    order: "pre",
    async handler(html) {
      const icon = /(<link rel="icon" type="image\/svg\+xml" href=")\/src\/ui\/logo\.svg(")/
      if (!icon.test(html)) throw new Error("appIcons: index.html has no <link rel=\"icon\"> for src/ui/logo.svg")
      return html.replace(icon, `$1${svgDataUrl(await readFile(LOGO, "utf8"))}$2`)
    }
  },
  async generateBundle() {
    const svg = await readFile(LOGO)
    for (const icon of APP_ICONS) {
      this.emitFile({ type: "asset", fileName: icon.file, source: await renderIcon(svg, icon.size, icon.maskable) })
    }
  }
})

/**
 * The map hosts whose tiles, glyphs and sprites are cached: the style's origin
 * (`VITE_MAP_STYLE_URL`, default OpenFreeMap) and `MAP_STYLE_ORIGINS` (the hosts the server's CSP
 * allows). Naver's map images are not cached (its terms and opaque responses).
 */
const mapOrigins = (env: NodeJS.ProcessEnv): string[] => {
  const style = env.VITE_MAP_STYLE_URL ? new URL(env.VITE_MAP_STYLE_URL).origin : "https://tiles.openfreemap.org"
  const more = (env.MAP_STYLE_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean)
  return [...new Set([style, ...more])]
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export const pwa = (env: NodeJS.ProcessEnv = process.env) =>
  VitePWA({
    strategies: "generateSW",
    registerType: "prompt",
    injectRegister: false,
    filename: "sw.js",
    manifestFilename: "manifest.webmanifest",
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: "멍멍워크",
      short_name: "멍멍워크",
      description: "강아지와 함께하는 산책 기록, 퀘스트, 커뮤니티",
      lang: "ko",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
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
      // The shell, every route chunk, the CSS, the map worker, the icons; never source maps or
      // the precompressed copies (the browser gets those through content negotiation).
      globPatterns: ["**/*.{html,js,mjs,css,svg,png,webp,woff2}"],
      // Nor the pages prerendered for a visitor at an address that needs a token (25 × 18 KB): the
      // worker answers every navigation with the shell, which the app fills in.
      globIgnores: ["**/*.map", "**/*.gz", "**/*.br", "pages/**"],
      // MapLibre's chunk is ~1 MB; it must be there offline for the walk's map.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // Any app address opens offline from the cached shell; the server's own paths (`/api`, `/uploads`,
      // the pay sandbox's `/sandbox` pages) never do, nor
      // the sign-in pages (their address carries the token: the server sends them with
      // `no-store` and `no-referrer`, which a cached shell would not keep).
      // `shell.html`: `index.html` carries the visitor's home prerendered, right only for `/` (which
      // the precache serves as `index.html` itself).
      navigateFallback: "shell.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/auth\//, /^\/sandbox\//, /^\/sw\.js$/, /\/[^/?]+\.[^/?]+$/],
      // Personal data is never cached: no route below matches `/api/*`, so the worker never answers
      // an API call (it goes to the network as without a worker — also the notification stream).
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
