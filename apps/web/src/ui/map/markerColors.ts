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
