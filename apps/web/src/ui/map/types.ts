import type { LatLng } from "@mungwalk/core"
import type { Source } from "../source.ts"

/** Where the walker is and the route so far (`MapViewProps.live`). */
export interface LiveTrackState {
  readonly position: LatLng | null
  readonly route: ReadonlyArray<LatLng>
}

/** A walk's position and route, read when a map draws and followed as they change (`liveTrack.ts`). */
export type LiveTrack = Source<LiveTrackState>

/** A route drawn on a map; `color` defaults to `ROUTE_DEFAULT_COLOR`. */
export interface MapRoute {
  readonly points: ReadonlyArray<LatLng>
  readonly color?: string
}

/** `pee` / `poo` / `water`: the walk's marks (소변, 대변, 물). */
export type MapMarkerKind = "me" | "hotplace" | "start" | "end" | "pee" | "poo" | "water"

export interface MapMarker {
  readonly position: LatLng
  readonly kind: MapMarkerKind
}

/** Props of `MapView` and of both implementations. */
export interface MapViewProps {
  /** Map centre (ignored when `fitToContent` finds something to fit). */
  readonly center: LatLng
  /** Naver Maps v3 / Web Mercator zoom (see `projection.ts`); default `DEFAULT_VIEW_ZOOM` (spec level 4). */
  readonly zoom?: number
  readonly routes?: ReadonlyArray<MapRoute>
  readonly markers?: ReadonlyArray<MapMarker>
  /**
   * The walk in progress (`/walk/onwalk`): where the walker is and the route so far, read from the
   * walk itself rather than handed in props — they change on every fix, for hours. The map keeps
   * the walker in view (the view moves only when the walker comes near the frame's edge or leaves
   * it, `FOLLOW_MARGIN`), draws the route (as `routes[0]`, before the given `routes`) and the "me"
   * dot. What changes on a fix is drawn over the map (`liveOverlay.ts`); the map itself draws again
   * only when the view must move or the route's undrawn end grows past `TAIL_HOLD_PX` (issue 33).
   */
  readonly live?: LiveTrack
  /** Frame all routes and markers instead of `center`/`zoom`. */
  readonly fitToContent?: boolean
  /** What the map shows, for screen readers ("오늘 산책 경로 지도"). */
  readonly ariaLabel: string
  /** CSS height: a number of pixels or any length ("40vh"). */
  readonly height: number | string
  /** The route (index in `routes`) to tell apart: drawn thicker, on top, the others dimmed; null or absent: none. */
  readonly selectedRoute?: number | null
  /**
   * A tap on a hot place or a group of them (its places), or on a route (its index); without it
   * nothing on the map can be tapped. Hot places and groups are buttons for the keyboard too.
   */
  readonly onSelect?: (selection: MapSelection) => void
}

/** What a tap on the map chose. */
export type MapSelection = { readonly kind: "places"; readonly places: ReadonlyArray<LatLng> } | { readonly kind: "route"; readonly index: number }

/** Korean names of the marker kinds (SVG titles, Naver marker titles). */
export const MARKER_LABELS: Record<MapMarkerKind, string> = {
  me: "현재 위치",
  hotplace: "핫플레이스",
  start: "출발",
  end: "도착",
  pee: "소변",
  poo: "대변",
  water: "물"
}
