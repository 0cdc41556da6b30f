/**
 * `GET /api/walks/{walkId}/picture.png` (issue 33): the picture of one of my walks — its STORED
 * route and marks (소변, 대변, 물) drawn as an SVG and rendered to a 1080×1080 PNG by sharp. The
 * '산책 완료' card shares it and the walk-certification post attaches it as its photo.
 *
 * Owner-only: walks have no public flag, so another member's walk answers 404, the same as a
 * missing one (nobody learns which ids exist); a walk with no stored point has nothing to draw (404).
 * The picture carries no text (a server may have no Korean font): the figures go in the post's text.
 * Caching: a strong `ETag` over what is drawn; an ended walk never changes (only deleted), so its
 * picture is `private, max-age=31536000, immutable`; a walk in progress is `private, no-cache`.
 */
import { createHash } from "node:crypto"
import { and, eq } from "drizzle-orm"
import sharp from "sharp"
import { simplifyToMax } from "@mungwalk/core/domain"
import type { WalkMark } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { walks } from "../../db/schema.ts"
import { notFound } from "../../http/errors.ts"
import { loadMarksOf, loadPoints } from "./reads.ts"
import type { StoredPoint } from "./routeViews.ts"

/** The picture's side in pixels (square: a post photo and a share card). */
export const PICTURE_SIZE = 1080
/** At most this many points are drawn (the shape does not change beyond; the SVG stays small). */
const MAX_DRAWN_POINTS = 2000
/**
 * The smallest side of the drawn area, metres (a walk around one spot still shows its street; a
 * short one still fills most of the picture, so it reads in the result card's 64 px thumbnail).
 */
const MIN_SPAN_M = 100
const PADDING = 120
/**
 * Line widths and dot sizes, as fractions of the picture's side: the same picture is a post's
 * photo and the result card's 64 px thumbnail (128 device pixels), where the route must still be
 * a line of a few pixels (at 16 px on 1080 it was under one pixel there, a plain beige box).
 */
const ROUTE_WIDTH = 0.034
const CASING_WIDTH = 0.054
const END_RADIUS = 0.034
const END_RIM = 0.01
/** The pins' scale (their shape is drawn in units of a 1080 px picture at 1). */
const PIN_SCALE = 1.5
/** Bump when the drawing changes, so cached pictures are drawn again. */
const DRAWING_VERSION = "2"

export const PICTURE_NOT_FOUND = "산책 기록을 찾을 수 없어요."
export const PICTURE_NO_ROUTE = "이 산책에는 그릴 경로가 없어요."

const COLOURS = {
  background: "#FBF7F1",
  grid: "#EFE6DA",
  casing: "#FFFFFF",
  route: "#E8772E",
  start: "#2E7D32",
  end: "#2B2118",
  PEE: "#D4A106",
  POO: "#8B5A2B",
  WATER: "#1E88E5"
} as const

export interface WalkPicture {
  /** Null when the caller's `If-None-Match` already names this picture (answer 304, nothing drawn). */
  readonly png: Buffer | null
  readonly etag: string
  readonly immutable: boolean
}

/** Web Mercator, in metres at the equator (distances on the picture keep their proportions). */
const R = 6_378_137
const project = (lat: number, lng: number): [number, number] => [
  (R * lng * Math.PI) / 180,
  R * Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360))
]

interface Frame {
  toPx(lat: number, lng: number): [number, number]
}

/** Fits the points (and marks) in the square with padding, north up, keeping the aspect. */
const frameOf = (all: ReadonlyArray<readonly [number, number]>): Frame => {
  const projected = all.map(([lat, lng]) => project(lat, lng))
  const xs = projected.map((p) => p[0])
  const ys = projected.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  // Mercator stretches by 1/cos(lat): the smallest span is given in ground metres.
  const stretch = 1 / Math.cos((all[0]![0] * Math.PI) / 180)
  const span = Math.max(maxX - minX, maxY - minY, MIN_SPAN_M * stretch)
  const scale = (PICTURE_SIZE - 2 * PADDING) / span
  const cx = (minX + maxX) / 2
  const cy = (minY + maxY) / 2
  return {
    toPx: (lat, lng) => {
      const [x, y] = project(lat, lng)
      return [PICTURE_SIZE / 2 + (x - cx) * scale, PICTURE_SIZE / 2 - (y - cy) * scale]
    }
  }
}

const n = (v: number) => v.toFixed(1)
const px = (fraction: number) => n(fraction * PICTURE_SIZE)

