/**
 * The keyless implementation of `MapView`: MapLibre GL JS over an OpenStreetMap vector style
 * (`mapStyle.ts`). Routes, markers, the current position and the hot places are map layers over
 * GeoJSON sources (`mapLayers.ts`); hot places are clustered by the source. When WebGL 2 is
 * missing (no such API, or MapLibre cannot get a context: its constructor throws), or the style or
 * its first tiles fail or take too long, it shows the schematic fallback.
 * This module (and `maplibre-gl` with it) is loaded only when a map is shown.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { LngLat, LngLatBounds, Map as MapLibre, setWorkerUrl, type StyleSpecification } from "maplibre-gl"
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url"
import "maplibre-gl/dist/maplibre-gl.css"
import { DEFAULT_VIEW_ZOOM, MAX_FIT_ZOOM, clampZoom, followCamera, fromMapLibreZoom, toMapLibreZoom } from "./projection.ts"
import { contentPoints } from "./prepareRoutes.ts"
import { useDrawnRoutes } from "./growingRoutes.ts"
import { useLiveOverlay, useLiveTrack } from "./liveTrack.ts"
import { fitPadding } from "./overlays.ts"
import { SOURCE, hotplacesData, markersData, routesData } from "./mapLayers.ts"
import { MAP_LOAD_TIMEOUT_MS, MAP_STYLE_URL, hasWebGl2 } from "./mapStyle.ts"
import type { LatLng } from "@mungwalk/core"
import type { MapMarker, MapViewProps } from "./types.ts"
import { MapLoading, ScaleBar } from "./MapOverlays.tsx"
import * as css from "./MapOverlays.css.ts"
import { whenIdle } from "./whenIdle.ts"
import { around, pickAt, setOverlay, tappableLayers, withOverlays, type Overlays } from "./mapLibreOverlays.ts"

/** The fallback, loaded only when this map cannot draw (most visits never need it). */
const SchematicMap = lazy(() => import("./SchematicMap.tsx"))

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

/**
 * The most device pixels per CSS pixel the map draws: a 3× phone draws at 2× (less than half the
 * pixels to fill on every frame, labels still sharp). Lower would be cheaper still — without a GPU
 * (Lighthouse's SwiftShader) every frame's cost grows with its pixels — but blurs street names.
 */
const MAX_PIXEL_RATIO = 2

/** The longest the map's creation waits for an idle main thread after its module was evaluated. */
const CREATE_IDLE_TIMEOUT_MS = 1000

/** Korean UI strings of the map's own controls; the canvas is labelled with the map's label. */
const locale = (ariaLabel: string): Record<string, string> => ({
  "Map.Title": ariaLabel,
  "AttributionControl.ToggleAttribution": "지도 저작권 정보",
  "AttributionControl.MapFeedback": "지도 의견 보내기",
  "CooperativeGesturesHandler.WindowsHelpText": "Ctrl 키를 누른 채 스크롤하면 지도를 확대·축소해요",
  "CooperativeGesturesHandler.MacHelpText": "⌘ 키를 누른 채 스크롤하면 지도를 확대·축소해요",
  "CooperativeGesturesHandler.MobileHelpText": "두 손가락으로 지도를 움직여 보세요"
})

const NO_CONTENT: ReadonlyArray<LatLng> = []

/**
 * The markers `keep` picks: the previous array while they are the same (kind and position), so a
 * source is set only when what it holds changed (the walker's dot moves on every fix; the start,
 * the marks and the hot places do not).
 */
const useSameMarkers = (markers: ReadonlyArray<MapMarker>, keep: (m: MapMarker) => boolean): ReadonlyArray<MapMarker> => {
  const last = useRef<ReadonlyArray<MapMarker>>([])
  const keepRef = useRef(keep)
  keepRef.current = keep
  return useMemo(() => {
    const next = markers.filter((m) => keepRef.current(m))
    const before = last.current
    const same =
      next.length === before.length &&
      next.every((m, i) => m.kind === before[i]!.kind && m.position.lat === before[i]!.position.lat && m.position.lng === before[i]!.position.lng)
    if (!same) last.current = next
    return last.current
  }, [markers])
}

/** The bounds of `points`. */
const boundsOf = (points: ReadonlyArray<{ lat: number; lng: number }>): LngLatBounds => {
  const bounds = new LngLatBounds()
  for (const p of points) bounds.extend([p.lng, p.lat])
  return bounds
}

/** How content is framed in `container`: clear of the overlays, never closer than MAX_FIT_ZOOM. */
const fitOptions = (container: HTMLElement) => ({ padding: fitPadding(container.getBoundingClientRect()), maxZoom: toMapLibreZoom(MAX_FIT_ZOOM) })

/**
 * Whether the camera is already at `center` and `zoom` (within a centimetre): a `jumpTo` there
 * would move nothing but still fire the move events and draw one more frame.
 */
