/**
 * The grid behind nearby routes and hot places: cells of 1/1500° latitude (≈ 74 m) by 1/1200°
 * longitude (≈ 74 m at Seoul's 37.5° N; 60–90 m anywhere people live). Integer `(cell_x, cell_y)`
 * pairs index with a plain B-tree on PGlite and PostgreSQL alike — no PostGIS. A bounding box
 * is queried as `cell_x IN (…) AND cell_y BETWEEN …`, which PostgreSQL answers with one index
 * descent per column of cells instead of scanning a whole band of longitude.
 */
import { EARTH_RADIUS_M } from "@mungwalk/core/domain"
import type { LatLng } from "@mungwalk/core/schema"

export const CELLS_PER_DEGREE_LAT = 1500
export const CELLS_PER_DEGREE_LNG = 1200

export interface Cell {
  readonly x: number
  readonly y: number
}

export const cellOf = (p: LatLng): Cell => ({
  x: Math.floor(p.lng * CELLS_PER_DEGREE_LNG),
  y: Math.floor(p.lat * CELLS_PER_DEGREE_LAT)
})

/** The centre of a cell. */
export const cellCentre = (c: Cell): LatLng => ({
  lat: (c.y + 0.5) / CELLS_PER_DEGREE_LAT,
  lng: (c.x + 0.5) / CELLS_PER_DEGREE_LNG
})

export interface CellBox {
  /** Every cell column of the box (a short list: 27 for 1 km, 81 for 3 km). */
  readonly xs: number[]
  readonly yMin: number
  readonly yMax: number
}

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180

/** The cells of the square of half-side `radiusMetres` around `centre`. */
export const cellBox = (centre: LatLng, radiusMetres: number): CellBox => {
  const dLat = radiusMetres / METRES_PER_DEGREE
  const dLng = radiusMetres / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((centre.lat * Math.PI) / 180)))
  const lo = cellOf({ lat: centre.lat - dLat, lng: centre.lng - dLng })
  const hi = cellOf({ lat: centre.lat + dLat, lng: centre.lng + dLng })
  const xs: number[] = []
  for (let x = lo.x; x <= hi.x; x++) xs.push(x)
  return { xs, yMin: lo.y, yMax: hi.y }
}