/** A mark's pin: a drop with a white rim, the kind's colour, and a white dot (its shape tells the kinds apart without colour). */
const markPin = (kind: WalkMark["kind"], [x, y]: [number, number]): string => {
  const inner =
    kind === "PEE"
      ? `<circle cx="0" cy="-44" r="9" fill="#FFFFFF"/>`
      : kind === "POO"
        ? `<rect x="-9" y="-53" width="18" height="18" rx="3" fill="#FFFFFF"/>`
        : `<path d="M0 -56 l10 16 h-20 z" fill="#FFFFFF"/>`
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${PIN_SCALE})">` +
    `<path d="M0 0 l-16 -24 a24 24 0 1 1 32 0 z" fill="${COLOURS[kind]}" stroke="#FFFFFF" stroke-width="5" stroke-linejoin="round"/>${inner}</g>`
  )
}

/** The SVG of a route and its marks (exported for tests and for the docs' example). */
export const walkPictureSvg = (points: ReadonlyArray<StoredPoint>, marks: ReadonlyArray<WalkMark>): string => {
  const drawn = simplifyToMax(points, MAX_DRAWN_POINTS)
  const frame = frameOf([...drawn.map((p) => [p.lat, p.lng] as const), ...marks.map((m) => [m.location.lat, m.location.lng] as const)])
  const at = drawn.map((p) => frame.toPx(p.lat, p.lng))
  const path = at.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join(" ")
  const grid = Array.from({ length: 11 }, (_, i) => {
    const v = i * (PICTURE_SIZE / 10)
    return `<path d="M${v} 0 V${PICTURE_SIZE} M0 ${v} H${PICTURE_SIZE}" stroke="${COLOURS.grid}" stroke-width="2"/>`
  }).join("")
  const [sx, sy] = at[0]!
  const [ex, ey] = at[at.length - 1]!
  const line =
    at.length > 1
      ? `<path d="${path}" fill="none" stroke="${COLOURS.casing}" stroke-width="${px(CASING_WIDTH)}" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="${path}" fill="none" stroke="${COLOURS.route}" stroke-width="${px(ROUTE_WIDTH)}" stroke-linecap="round" stroke-linejoin="round"/>`
      : ""
  const end = (x: number, y: number, fill: string) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${px(END_RADIUS)}" fill="${fill}" stroke="#FFFFFF" stroke-width="${px(END_RIM)}"/>`
  const ends = end(sx, sy, COLOURS.start) + (at.length > 1 ? end(ex, ey, COLOURS.end) : "")
  const pins = marks.map((m) => markPin(m.kind, frame.toPx(m.location.lat, m.location.lng))).join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}">` +
    `<rect width="100%" height="100%" fill="${COLOURS.background}"/>${grid}${line}${ends}${pins}</svg>`
  )
}

/** The ETag of what is drawn: the walk, its end, its points and its marks. */
const etagOf = (walkId: number, endTime: Date | null, points: ReadonlyArray<StoredPoint>, marks: ReadonlyArray<WalkMark>): string => {
  const h = createHash("sha256")
  h.update(`${DRAWING_VERSION}|${walkId}|${endTime?.getTime() ?? "walking"}|${points.length}|`)
  for (const p of points) h.update(`${p.time},${p.lat},${p.lng};`)
  for (const m of marks) h.update(`${m.kind},${m.recordTime.getTime()},${m.location.lat},${m.location.lng};`)
  return `"w${walkId}-${h.digest("base64url").slice(0, 22)}"`
}

/** My walk's picture; 404 for a missing walk, another member's, or one with no stored point. */
export const walkPicture = async (db: DbOrTx, memberId: number, walkId: number, ifNoneMatch?: string): Promise<WalkPicture> => {
  const [walk] = await db
    .select({ endTime: walks.endTime, isWalking: walks.isWalking })
    .from(walks)
    .where(and(eq(walks.id, walkId), eq(walks.memberId, memberId)))
  if (!walk) throw notFound(PICTURE_NOT_FOUND)
  const points = await loadPoints(db, walkId)
  if (points.length === 0) throw notFound(PICTURE_NO_ROUTE)
  const marks = (await loadMarksOf(db, [walkId])).get(walkId) ?? []
  const etag = etagOf(walkId, walk.endTime, points, marks)
  const immutable = !walk.isWalking
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return { png: null, etag, immutable }
  const png = await sharp(Buffer.from(walkPictureSvg(points, marks)))
    .png({ compressionLevel: 8, palette: true })
    .toBuffer()
  return { png, etag, immutable }
}
