/**
 * What the MapLibre map (`MapLibreMap.tsx`) draws over its base style — its GeoJSON sources and
 * their layers, in the style it is created with or added once they hold something — and what a
 * tap picks among them.
 */
import type { GeoJSONSource, GeoJSONSourceSpecification, LayerSpecification, Map as MapLibre, StyleSpecification } from "maplibre-gl"
import type { DrawnRoute } from "./prepareRoutes.ts"
import { HOTPLACE_CLUSTER, SOURCE, hotplacesData, mapLayers, markersData, routesData } from "./mapLayers.ts"
import { forWalkMap } from "./mapStyle.ts"
import type { MapMarker, MapSelection } from "./types.ts"

/** The layers a tap can pick, topmost first: hot-place groups, hot places, then routes. */
const TAPPABLE_LAYERS = ["mw-hotplace-groups", "mw-hotplaces", "mw-route-lines", "mw-route-dots"]

/** A finger's reach around a point (px): a 44 px square, the smallest target a tap should need. */
export const around = (p: { x: number; y: number }, r = 22): [[number, number], [number, number]] => [
  [p.x - r, p.y - r],
  [p.x + r, p.y + r]
]

/** What a tap at `point` picks: a group's places (its leaves), one hot place, or the topmost route. */
export const pickAt = async (map: MapLibre, point: { x: number; y: number }): Promise<MapSelection | null> => {
  const layers = tappableLayers(map)
  if (layers.length === 0) return null
  const hits = map.queryRenderedFeatures(around(point), { layers })
  const place = hits.find((f) => f.layer.id === "mw-hotplace-groups" || f.layer.id === "mw-hotplaces")
  if (place && place.geometry.type === "Point") {
    const clusterId = place.properties?.cluster_id as number | undefined
    if (clusterId === undefined) {
      const [lng, lat] = place.geometry.coordinates as [number, number]
      return { kind: "places", places: [{ lat, lng }] }
    }
    const leaves = await (map.getSource(SOURCE.hotplaces) as GeoJSONSource).getClusterLeaves(clusterId, Number.POSITIVE_INFINITY, 0)
    return {
      kind: "places",
      places: leaves.flatMap((leaf) => (leaf.geometry.type === "Point" ? [{ lat: leaf.geometry.coordinates[1]!, lng: leaf.geometry.coordinates[0]! }] : []))
    }
  }
  // Routes: the one drawn on top (the selected one, else the last) where several cross.
  const route = hits.filter((f) => f.layer.id === "mw-route-lines" || f.layer.id === "mw-route-dots").at(0)
  const index = route?.properties?.index as number | undefined
  return index === undefined ? null : { kind: "route", index }
}

/** What this map draws over the base style. */
export interface Overlays {
  readonly pins: ReadonlyArray<MapMarker>
  readonly hotplaces: ReadonlyArray<MapMarker>
  readonly routes: ReadonlyArray<DrawnRoute>
  readonly selectedRoute: number | null
}

export type OverlaySource = (typeof SOURCE)[keyof typeof SOURCE]

/** What each overlay source holds. */
const overlayData = (data: Overlays): Record<OverlaySource, GeoJSON.FeatureCollection> => ({
  [SOURCE.routes]: routesData(data.routes, data.selectedRoute),
  [SOURCE.markers]: markersData(data.pins),
  [SOURCE.hotplaces]: hotplacesData(data.hotplaces)
})

const sourceSpec = (id: OverlaySource, data: GeoJSON.FeatureCollection): GeoJSONSourceSpecification => ({
  type: "geojson",
  data,
  ...(id === SOURCE.hotplaces ? HOTPLACE_CLUSTER : {})
})

/** The overlay layers, bottom to top: each names its source by id (a style layer as it stands). */
const overlayLayers = (glyphs: boolean): LayerSpecification[] => mapLayers(glyphs) as LayerSpecification[]

const sourceOf = (layer: LayerSpecification): string | undefined => ("source" in layer && typeof layer.source === "string" ? layer.source : undefined)

/**
 * `style` cut for a walk map (`forWalkMap`), with this map's sources that hold something (and
 * their layers) on top: an empty source would still cost worker round trips and a frame.
 */
export const withOverlays = (style: StyleSpecification, data: Overlays): StyleSpecification => {
  const base = forWalkMap(style)
  const drawn = (Object.entries(overlayData(data)) as Array<[OverlaySource, GeoJSON.FeatureCollection]>).filter(([, d]) => d.features.length > 0)
  const ids = new Set<string>(drawn.map(([id]) => id))
  return {
    ...base,
    sources: { ...base.sources, ...Object.fromEntries(drawn.map(([id, d]) => [id, sourceSpec(id, d)])) },
    layers: [...base.layers, ...overlayLayers(Boolean(style.glyphs)).filter((layer) => ids.has(sourceOf(layer) ?? ""))]
  }
}

/**
 * Sets what overlay source `id` holds. A source the style was given without (it was empty) is
 * added once it holds something, its layers in their place among the others.
 */
export const setOverlay = (map: MapLibre, id: OverlaySource, data: GeoJSON.FeatureCollection, glyphs: boolean): void => {
  const source = map.getSource<GeoJSONSource>(id)
  if (source) {
    source.setData(data)
    return
  }
  if (data.features.length === 0) return
  map.addSource(id, sourceSpec(id, data))
  const layers = overlayLayers(glyphs)
  layers.forEach((layer, i) => {
    if (sourceOf(layer) !== id) return
    const above = layers.slice(i + 1).find((l) => map.getLayer(l.id))
    map.addLayer(layer, above?.id)
  })
}

/** The tappable layers the map has now (a query naming a missing layer is an error). */
export const tappableLayers = (map: MapLibre): string[] => TAPPABLE_LAYERS.filter((id) => map.getLayer(id))
