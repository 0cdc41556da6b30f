/**
 * Drawn product pictures for the demo catalogue: a square thumbnail (600×600: the product on a soft
 * backdrop) and a tall detail page (600×1400, like a Korean shop's 상세페이지: headline over the
 * product hero, three POINT rows with icons, a 상품 정보 table). SVG rendered by sharp (librsvg,
 * fonts through fontconfig: Noto Sans CJK KR), nothing downloaded. The products themselves are
 * drawn in `demoShopArt.ts`.
 *
 * Rendering is cached by the SVG's content hash under `DATA_DIR/cache/demo-shop`, so a reseed (a
 * new database on the same data directory) costs file reads only.
 */
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { ART, paw, text, tint, wrap, type Icon, type ProductPicture } from "./demoShopArt.ts"

export const THUMBNAIL_SIZE = { width: 600, height: 600 } as const
export const DETAIL_SIZE = { width: 600, height: 1400 } as const

/** Relative luminance-ish brightness, 0–1. */
const brightness = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16)
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
}

/** The colour backdrops are made of: the product's, or its accent when the product is (near) white. */
const ground = (p: ProductPicture): string => (brightness(p.color) > 0.88 ? p.accent : p.color)

/** A colour for text and icons on white: the accent, else the product's colour, else a dark shade. */
const ink = (p: ProductPicture): string => (brightness(p.accent) < 0.62 ? p.accent : brightness(p.color) < 0.62 ? p.color : tint(ground(p), -0.5))

const defs = (p: ProductPicture): string => `<defs>
  <pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2.2" fill="#000" opacity="0.16"/></pattern>
  <clipPath id="padclip"><rect x="92" y="140" width="156" height="120" rx="8"/></clipPath>
  <radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(ground(p), 0.78)}"/></radialGradient>
  <linearGradient id="hero" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(ground(p), 0.82)}"/><stop offset="1" stop-color="${tint(ground(p), 0.6)}"/></linearGradient>
</defs>`

/** The product drawn at (x, y) (its box's top-left) and scale. */
const product = (p: ProductPicture, x: number, y: number, scale: number): string =>
  `<ellipse cx="${x + 200 * scale}" cy="${y + 378 * scale}" rx="${160 * scale}" ry="${20 * scale}" fill="#000" opacity="0.13"/>
   <g transform="translate(${x} ${y}) scale(${scale})">${ART[p.art](p)}</g>`

export const thumbnailSvg = (p: ProductPicture): string => {
  const { width: W, height: H } = THUMBNAIL_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}
  <rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <circle cx="${W / 2}" cy="${H / 2 - 10}" r="236" fill="#fff" opacity="0.55"/>
  <circle cx="86" cy="90" r="10" fill="${tint(p.accent, 0.5)}"/><circle cx="520" cy="130" r="7" fill="${tint(p.color, 0.4)}"/><circle cx="500" cy="500" r="12" fill="${tint(p.accent, 0.6)}"/>
  ${product(p, 60, 50, 1.2)}
