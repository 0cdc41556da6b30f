/**
 * Web Mercator maths shared by both map implementations, and the meaning of a zoom level.
 *
 * Zoom levels: `MapView` takes Naver Maps v3 zoom levels, which are Web Mercator zoom levels
 * (256 px tiles; each level halves the metres per pixel; Naver v3 shows 6–21). The spec's
 * "zoom level 4" (`DEFAULT_MAP_ZOOM`) counts the other way, as Korean map SDKs of its era did
 * (Kakao's `level`): level 1 is the most detailed street level at 0.25 m/px and each level up
 * doubles the metres per pixel, so level 4 ≈ 2 m/px — a few city blocks on a phone, the right
 * scale for a walk. In Web Mercator terms at Seoul's latitude that is zoom 16 (1.89 m/px), hence
 * `naverZoomFromSpecLevel(level) = 20 - level`. The schematic map uses the same zoom meaning,
 * so a screen looks the same scale with either implementation.
 */
import type { LatLng } from "@mungwalk/core"
import { DEFAULT_MAP_ZOOM } from "@mungwalk/core"

/** Tile size of Web Mercator zoom levels, in CSS pixels. */
export const TILE_SIZE = 256
/** Naver Maps v3 zoom bounds (default map types). */
export const MIN_ZOOM = 6
export const MAX_ZOOM = 21
/** `fitToContent` never zooms in further than this (a single point would otherwise fill the map). */
export const MAX_FIT_ZOOM = 18

const EARTH_CIRCUMFERENCE_M = 40_075_016.686

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))

/** Naver v3 / Web Mercator zoom for a spec zoom level (level 4 → 16). */
export const naverZoomFromSpecLevel = (level: number): number => clampZoom(20 - level)

/** The zoom every map opens with unless a screen asks otherwise: the spec's level 4. */
export const DEFAULT_VIEW_ZOOM = naverZoomFromSpecLevel(DEFAULT_MAP_ZOOM)

/** Ground metres covered by one CSS pixel at `lat` and `zoom`. */
export const metersPerPixel = (lat: number, zoom: number): number => (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom)

/** World pixel coordinates of a position at `zoom` (origin at the top-left of the world). */
export const project = (p: LatLng, zoom: number): { x: number; y: number } => {
  const scale = TILE_SIZE * 2 ** zoom
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.lat))
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((p.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale
  }
}

/** Inverse of `project`. */
export const unproject = (pt: { x: number; y: number }, zoom: number): LatLng => {
  const scale = TILE_SIZE * 2 ** zoom
  const lng = (pt.x / scale) * 360 - 180
  const n = Math.PI - (2 * Math.PI * pt.y) / scale
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n))
  return { lat, lng }
}

/**
 * How far into the frame a followed position may come before the view moves (`MapViewProps.follow`):
 * a fifth of the frame's width or height at each edge. Within the middle the view stays put.
 */
export const FOLLOW_MARGIN = 0.2

/**
 * Where a view that follows `target` is centred next: `camera` (the same object) while `target`
 * is inside the frame's middle (`FOLLOW_MARGIN` from each edge), else `target` itself. A walker
 * then moves the view once in minutes, not on every fix.
 */
export const followCamera = (camera: LatLng, target: LatLng, zoom: number, width: number, height: number): LatLng => {
  if (camera === target) return camera
  const c = project(camera, zoom)
  const t = project(target, zoom)
  const inside = Math.abs(t.x - c.x) <= width * (0.5 - FOLLOW_MARGIN) && Math.abs(t.y - c.y) <= height * (0.5 - FOLLOW_MARGIN)
  return inside ? camera : target
}

export interface Viewport {
  readonly center: LatLng
  readonly zoom: number
}

/** Room kept free on each side of a map, in CSS pixels (what overlays cover). */
export interface Padding {
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly left: number
}

const toPadding = (p: number | Padding): Padding => (typeof p === "number" ? { top: p, right: p, bottom: p, left: p } : p)

/**
 * MapLibre GL counts zoom levels on 512 px tiles, so its zoom `z` shows what a 256 px-tile map
 * (Naver v3, this file) shows at `z + 1`: the same metres per pixel one level lower.
 */
export const toMapLibreZoom = (zoom: number): number => zoom - 1
/** Inverse of `toMapLibreZoom`. */
export const fromMapLibreZoom = (zoom: number): number => zoom + 1

/**
 * The centre and the largest zoom (≤ `MAX_FIT_ZOOM`, ≥ `MIN_ZOOM`) at which every point fits
 * inside `width × height` minus `padding` on each side (one number, or per side so that content
 * stays clear of overlays such as the scale bar); a whole zoom as Naver uses unless `wholeZoom`
 * is false (the schematic map can draw any scale). No points: null.
 */
export const fitViewport = (
  points: ReadonlyArray<LatLng>,
  width: number,
  height: number,
  padding: number | Padding = 32,
  wholeZoom = true
): Viewport | null => {
  const pad = toPadding(padding)
  if (points.length === 0) return null
  let minLat = Infinity,
    maxLat = -Infinity,
    minLng = Infinity,
    maxLng = -Infinity
  for (const p of points) {
    minLat = Math.min(minLat, p.lat)
    maxLat = Math.max(maxLat, p.lat)
    minLng = Math.min(minLng, p.lng)
    maxLng = Math.max(maxLng, p.lng)
  }
  const sw = project({ lat: minLat, lng: minLng }, 0)
  const ne = project({ lat: maxLat, lng: maxLng }, 0)
  const spanX = Math.abs(ne.x - sw.x)
  const spanY = Math.abs(sw.y - ne.y)
  const availX = Math.max(1, width - pad.left - pad.right)
  const availY = Math.max(1, height - pad.top - pad.bottom)
  const fit = Math.min(spanX > 0 ? Math.log2(availX / spanX) : Infinity, spanY > 0 ? Math.log2(availY / spanY) : Infinity)
  const raw = Number.isFinite(fit) ? (wholeZoom ? Math.floor(fit) : Math.floor(fit * 4) / 4) : MAX_FIT_ZOOM
  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_FIT_ZOOM, raw))
  // The content's middle sits in the middle of the free box, which is off-centre when the padding is.
  const scale = 2 ** zoom
  const center = unproject(
    {
      x: ((sw.x + ne.x) / 2) * scale - (pad.left - pad.right) / 2,
      y: ((sw.y + ne.y) / 2) * scale - (pad.top - pad.bottom) / 2
    },
    zoom
  )
  return { center, zoom }
}

/** Round scale-bar lengths in metres. */
export const SCALE_STEPS_M = [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000] as const

/**
 * The scale bar for a map: the longest round length (5 m … 50 km) that is at most `maxPx` long,
 * its length in pixels and its label ("200 m", "1 km").
 */
export const scaleBar = (lat: number, zoom: number, maxPx = 96): { meters: number; px: number; label: string } => {
  const mpp = metersPerPixel(lat, zoom)
  let meters: number = SCALE_STEPS_M[0]
  for (const step of SCALE_STEPS_M) if (step / mpp <= maxPx) meters = step
  return { meters, px: meters / mpp, label: meters >= 1000 ? `${meters / 1000} km` : `${meters} m` }
}
