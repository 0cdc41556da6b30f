/** Map-only fixtures for stories and tests. */
import type { StyleSpecification } from "maplibre-gl"
import type { LatLng } from "@mungwalk/core"

/**
 * Thirty hot places within about a kilometre of 이화동, some a few metres apart (as real hot
 * places are: the cells of the server's grid): the home preview's pile of markers.
 */
export const clusteredHotPlaces: ReadonlyArray<LatLng> = Array.from({ length: 30 }, (_, i) => {
  const ring = i % 3 === 0 ? 0.0004 : i % 3 === 1 ? 0.0025 : 0.0055
  const angle = i * 2.399963
  return { lat: 37.5772 + ring * Math.sin(angle), lng: 127.0051 + ring * 1.26 * Math.cos(angle) }
})

/**
 * An offline MapLibre style (no tiles, no glyphs, no network): a background and a park polygon
 * from an inline GeoJSON source around the walk fixtures.
 */
export const localStyle: StyleSpecification = {
  version: 8,
  sources: {
    park: {
      type: "geojson",
      data: {
        type: "Feature",
        properties: {},
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [127.0062, 37.5785],
              [127.0094, 37.5785],
              [127.0094, 37.5818],
              [127.0062, 37.5818],
              [127.0062, 37.5785]
            ]
          ]
        }
      }
    }
  },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#EEF0EA" } },
    { id: "park", type: "fill", source: "park", paint: { "fill-color": "#CFE3C0" } }
  ]
}