</svg>`
}

// ── the detail page ─────────────────────────────────────────────────────────────────────────

const ICONS: Record<Icon, string> = {
  leaf: `<path d="M-14 14 Q-18 -16 16 -16 Q18 16 -14 14 Z M-14 14 L8 -8" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  heart: `<path d="M0 14 L-14 0 Q-20 -8 -13 -14 Q-6 -18 0 -10 Q6 -18 13 -14 Q20 -8 14 0 Z" fill="#fff"/>`,
  shield: `<path d="M0 -17 L14 -11 V1 Q14 12 0 18 Q-14 12 -14 1 V-11 Z" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"/><path d="M-6 0 L-1 5 L7 -5" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`,
  star: `<path d="M0 -17 L5 -5 L17 -5 L7 3 L11 16 L0 8 L-11 16 L-7 3 L-17 -5 L-5 -5 Z" fill="#fff"/>`,
  paw: paw(0, 0, 16, "#fff"),
  drop: `<path d="M0 -18 Q14 0 12 8 Q10 18 0 18 Q-10 18 -12 8 Q-14 0 0 -18 Z" fill="#fff"/>`,
  bolt: `<path d="M4 -18 L-10 3 H0 L-4 18 L10 -3 H0 Z" fill="#fff"/>`,
  check: `<path d="M-12 0 L-3 9 L13 -9" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
}

export const detailSvg = (p: ProductPicture): string => {
  const { width: W, height: H } = DETAIL_SIZE
  const accent = ink(p)
  const out: string[] = [defs(p), `<rect width="${W}" height="${H}" fill="#ffffff"/>`]
  // title
  out.push(text(40, 58, p.vendor, 20, accent, { weight: 700, anchor: "start" }))
  out.push(...wrap(p.name, 20).map((line, i) => text(40, 100 + i * 36, line, 28, "#222", { weight: 700, anchor: "start" })))
  // hero
  const heroTop = 170
  out.push(`<rect y="${heroTop}" width="${W}" height="490" fill="url(#hero)"/>`)
  out.push(...wrap(p.headline, 17).map((line, i) => text(W / 2, heroTop + 64 + i * 44, line, 34, tint(ground(p), -0.55), { weight: 900 })))
  out.push(`<circle cx="${W / 2}" cy="${heroTop + 300}" r="170" fill="#fff" opacity="0.6"/>`)
  out.push(product(p, 140, heroTop + 128, 0.8))
  // points
  const pointsTop = heroTop + 540
  out.push(text(W / 2, pointsTop, "WHY WE LOVE IT", 16, accent, { weight: 700, spacing: 3 }))
  p.points.slice(0, 3).forEach(([icon, title, desc], i) => {
    const y = pointsTop + 50 + i * 112
    out.push(`<rect x="30" y="${y}" width="${W - 60}" height="96" rx="18" fill="${tint(ground(p), 0.9)}"/>`)
    out.push(`<circle cx="86" cy="${y + 48}" r="32" fill="${accent}"/><g transform="translate(86 ${y + 48})">${ICONS[icon]}</g>`)
    out.push(text(140, y + 34, `POINT 0${i + 1}`, 14, accent, { weight: 700, anchor: "start", spacing: 1 }))
    out.push(text(140, y + 62, title, 22, "#222", { weight: 700, anchor: "start" }))
    out.push(text(140, y + 84, desc, 15, "#666", { anchor: "start" }))
  })
  // spec table
  const specTop = pointsTop + 420
  out.push(text(40, specTop, "상품 정보", 22, "#222", { weight: 700, anchor: "start" }))
  const rows: Array<readonly [string, string]> = [["판매원", p.vendor], ...p.spec]
  rows.forEach(([k, v], i) => {
    const y = specTop + 20 + i * 44
    out.push(`<rect x="40" y="${y}" width="140" height="44" fill="#f5f5f5"/><line x1="40" y1="${y + 44}" x2="${W - 40}" y2="${y + 44}" stroke="#e0e0e0"/>`)
    out.push(text(56, y + 28, k, 16, "#555", { weight: 700, anchor: "start" }))
    out.push(text(196, y + 28, v, 16, "#333", { anchor: "start" }))
  })
  out.push(`<line x1="40" y1="${specTop + 20}" x2="${W - 40}" y2="${specTop + 20}" stroke="#bdbdbd" stroke-width="2"/>`)
  out.push(text(W / 2, H - 30, "※ 상품 이미지는 연출된 일러스트로 실제 상품과 다를 수 있습니다.", 13, "#9e9e9e"))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${out.join("")}</svg>`
}

// ── rendering ───────────────────────────────────────────────────────────────────────────────

/** Bump to invalidate every cached rendering (renderer options changed). */
const RENDER_VERSION = "webp-q82-e0"

/** Renders an SVG to WebP, or reads the earlier rendering of the same SVG from `cacheDir`. */
export const renderCached = async (svg: string, cacheDir: string): Promise<Buffer> => {
  const key = createHash("sha256").update(RENDER_VERSION).update(svg).digest("hex")
  const file = path.join(cacheDir, `${key}.webp`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 0 }).toBuffer()
  await mkdir(cacheDir, { recursive: true })
  // A concurrent writer of the same key writes the same bytes; a partial file is never read
  // because the name is only taken by a rename.
  const temp = `${file}.${process.pid}.${Math.random().toString(16).slice(2)}`
  await writeFile(temp, data)
  await rename(temp, file)
  return data
}
