/**
 * The Naver Maps v3 implementation of `MapView`. Loads the SDK when first mounted (map screens
 * only), draws routes as `naver.maps.Polyline` (weight 5, opacity 0.7, the route's colour) and
 * markers as HTML-icon `naver.maps.Marker`s (hot places that would overlap at the shown zoom are
 * one marker with a count). Falls back to the schematic map if the SDK fails.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react"
import type { LatLng } from "@mungwalk/core"
import { loadNaverMaps, type NaverMapsApi } from "../../platform/naverMaps.ts"
import { DEFAULT_VIEW_ZOOM, MAX_FIT_ZOOM, clampZoom, fitViewport, followCamera } from "./projection.ts"
import { ROUTE_LOOK, contentPoints, inDrawingOrder, routeState } from "./prepareRoutes.ts"
import { useDrawnRoutes } from "./growingRoutes.ts"
import { MARKER_LABELS, type MapMarkerKind, type MapSelection, type MapViewProps } from "./types.ts"
import { groupNearby, groupRadius } from "./cluster.ts"
import { fitPadding } from "./overlays.ts"
import { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS } from "./markerColors.ts"
import * as css from "./MapOverlays.css.ts"
import { MapLoading } from "./MapOverlays.tsx"

/** The fallback, loaded only when this map cannot draw (most visits never need it). */
const SchematicMap = lazy(() => import("./SchematicMap.tsx"))

export interface NaverMapProps extends MapViewProps {
  readonly clientId: string
  /** Where to load the SDK from; default the real SDK URL for `clientId` (tests serve a stand-in). */
  readonly sdkUrl?: string
}

/** HTML icon of a marker (the same discs as the other maps), its size and anchor (its centre). */
const markerIcon = (kind: MapMarkerKind): { html: string; anchor: number } => {
  const size = 2 * (kind === "me" ? ME_HALO_RADIUS : MARKER_RADIUS[kind] + 3)
  const c = size / 2
  const color = MARKER_COLORS[kind]
  const halo = kind === "me" ? `<circle cx="${c}" cy="${c}" r="${ME_HALO_RADIUS}" fill="${color}" fill-opacity="0.18"/>` : ""
  const dot = kind === "end" ? `<circle cx="${c}" cy="${c}" r="3" fill="#fff"/>` : ""
  return {
    anchor: c,
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">${halo}<circle cx="${c}" cy="${c}" r="${MARKER_RADIUS[kind]}" fill="${color}" stroke="#fff" stroke-width="3"/>${dot}</svg>`
  }
}

