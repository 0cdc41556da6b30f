/**
 * The map: one component (`MapView`), three implementations (Naver Maps v3, MapLibre GL over an
 * OpenStreetMap style, the schematic fallback), each loaded only when a map is shown.
 */
export { MapView, mapProvider } from "./MapView.tsx"
export { routeColor } from "./routeColors.ts"
export { DEFAULT_VIEW_ZOOM, naverZoomFromSpecLevel, metersPerPixel, scaleBar } from "./projection.ts"
export { MARKER_LABELS, type MapMarker, type MapMarkerKind, type MapRoute, type MapSelection, type MapViewProps } from "./types.ts"
