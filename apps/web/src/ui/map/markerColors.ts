import type { MapMarkerKind } from "./types.ts"

/** Marker colours, shared by every map implementation and by the walk's mark buttons (a mark's dot is its pin's colour). */
export const MARKER_COLORS: Record<MapMarkerKind, string> = {
  me: "#2F6BD8",
  hotplace: "#E8772E",
  start: "#2E7D32",
  end: "#2B2118",
  pee: "#D4A106",
  poo: "#8B5A2B",
  water: "#1E88E5"
}

/** Marker disc radii (px; a 3 px white ring around each); "me" also has a 16 px halo, "end" a white centre. */
export const MARKER_RADIUS: Record<MapMarkerKind, number> = { me: 8, hotplace: 8, start: 9, end: 9, pee: 7, poo: 7, water: 7 }
export const ME_HALO_RADIUS = 16