/** A group of `count` hot places: a disc sized by count with the number on it. */
const groupIconHtml = (count: number): { html: string; anchor: number } => {
  const r = groupRadius(count)
  const d = 2 * r + 4
  return {
    anchor: d / 2,
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="${d}" height="${d}" viewBox="0 0 ${d} ${d}" aria-hidden="true"><circle cx="${d / 2}" cy="${d / 2}" r="${r}" fill="${MARKER_COLORS.hotplace}" fill-opacity="0.9" stroke="#fff" stroke-width="2"/><text x="50%" y="50%" text-anchor="middle" dominant-baseline="central" fill="#fff" font-size="13" font-weight="700" font-family="sans-serif">${count}</text></svg>`
  }
}

type Status = "loading" | "ready" | "failed"

const noSubscription = (): (() => void) => () => {}
const noTrack = (): undefined => undefined

export const NaverMap = (props: NaverMapProps): ReactNode => {
  const { clientId, sdkUrl, ariaLabel, height, fitToContent = false, live } = props
  // The walk in progress: read on every change and drawn with the rest (Naver's SDK draws its own
  // markers and lines; this map has no overlay of its own, `liveOverlay.ts`).
  const track = useSyncExternalStore(live?.subscribe ?? noSubscription, live?.get ?? noTrack)
  const follow = live !== undefined
  const center = track?.position ?? props.center
  // Where this map's view was last put (`follow`).
  const placed = useRef<{ map: unknown; center: LatLng; zoom: number } | null>(null)
  const el = useRef<HTMLDivElement>(null)
  const map = useRef<{ api: NaverMapsApi; map: naver.maps.Map } | null>(null)
  const [status, setStatus] = useState<Status>("loading")

  // A growing route (the walk in progress) is drawn by appending, not simplified whole on every fix.
  const trackRoute = track?.route
  const trackPosition = track?.position
  const routes = useDrawnRoutes(useMemo(() => (trackRoute ? [{ points: trackRoute }, ...(props.routes ?? [])] : props.routes), [trackRoute, props.routes]))
  const markers = useMemo(
    () => (trackPosition ? [...(props.markers ?? []), { position: trackPosition, kind: "me" as const }] : (props.markers ?? [])),
    [trackPosition, props.markers]
  )
  const zoom = clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM)
  const selectedRoute = props.selectedRoute ?? null
  const onSelectRef = useRef(props.onSelect)
  onSelectRef.current = props.onSelect
  const tappable = Boolean(props.onSelect)

  // Declared first so that on unmount the overlays are removed before the map is destroyed.
  useEffect(() => {
    const m = map.current
    if (status !== "ready" || !m) return
    const { api } = m
    const toLatLng = (p: { lat: number; lng: number }) => new api.LatLng(p.lat, p.lng)
    const overlays: Array<{ setMap(map: naver.maps.Map | null): void }> = []
    // A tap on a hot place, a group or a route (the SDK's click event; absent in a stand-in without events).
    const onTap = (overlay: naver.maps.Marker | naver.maps.Polyline, selection: MapSelection) => {
      if (tappable) api.Event?.addListener(overlay, "click", () => onSelectRef.current?.(selection))
    }
    // The selected route last (on top), thicker; the others dimmed.
    for (const r of inDrawingOrder(routes, selectedRoute)) {
      const look = ROUTE_LOOK[routeState(r.index, selectedRoute)]
      const line = new api.Polyline({
        map: m.map,
        path: r.points.map(toLatLng),
        strokeWeight: look.width,
        strokeOpacity: look.opacity,
        strokeColor: r.color,
        strokeLineCap: "round",
        strokeLineJoin: "round",
        clickable: tappable
      })
      onTap(line, { kind: "route", index: r.index })
      overlays.push(line)
    }
    const content = fitToContent ? contentPoints(routes, markers) : []
    const box = el.current?.getBoundingClientRect() ?? { width: 390, height: 280 }
    const shownZoom = fitViewport(content, box.width, box.height, fitPadding(box))?.zoom ?? zoom
    const hotplaces = groupNearby(
      markers.filter((mk) => mk.kind === "hotplace").map((mk) => mk.position),
      shownZoom
    )
    for (const g of hotplaces) {
      const icon = g.count > 1 ? groupIconHtml(g.count) : markerIcon("hotplace")
      const marker = new api.Marker({
        map: m.map,
        position: toLatLng(g.position),
        title: g.count > 1 ? `${MARKER_LABELS.hotplace} ${g.count}곳` : MARKER_LABELS.hotplace,
        clickable: tappable,
        zIndex: g.count > 1 ? 2 : 1,
        icon: { content: icon.html, anchor: new api.Point(icon.anchor, icon.anchor) }
      })
      onTap(marker, { kind: "places", places: g.members })
      overlays.push(marker)
    }
    const singles = markers.filter((mk) => mk.kind !== "hotplace")
    for (const mk of singles) {
      const icon = markerIcon(mk.kind)
      overlays.push(
        new api.Marker({
          map: m.map,
          position: toLatLng(mk.position),
          title: MARKER_LABELS[mk.kind],
          clickable: false,
          zIndex: mk.kind === "me" ? 10 : 1,
          icon: { content: icon.html, anchor: new api.Point(icon.anchor, icon.anchor) }
        })
      )
    }
    if (content.length > 0) {
      m.map.fitBounds(content.map(toLatLng), { ...fitPadding(box), maxZoom: MAX_FIT_ZOOM })
    } else {
      // Following: the view moves only once the position nears the frame's edge (from where it was last put).
      const target = { lat: center.lat, lng: center.lng }
      const last = placed.current
      if (!(follow && last?.map === m.map && last.zoom === zoom && followCamera(last.center, target, zoom, box.width, box.height) === last.center)) {
        placed.current = { map: m.map, center: target, zoom }
        m.map.setCenter(toLatLng(target))
        m.map.setZoom(zoom)
      }
    }
    return () => {
      for (const o of overlays) o.setMap(null)
    }
  }, [status, routes, markers, fitToContent, follow, center.lat, center.lng, zoom, selectedRoute, tappable])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per SDK; the effect above follows centre and zoom
  useEffect(() => {
    let cancelled = false
    setStatus("loading")
    loadNaverMaps({ clientId, ...(sdkUrl ? { src: sdkUrl } : {}) }).then(
      (api) => {
        if (cancelled || !el.current) return
        map.current = {
          api,
          map: new api.Map(el.current, {
            center: new api.LatLng(center.lat, center.lng),
            zoom,
            scaleControl: true,
            mapDataControl: false,
            zoomControl: false
          })
        }
        setStatus("ready")
      },
      () => {
        if (!cancelled) setStatus("failed")
      }
    )
    return () => {
      cancelled = true
      map.current?.map.destroy()
      map.current = null
    }
  }, [clientId, sdkUrl]) // created once per SDK; the effect above applies later prop changes

  if (status === "failed") {
    return (
      <Suspense fallback={<section className={css.root} style={{ height }} aria-label={ariaLabel} aria-busy="true" data-map="naver" data-state="failed" />}>
        <SchematicMap {...props} />
      </Suspense>
    )
  }
  return (
    <section className={css.root} style={{ height }} aria-label={ariaLabel} aria-busy={status === "loading"} data-map="naver" data-state={status}>
      <div ref={el} className={css.canvas} />
      {status === "loading" ? <MapLoading /> : null}
    </section>
  )
}

export default NaverMap
