/** Which MapLibre style the map uses (no key needed for either). */

/** OpenFreeMap's "liberty" style: OpenStreetMap vector tiles, free, keyless. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty"

/** `VITE_MAP_STYLE_URL` (any MapLibre style, e.g. a self-hosted Protomaps/PMTiles one) or the default. */
export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL

/** Give up on the style and its first tiles after this long and show the fallback. */
export const MAP_LOAD_TIMEOUT_MS = 12_000

/** Whether this browser can give MapLibre the WebGL 2 context it needs. */
export const hasWebGl2 = (): boolean => {
  try {
    return document.createElement("canvas").getContext("webgl2") !== null
  } catch {
    return false
  }
}
