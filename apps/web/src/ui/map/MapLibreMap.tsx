/**
 * The keyless implementation of `MapView`: MapLibre GL JS over an OpenStreetMap vector style
 * (`mapStyle.ts`). Routes, markers, the current position and the hot places are map layers over
 * GeoJSON sources (`mapLayers.ts`); hot places are clustered by the source. When WebGL 2 is
 * missing (no such API, or MapLibre cannot get a context: its constructor throws), or the style or
 * its first tiles fail or take too long, it shows the schematic fallback.
 * This module (and `maplibre-gl` with it) is loaded only when a map is shown.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { LngLatBounds, Map as MapLibre, setWorkerUrl, type GeoJSONSource, type StyleSpecification } from "maplibre-gl"
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url"
import "maplibre-gl/dist/maplibre-gl.css"
import { DEFAULT_VIEW_ZOOM, MAX_FIT_ZOOM, clampZoom, fromMapLibreZoom, toMapLibreZoom } from "./projection.ts"
import { contentPoints, prepareRoutes } from "./prepareRoutes.ts"
import { fitPadding } from "./overlays.ts"
import { HOTPLACE_CLUSTER, SOURCE, hotplacesData, mapLayers, markersData, routesData } from "./mapLayers.ts"
import { MAP_LOAD_TIMEOUT_MS, MAP_STYLE_URL, hasWebGl2 } from "./mapStyle.ts"
import type { MapViewProps } from "./types.ts"
import { SchematicMap } from "./SchematicMap.tsx"
import { ScaleBar } from "./MapOverlays.tsx"
import * as css from "./MapOverlays.css.ts"

// The worker is its own module file; Vite emits it as an asset beside the app (same origin).
setWorkerUrl(workerUrl)

export interface MapLibreMapProps extends MapViewProps {
  /** A style URL or an inline style; default `VITE_MAP_STYLE_URL` or OpenFreeMap "liberty". */
  readonly mapStyle?: string | StyleSpecification
  /** Fallback after this long without a loaded map (ms). */
  readonly loadTimeoutMs?: number
  /** Called with the map once it has loaded (tests read its sources and canvas). */
  readonly onLoad?: (map: MapLibre) => void
  /** Keep the drawing buffer readable after a frame (tests read pixels). */
  readonly preserveDrawingBuffer?: boolean
}

type Status = "loading" | "ready" | "failed"

/** Korean UI strings of the map's own controls; the canvas is labelled with the map's label. */
const locale = (ariaLabel: string): Record<string, string> => ({
  "Map.Title": ariaLabel,
  "AttributionControl.ToggleAttribution": "지도 저작권 정보",
  "AttributionControl.MapFeedback": "지도 의견 보내기",
  "CooperativeGesturesHandler.WindowsHelpText": "Ctrl 키를 누른 채 스크롤하면 지도를 확대·축소해요",
  "CooperativeGesturesHandler.MacHelpText": "⌘ 키를 누른 채 스크롤하면 지도를 확대·축소해요",
  "CooperativeGesturesHandler.MobileHelpText": "두 손가락으로 지도를 움직여 보세요"
})

export const MapLibreMap = (props: MapLibreMapProps): ReactNode => {
  const {
    ariaLabel,
    height,
    fitToContent = false,
    center,
    mapStyle = MAP_STYLE_URL,
    loadTimeoutMs = MAP_LOAD_TIMEOUT_MS,
    onLoad,
    preserveDrawingBuffer = false
  } = props
  const el = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibre | null>(null)
  const [status, setStatus] = useState<Status>(() => (hasWebGl2() ? "loading" : "failed"))
  const [view, setView] = useState({ lat: center.lat, zoom: clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM) })

  const routes = useMemo(() => prepareRoutes(props.routes), [props.routes])
  const markers = useMemo(() => props.markers ?? [], [props.markers])
  const zoom = clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM)
  const onLoadRef = useRef(onLoad)
  onLoadRef.current = onLoad

  // Declared first: on unmount nothing touches a removed map.
  useEffect(() => {
    const map = mapRef.current
    if (status !== "ready" || !map) return
    ;(map.getSource(SOURCE.routes) as GeoJSONSource).setData(routesData(routes))
    ;(map.getSource(SOURCE.markers) as GeoJSONSource).setData(markersData(markers))
    ;(map.getSource(SOURCE.hotplaces) as GeoJSONSource).setData(hotplacesData(markers))
    const content = fitToContent ? contentPoints(routes, markers) : []
    if (content.length > 0) {
      const bounds = new LngLatBounds()
      for (const p of content) bounds.extend([p.lng, p.lat])
      const canvas = map.getContainer().getBoundingClientRect()
      map.fitBounds(bounds, { padding: fitPadding(canvas), maxZoom: toMapLibreZoom(MAX_FIT_ZOOM), animate: false })
    } else {
      map.jumpTo({ center: [center.lng, center.lat], zoom: toMapLibreZoom(zoom) })
    }
  }, [status, routes, markers, fitToContent, center.lat, center.lng, zoom])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per style; the effect above follows centre, zoom and content
  useEffect(() => {
    // Without WebGL 2 the schematic is drawn instead of the map's element.
    if (!el.current) return
    setStatus("loading")
    let map: MapLibre
    try {
      map = new MapLibre({
        container: el.current,
        style: mapStyle,
        center: [center.lng, center.lat],
        zoom: toMapLibreZoom(zoom),
        minZoom: toMapLibreZoom(6),
        maxZoom: toMapLibreZoom(21),
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        cooperativeGestures: true,
        attributionControl: { compact: true },
        locale: locale(ariaLabel),
        fadeDuration: 0,
        canvasContextAttributes: { preserveDrawingBuffer }
      })
    } catch {
      setStatus("failed")
      return
    }
    map.touchZoomRotate.disableRotation()
    let loaded = false
    const fail = () => {
      if (loaded) return
      loaded = true
      clearTimeout(timer)
      setStatus("failed")
    }
    const timer = setTimeout(fail, loadTimeoutMs)
    // Before the first complete frame any error (style, sprite, glyphs, tiles) means no real map.
    map.on("error", fail)
    map.on("move", () => {
      const c = map.getCenter()
      setView({ lat: c.lat, zoom: fromMapLibreZoom(map.getZoom()) })
    })
    map.once("load", () => {
      if (loaded) return
      loaded = true
      clearTimeout(timer)
      map.off("error", fail)
      map.addSource(SOURCE.routes, { type: "geojson", data: routesData([]) })
      map.addSource(SOURCE.markers, { type: "geojson", data: markersData([]) })
      map.addSource(SOURCE.hotplaces, { type: "geojson", data: hotplacesData([]), ...HOTPLACE_CLUSTER })
      for (const layer of mapLayers(Boolean(map.getStyle().glyphs))) map.addLayer(layer)
      mapRef.current = map
      setStatus("ready")
      onLoadRef.current?.(map)
    })
    return () => {
      clearTimeout(timer)
      mapRef.current = null
      map.remove()
    }
    // Created once per style; the effect above applies later prop changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapStyle])

  if (status === "failed") return <SchematicMap {...props} />
  return (
    <div className={css.root} style={{ height }} aria-busy={status === "loading"} data-map="maplibre" data-state={status} data-zoom={view.zoom}>
      <div ref={el} className={css.canvas} />
      {status === "ready" ? <ScaleBar lat={view.lat} zoom={view.zoom} /> : null}
    </div>
  )
}

export default MapLibreMap
