import { describe, expect, it } from "vitest"
import type { LayerSpecification, StyleSpecification } from "maplibre-gl"
import { CLOSE_UP_ZOOM, forWalkMap } from "./mapStyle.ts"

const LATIN_AND_LOCAL = [
  "case",
  ["has", "name:nonlatin"],
  ["concat", ["get", "name:latin"], "\n", ["get", "name:nonlatin"]],
  ["coalesce", ["get", "name_en"], ["get", "name"]]
]

/** The kinds of layer OpenFreeMap's "liberty" has, one of each, as it writes them. */
const liberty: StyleSpecification = {
  version: 8,
  sources: {
    ne2_shaded: { type: "raster", tiles: ["https://tiles.example/ne2sr/{z}/{x}/{y}.png"], tileSize: 256, maxzoom: 6 },
    openmaptiles: { type: "vector", url: "https://tiles.example/planet" }
  },
  sprite: "https://tiles.example/sprites/ofm",
  glyphs: "https://tiles.example/fonts/{fontstack}/{range}.pbf",
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#f8f4f0" } },
    { id: "natural_earth", type: "raster", source: "ne2_shaded", maxzoom: 7 },
    { id: "park", type: "fill", source: "openmaptiles", "source-layer": "park", paint: { "fill-color": "#d8e8c8" } },
    { id: "water", type: "fill", source: "openmaptiles", "source-layer": "water", paint: { "fill-color": "rgb(158,189,255)" } },
    { id: "highway_path", type: "line", source: "openmaptiles", "source-layer": "transportation", paint: { "line-color": "#cba" } },
    { id: "building", type: "fill", source: "openmaptiles", "source-layer": "building", minzoom: 13, maxzoom: 14, paint: { "fill-color": "hsl(35,8%,85%)" } },
    {
      id: "building-3d",
      type: "fill-extrusion",
      source: "openmaptiles",
      "source-layer": "building",
      minzoom: 14,
      paint: {
        "fill-extrusion-base": ["get", "render_min_height"],
        "fill-extrusion-color": "hsl(35,8%,85%)",
        "fill-extrusion-height": ["get", "render_height"],
        "fill-extrusion-opacity": 0.8
      }
    },
    {
      id: "poi_r1",
      type: "symbol",
      source: "openmaptiles",
      "source-layer": "poi",
      minzoom: 15,
      layout: { "icon-image": ["get", "class"], "text-field": LATIN_AND_LOCAL, "text-font": ["Noto Sans Italic"] }
    },
    { id: "poi_transit", type: "symbol", source: "openmaptiles", "source-layer": "poi", layout: { "icon-image": ["to-string", ["get", "class"]] } },
    {
      id: "highway-name-minor",
      type: "symbol",
      source: "openmaptiles",
      "source-layer": "transportation_name",
      minzoom: 15,
      layout: { "symbol-placement": "line", "text-field": LATIN_AND_LOCAL, "text-font": ["Noto Sans Regular"] }
    },
    {
      id: "road_shield",
      type: "symbol",
      source: "openmaptiles",
      "source-layer": "transportation_name",
      layout: { "text-field": ["to-string", ["get", "ref"]] }
    }
  ] as LayerSpecification[]
}

const layer = (style: StyleSpecification, id: string) => style.layers.find((l) => l.id === id)

describe("forWalkMap", () => {
  const walk = forWalkMap(liberty)

  it("keeps the background, parks, water, paths and flat buildings as they are, in their order, and the style's sources, sprite and glyphs", () => {
    for (const id of ["background", "park", "water", "highway_path", "building"]) expect(layer(walk, id)).toBe(layer(liberty, id))
    expect(walk.layers.map((l) => l.id)).toEqual(liberty.layers.map((l) => l.id).filter((id) => id !== "natural_earth"))
    expect(walk.sources).toBe(liberty.sources)
    expect([walk.sprite, walk.glyphs]).toEqual([liberty.sprite, liberty.glyphs])
  })

  it("drops relief shading and draws 3D buildings as flat footprints in their colour, from the same zoom", () => {
    expect(layer(walk, "natural_earth")).toBeUndefined()
    expect(layer(walk, "building-3d")).toEqual({
      id: "building-3d",
      type: "fill",
      source: "openmaptiles",
      "source-layer": "building",
      minzoom: 14,
      paint: { "fill-color": "hsl(35,8%,85%)", "fill-opacity": 0.8 }
    })
    expect(walk.layers.some((l) => l.type === "fill-extrusion" || l.type === "raster" || l.type === "hillshade")).toBe(false)
  })

  it("shows points of interest only close up, with or without a zoom of their own", () => {
    expect(layer(walk, "poi_r1")?.minzoom).toBe(CLOSE_UP_ZOOM)
    expect(layer(walk, "poi_transit")?.minzoom).toBe(CLOSE_UP_ZOOM)
    expect(CLOSE_UP_ZOOM).toBeGreaterThan(15)
  })

  it("writes names in Korean (else the local name), and leaves road numbers alone", () => {
    const street = layer(walk, "highway-name-minor")
    expect(street?.type === "symbol" && street.layout?.["text-field"]).toEqual(["coalesce", ["get", "name:ko"], ["get", "name"]])
    expect(street?.type === "symbol" && street.layout?.["symbol-placement"]).toBe("line")
    expect(street?.minzoom).toBe(15)
    expect(layer(walk, "road_shield")).toBe(layer(liberty, "road_shield"))
  })

  it("leaves a style with nothing to cut as it is (the offline story style, the bench's stand-in)", () => {
    const small: StyleSpecification = { version: 8, sources: {}, layers: [{ id: "background", type: "background" }] }
    expect(forWalkMap(small).layers).toEqual(small.layers)
  })
})