const isAt = (map: MapLibre, center: { lat: number; lng: number }, zoom: number): boolean => {
  const now = map.getCenter()
  return Math.abs(now.lat - center.lat) < 1e-7 && Math.abs(now.lng - center.lng) < 1e-7 && Math.abs(map.getZoom() - zoom) < 1e-6
}

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

  const zoom = clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM)
  // The walk in progress (`live`): the map draws the track as it was while it serves (the walker in
  // the view's middle, the route's undrawn end within `TAIL_HOLD_PX`: a MapLibre frame for the
  // route every ~80 fixes at a walking pace); the overlay draws the dot and that end on every fix
  // (issue 33). Failed, the schematic map follows the walk itself: nothing is read here.
  const following = props.live !== undefined && !fitToContent
  const layer = useRef<HTMLDivElement>(null)
  const overlay = useLiveOverlay(layer, following && status === "ready")
  // The frame's size in CSS pixels (kept on load and resize: read on every fix without a layout).
  const frameSize = useRef({ width: 0, height: 0 })
  const track = useLiveTrack(following && status !== "failed" ? props.live : undefined, overlay, () => {
    const map = mapRef.current
    if (status !== "ready" || !map) return null
    const c = map.getCenter()
    return { camera: { lat: c.lat, lng: c.lng }, zoom: fromMapLibreZoom(map.getZoom()), ...frameSize.current, toScreen: (p) => map.project([p.lng, p.lat]) }
  })
  const trackRoute = track?.route
  const given = useMemo(() => (trackRoute ? [{ points: trackRoute }, ...(props.routes ?? [])] : props.routes), [trackRoute, props.routes])
  // Failed, the schematic map draws the routes itself: nothing is prepared here (issue 33).
  const routes = useDrawnRoutes(status === "failed" ? undefined : given)
  const markers = useMemo(() => props.markers ?? [], [props.markers])
  const onLoadRef = useRef(onLoad)
  onLoadRef.current = onLoad
  const onSelectRef = useRef(props.onSelect)
  onSelectRef.current = props.onSelect
  const selectedRoute = props.selectedRoute ?? null

  // Each source is set only when what it holds changed. Following a walk, the walker's dot is on
  // the overlay, not in the markers source.
  const hotplaces = useSameMarkers(markers, (m) => m.kind === "hotplace")
  const pins = useSameMarkers(markers, (m) => m.kind !== "hotplace")
  // Failed (the schematic map drawn instead), the camera's effect holds still.
  const drawing = status !== "failed"
  const followed = track?.position ?? center
  const cameraLat = drawing ? followed.lat : undefined
  const cameraLng = drawing ? followed.lng : undefined

  // What each source holds: the style is given the sources' data when it arrives (`withOverlays`),
  // and a source is set again only when what it should hold changed since (each `setData` is a
  // round trip to the worker and one more frame).
  const latest = useRef<Overlays & { content: ReadonlyArray<LatLng> }>({ pins, hotplaces, routes, selectedRoute, content: [] })
  const sent = useRef<{ pins?: unknown; hotplaces?: unknown; routes?: unknown; selectedRoute?: number | null }>({})
  // Whether the style has glyphs (hot-place groups are then labelled with their count).
  const glyphs = useRef(false)

  // Declared first: on unmount nothing touches a removed map.
  useEffect(() => {
    const map = mapRef.current
    if (status !== "ready" || !map || sent.current.pins === pins) return
    sent.current.pins = pins
    setOverlay(map, SOURCE.markers, markersData(pins), glyphs.current)
  }, [status, pins])

  useEffect(() => {
    const map = mapRef.current
    if (status !== "ready" || !map || sent.current.hotplaces === hotplaces) return
    sent.current.hotplaces = hotplaces
    setOverlay(map, SOURCE.hotplaces, hotplacesData(hotplaces), glyphs.current)
  }, [status, hotplaces])

  // The camera: framed to the content, or at `center` — when following, only once `center` nears
  // the frame's edge (`followCamera`): most fixes move no camera and redraw no tiles.
  const appliedZoom = useRef<number | null>(null)
  // Not framed: the same empty list on every render (a new one would run the camera's effect on every fix).
  const content = useMemo(() => (fitToContent ? contentPoints(routes, markers) : NO_CONTENT), [fitToContent, routes, markers])
  latest.current = { pins, hotplaces, routes, selectedRoute, content }
  useEffect(() => {
    const map = mapRef.current
    if (status !== "ready" || !map) return
    if (content.length > 0) {
      const bounds = boundsOf(content)
      const options = fitOptions(map.getContainer())
      const camera = map.cameraForBounds(bounds, options)
      // Already framed so (the map was created framing it): no move, no frame.
      if (camera?.center && camera.zoom !== undefined && isAt(map, LngLat.convert(camera.center), camera.zoom)) return
      map.fitBounds(bounds, { ...options, animate: false })
      return
    }
    if (cameraLat === undefined || cameraLng === undefined) return
    const target = { lat: cameraLat, lng: cameraLng }
    // Following at the zoom already applied: the member's own zoom stays, the view moves only near the edge.
    if (following && appliedZoom.current === zoom) {
      const now = map.getCenter()
      const { width, height } = frameSize.current
      const camera = { lat: now.lat, lng: now.lng }
      if (followCamera(camera, target, fromMapLibreZoom(map.getZoom()), width, height) !== camera) map.jumpTo({ center: [target.lng, target.lat] })
      return
    }
    appliedZoom.current = zoom
    if (isAt(map, target, toMapLibreZoom(zoom))) return
    map.jumpTo({ center: [target.lng, target.lat], zoom: toMapLibreZoom(zoom) })
  }, [status, content, following, cameraLat, cameraLng, zoom])

  // The selected route is drawn over the others without moving the map.
  useEffect(() => {
    const map = mapRef.current
    if (status !== "ready" || !map || (sent.current.routes === routes && sent.current.selectedRoute === selectedRoute)) return
    sent.current.routes = routes
    sent.current.selectedRoute = selectedRoute
    setOverlay(map, SOURCE.routes, routesData(routes, selectedRoute), glyphs.current)
  }, [status, routes, selectedRoute])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per style; the effect above follows centre, zoom and content
  useEffect(() => {
    // Without WebGL 2 the schematic is drawn instead of the map's element.
    const container = el.current
    if (!container) return
    setStatus("loading")
    let created: MapLibre | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const create = (): MapLibre | undefined => {
      let map: MapLibre
      try {
        const { content: framed } = latest.current
        map = new MapLibre({
          container,
          style: mapStyle,
          // The style as it arrives, cut for a walk (`forWalkMap`) and with this map's sources,
          // already holding what they show, and layers: the first frames draw the map whole,
          // instead of a bare map, then one more frame per layer added and per source set.
          transformStyle: (_previous, next) => {
            const data = latest.current
            sent.current = { pins: data.pins, hotplaces: data.hotplaces, routes: data.routes, selectedRoute: data.selectedRoute }
            glyphs.current = Boolean(next.glyphs)
            return withOverlays(next, data)
          },
          // Validating a 100-layer style is main-thread work that only helps whoever writes the style.
          validateStyle: import.meta.env.DEV,
          center: [center.lng, center.lat],
          zoom: toMapLibreZoom(zoom),
          // Framed at once when there is content: no second camera, no second frame.
          ...(framed.length > 0 ? { bounds: boundsOf(framed), fitBoundsOptions: fitOptions(container) } : {}),
          renderWorldCopies: false,
          pixelRatio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
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
        return undefined
      }
      map.touchZoomRotate.disableRotation()
      let loaded = false
      const fail = () => {
        if (loaded) return
        loaded = true
        clearTimeout(timer)
        setStatus("failed")
      }
      timer = setTimeout(fail, loadTimeoutMs)
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
        const measure = () => {
          const box = map.getContainer()
          frameSize.current = { width: box.clientWidth, height: box.clientHeight }
        }
        measure()
        map.on("resize", measure)
        map.on("click", (e) => {
          const select = onSelectRef.current
          if (!select) return
          void pickAt(map, e.point).then((picked) => {
            if (picked) select(picked)
          })
        })
        map.on("mousemove", (e) => {
          if (!onSelectRef.current) return
          const layers = tappableLayers(map)
          const near = layers.length > 0 ? map.queryRenderedFeatures(around(e.point), { layers }) : []
          map.getCanvas().style.cursor = near.length > 0 ? "pointer" : ""
        })
        mapRef.current = map
        setStatus("ready")
        onLoadRef.current?.(map)
      })
      return map
    }
    // Created in a task of its own once the main thread is idle: the module's evaluation (its own
    // task) and the map's construction (WebGL context, style request) do not add up to one long task.
    const cancelIdle = whenIdle(() => {
      created = create()
    }, CREATE_IDLE_TIMEOUT_MS)
    return () => {
      cancelIdle()
      clearTimeout(timer)
      mapRef.current = null
      created?.remove()
    }
    // Created once per style; the effect above applies later prop changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapStyle])

  if (status === "failed") {
    return (
      <Suspense
        fallback={
          <div className={css.root} style={{ height }} aria-busy="true" data-map="maplibre" data-state="failed">
            <MapLoading />
          </div>
        }
      >
        <SchematicMap {...props} />
      </Suspense>
    )
  }
  return (
    <div className={css.root} style={{ height }} aria-busy={status === "loading"} data-map="maplibre" data-state={status} data-zoom={view.zoom}>
      <div ref={el} className={css.canvas} />
      {following ? <div ref={layer} className={css.liveLayer} /> : null}
      {status === "ready" ? <ScaleBar lat={view.lat} zoom={view.zoom} /> : <MapLoading />}
    </div>
  )
}

export default MapLibreMap
