/** Which MapLibre style the map uses (no key needed for either). */

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
