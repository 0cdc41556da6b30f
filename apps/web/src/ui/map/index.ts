/** The map: one component (`MapView`), two implementations (Naver Maps v3, schematic SVG). */
export { MapView, mapProvider } from "./MapView.tsx"
export { SchematicMap } from "./SchematicMap.tsx"
export { routeColor } from "./routeColors.ts"
export { DEFAULT_VIEW_ZOOM, naverZoomFromSpecLevel, metersPerPixel, scaleBar } from "./projection.ts"
export { MARKER_LABELS, type MapMarker, type MapMarkerKind, type MapRoute, type MapViewProps } from "./types.ts"
