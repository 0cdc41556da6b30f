/** Which MapLibre style the map uses (no key needed for either), and what of it a walk map draws. */
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from "maplibre-gl"

/** OpenFreeMap's "liberty" style: OpenStreetMap vector tiles, free, keyless. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty"

/** `VITE_MAP_STYLE_URL` (any MapLibre style, e.g. a self-hosted Protomaps/PMTiles one) or the default. */
export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL

/** Give up on the style and its first tiles after this long and show the fallback. */
export const MAP_LOAD_TIMEOUT_MS = 12_000

/**
 * Whether this browser has WebGL 2 at all. Deliberately no probe: getting a context from a
 * throwaway canvas costs a GPU context (~25 ms on a phone, ~100 ms under Lighthouse's 4× CPU)
 * that lingers until collected, and Chromium keeps only 16 of them. MapLibre's constructor
 * throws when it cannot get its own context, and `MapLibreMap` falls back then.
 */
export const hasWebGl2 = (): boolean => typeof WebGL2RenderingContext !== "undefined"

/** Source layers (OpenMapTiles' schema, as OpenFreeMap's styles use it) whose icons and labels a walk map shows only close up. */
const CLOSE_UP_SOURCE_LAYERS: ReadonlySet<string> = new Set(["poi", "aerodrome_label", "mountain_peak"])

/** The zoom (MapLibre's) from which points of interest are drawn: a street's shops and stops, not a district's. */
export const CLOSE_UP_ZOOM = 17

/** A place's name as a Korean reader wants it: the Korean name, else the local one (not "Latin\n한글" on two lines). */
const KOREAN_NAME: ExpressionSpecification = ["coalesce", ["get", "name:ko"], ["get", "name"]]

const sourceLayerOf = (layer: LayerSpecification): string | undefined => ("source-layer" in layer ? layer["source-layer"] : undefined)

/**
 * One base-style layer as the walk map draws it (`forWalkMap`), or none: relief and satellite
 * shading (`raster`, `hillshade`) go; 3D buildings (`fill-extrusion`: a depth pass and its own
 * program on every frame) become flat footprints in the same colour; points of interest are shown
 * from CLOSE_UP_ZOOM on; names are the Korean ones. Roads, paths, parks, water, buildings and
 * street names stay.
 */
const walkLayer = (layer: LayerSpecification): LayerSpecification[] => {
  switch (layer.type) {
    case "raster":
    case "hillshade":
      return []
    case "fill-extrusion": {
      const { paint, type: _type, ...rest } = layer
      return [
        {
          ...rest,
          type: "fill",
          paint: { "fill-color": paint?.["fill-extrusion-color"] ?? "#DDD8D0", "fill-opacity": paint?.["fill-extrusion-opacity"] ?? 1 }
        }
      ]
    }
    case "symbol": {
      const sourceLayer = sourceLayerOf(layer)
      const closeUp = sourceLayer !== undefined && CLOSE_UP_SOURCE_LAYERS.has(sourceLayer)
      const textField = layer.layout?.["text-field"]
      const named = textField !== undefined && JSON.stringify(textField).includes('"name')
      if (!closeUp && !named) return [layer]
      return [
        {
          ...layer,
          ...(closeUp ? { minzoom: Math.max(layer.minzoom ?? 0, CLOSE_UP_ZOOM) } : {}),
          ...(named ? { layout: { ...layer.layout, "text-field": KOREAN_NAME } } : {})
        }
      ]
    }
    default:
      return [layer]
  }
}

/**
 * The walk map's cut of a base style (MapLibre's documented `transformStyle`, applied when the
 * style arrives, before anything is drawn): what a dog walker reads on a phone — streets, paths,
 * parks, water, buildings and their names — without the layers that cost every frame and tell a
 * walker nothing (see `walkLayer`). Under Lighthouse's simulated phone (software WebGL) each frame
 * of the map is a main-thread task, so what it draws is what it blocks.
 */
export const forWalkMap = (style: StyleSpecification): StyleSpecification => ({ ...style, layers: style.layers.flatMap(walkLayer) })
