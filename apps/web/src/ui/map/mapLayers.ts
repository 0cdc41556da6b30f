/**
 * What the MapLibre map draws, as GeoJSON sources and style layers (pure data, tested in Node):
 * routes (`#699BF7` or the summary's cycle colour, width 5, opacity 0.7), the start/end/current
 * position markers, and hot places in a clustered source (groups sized by count, labelled when the style has glyphs).
 */
import type { AddLayerObject, ExpressionSpecification, FilterSpecification } from "maplibre-gl"
import { ROUTE_LOOK, inDrawingOrder, routeState, type DrawnRoute, type RouteState } from "./prepareRoutes.ts"
import { MAX_GROUP_RADIUS } from "./cluster.ts"
import { MAX_FIT_ZOOM, toMapLibreZoom } from "./projection.ts"
import { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS } from "./markerColors.ts"
import { MARKER_LABELS, type MapMarker, type MapMarkerKind } from "./types.ts"

export { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS }

export const SOURCE = { routes: "mw-routes", markers: "mw-markers", hotplaces: "mw-hotplaces" } as const

export type RouteProps = { readonly color: string; readonly index: number; readonly state: RouteState }
export type MarkerProps = { readonly kind: MapMarkerKind; readonly title: string }

const lngLat = (p: { lat: number; lng: number }): [number, number] => [p.lng, p.lat]

/** One LineString per route (a one-point route is a Point, drawn as a dot); the selected one last (on top), the others dimmed. */
export const routesData = (
  routes: ReadonlyArray<DrawnRoute>,
  selected: number | null = null
): GeoJSON.FeatureCollection<GeoJSON.LineString | GeoJSON.Point, RouteProps> => ({
  type: "FeatureCollection",
  features: inDrawingOrder(routes, selected).map((r) => ({
    type: "Feature",
    properties: { color: r.color, index: r.index, state: routeState(r.index, selected) },
    geometry: r.points.length === 1 ? { type: "Point", coordinates: lngLat(r.points[0]!) } : { type: "LineString", coordinates: r.points.map(lngLat) }
  }))
})

const pointsData = (markers: ReadonlyArray<MapMarker>): GeoJSON.FeatureCollection<GeoJSON.Point, MarkerProps> => ({
  type: "FeatureCollection",
  features: markers.map((m) => ({
    type: "Feature",
    properties: { kind: m.kind, title: MARKER_LABELS[m.kind] },
    geometry: { type: "Point", coordinates: lngLat(m.position) }
  }))
})

/** The start, end and current-position markers (the current position is drawn last, on top). */
export const markersData = (markers: ReadonlyArray<MapMarker>): GeoJSON.FeatureCollection<GeoJSON.Point, MarkerProps> =>
  pointsData(markers.filter((m) => m.kind !== "hotplace").sort((a, b) => Number(a.kind === "me") - Number(b.kind === "me")))

/** The hot places (a clustered source: MapLibre groups the ones that would overlap). */
export const hotplacesData = (markers: ReadonlyArray<MapMarker>): GeoJSON.FeatureCollection<GeoJSON.Point, MarkerProps> =>
  pointsData(markers.filter((m) => m.kind === "hotplace"))

/** Source options of the hot places: clustered so that two discs (at most MAX_GROUP_RADIUS and a 2 px ring each) never touch. */
export const HOTPLACE_CLUSTER = {
  cluster: true,
  clusterRadius: 2 * (MAX_GROUP_RADIUS + 2) + 2,
  clusterMaxZoom: toMapLibreZoom(MAX_FIT_ZOOM)
} as const

/** A route's width or opacity by its `state` (`ROUTE_LOOK`). */
const routeLook = (what: "width" | "opacity"): ExpressionSpecification => [
  "match",
  ["get", "state"],
  "selected",
  ROUTE_LOOK.selected[what],
  "dimmed",
  ROUTE_LOOK.dimmed[what],
  ROUTE_LOOK.normal[what]
]

const kindIs = (kind: MapMarkerKind): ExpressionSpecification => ["==", ["get", "kind"], kind]
const clustered: FilterSpecification = ["has", "point_count"]

/**
 * The layers, bottom to top. `withLabels`: the style has glyphs, so cluster counts are written as
 * text (a style without glyphs shows the groups sized by count only).
 */
export const mapLayers = (withLabels: boolean): AddLayerObject[] => [
  {
    id: "mw-route-lines",
    type: "line",
    source: SOURCE.routes,
    filter: ["==", ["geometry-type"], "LineString"],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": ["get", "color"], "line-width": routeLook("width"), "line-opacity": routeLook("opacity") }
  },
  {
    id: "mw-route-dots",
    type: "circle",
    source: SOURCE.routes,
    filter: ["==", ["geometry-type"], "Point"],
    paint: { "circle-color": ["get", "color"], "circle-radius": ["/", routeLook("width"), 2], "circle-opacity": routeLook("opacity") }
  },
  {
    id: "mw-hotplace-groups",
    type: "circle",
    source: SOURCE.hotplaces,
    filter: clustered,
    paint: {
      "circle-color": MARKER_COLORS.hotplace,
      "circle-opacity": 0.9,
      "circle-radius": ["step", ["get", "point_count"], 14, 4, 18, 10, MAX_GROUP_RADIUS],
      "circle-stroke-color": "#FFFFFF",
      "circle-stroke-width": 2
    }
  },
  ...(withLabels
    ? [
        {
          id: "mw-hotplace-counts",
          type: "symbol",
          source: SOURCE.hotplaces,
          filter: clustered,
          layout: { "text-field": ["get", "point_count_abbreviated"], "text-size": 13, "text-allow-overlap": true },
          paint: { "text-color": "#FFFFFF" }
        } satisfies AddLayerObject
      ]
    : []),
  {
    id: "mw-hotplaces",
    type: "circle",
    source: SOURCE.hotplaces,
    filter: ["!", ["has", "point_count"]],
    paint: { "circle-color": MARKER_COLORS.hotplace, "circle-radius": MARKER_RADIUS.hotplace, "circle-stroke-color": "#FFFFFF", "circle-stroke-width": 3 }
  },
  {
    id: "mw-me-halo",
    type: "circle",
    source: SOURCE.markers,
    filter: kindIs("me"),
    paint: { "circle-color": MARKER_COLORS.me, "circle-opacity": 0.18, "circle-radius": ME_HALO_RADIUS }
  },
  {
    id: "mw-markers",
    type: "circle",
    source: SOURCE.markers,
    paint: {
      "circle-color": [
        "match",
        ["get", "kind"],
        "me",
        MARKER_COLORS.me,
        "start",
        MARKER_COLORS.start,
        "pee",
        MARKER_COLORS.pee,
        "poo",
        MARKER_COLORS.poo,
        "water",
        MARKER_COLORS.water,
        MARKER_COLORS.end
      ],
      "circle-radius": ["match", ["get", "kind"], "me", MARKER_RADIUS.me, "start", MARKER_RADIUS.start, "pee", 7, "poo", 7, "water", 7, MARKER_RADIUS.end],
      "circle-stroke-color": "#FFFFFF",
      "circle-stroke-width": 3
    }
  },
  {
    id: "mw-end-dot",
    type: "circle",
    source: SOURCE.markers,
    filter: kindIs("end"),
    paint: { "circle-color": "#FFFFFF", "circle-radius": 3 }
  }
]
