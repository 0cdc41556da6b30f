/**
 * The fallback map, shown when no real map can be drawn (the style or tiles did not load, no
 * WebGL, the Naver SDK failed). It invents nothing: a plain background with a metric grid whose
 * squares are exactly the scale bar's length, the routes (the spec's width, opacity and colours),
 * the markers (hot places that would overlap grouped with a count) and a note that the map did
 * not load. An SVG in Web Mercator around the centre, at the same zoom meaning as the real maps.
 */
import { memo, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import type { LatLng } from "@mungwalk/core"
import { DEFAULT_VIEW_ZOOM, clampZoom, fitViewport, followCamera, project, scaleBar } from "./projection.ts"
import { ROUTE_LOOK, contentPoints, inDrawingOrder, routeState } from "./prepareRoutes.ts"
import { useDrawnRoutes } from "./growingRoutes.ts"
import { useLiveOverlay, useLiveTrack, type LiveView } from "./liveTrack.ts"
import { MARKER_LABELS, type MapMarker, type MapSelection, type MapViewProps } from "./types.ts"
import { groupNearby, groupRadius, type MarkerGroup } from "./cluster.ts"
import { fitPadding } from "./overlays.ts"
import { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS } from "./markerColors.ts"
import { useElementSize } from "./useElementSize.ts"
import { MAP_FAILED_NOTE, MapNote, ScaleBar } from "./MapOverlays.tsx"
import * as css from "./MapOverlays.css.ts"

export interface SchematicMapProps extends MapViewProps {
  /** The note in the corner; default "지도를 불러오지 못했어요". */
  readonly note?: string
}

const Marker = ({ marker, x, y }: { marker: MapMarker; x: number; y: number }): ReactNode => {
  const color = MARKER_COLORS[marker.kind]
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`} data-part="marker" data-kind={marker.kind}>
      <title>{MARKER_LABELS[marker.kind]}</title>
      {marker.kind === "me" ? <circle r={ME_HALO_RADIUS} fill={color} fillOpacity={0.18} /> : null}
      <circle r={MARKER_RADIUS[marker.kind]} fill={color} stroke="#FFFFFF" strokeWidth={3} />
      {marker.kind === "end" ? <circle r={3} fill="#FFFFFF" /> : null}
    </g>
  )
}

/**
 * `markers` as last answered while they are the same markers (kind and position): the list a
 * parent makes anew on every render stays one object while nothing in it moved.
 */
const useSameMarkers = (markers: ReadonlyArray<MapMarker>): ReadonlyArray<MapMarker> => {
  const last = useRef(markers)
  const before = last.current
  const same =
    before === markers ||
    (before.length === markers.length &&
      markers.every((m, i) => m.kind === before[i]!.kind && m.position.lat === before[i]!.position.lat && m.position.lng === before[i]!.position.lng))
  if (!same) last.current = markers
  return last.current
}

/** Keys from the content, not the position in the list; the n-th repeat of the same content gets `#n`. */
const keyed = <T,>(items: ReadonlyArray<T>, keyOf: (item: T) => string): Array<{ key: string; item: T }> => {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const k = keyOf(item)
    const n = seen.get(k) ?? 0
    seen.set(k, n + 1)
    return { key: n === 0 ? k : `${k}#${n}`, item }
  })
}

const at = (p: LatLng): string => `${p.lat},${p.lng}`

/** A hot place or a group as a button (when the map's places can be tapped): click, Enter or Space. */
/** A tappable place reaches 22 px around its centre (a 44 px target) however small its disc is drawn. */
const TAP_RADIUS_PX = 22

const tappable = (group: MarkerGroup, n: number, onSelect: ((selection: MapSelection) => void) | undefined) =>
  onSelect
    ? {
        role: "button",
        tabIndex: 0,
        // Numbered so that twenty of them are told apart; the count drawn on a group's disc is a word
        // of its own in its name (a screen reader's name holds what is seen).
        "aria-label": group.count === 1 ? `${MARKER_LABELS.hotplace} ${n} 보기` : `${MARKER_LABELS.hotplace} ${n}: ${group.count} 곳 보기`,
        className: css.tappable,
        onClick: () => onSelect({ kind: "places", places: group.members }),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key !== "Enter" && e.key !== " ") return
          e.preventDefault()
          onSelect({ kind: "places", places: group.members })
        }
      }
    : {}

/**
 * Points per drawn piece of a route. A route is drawn as pieces of at most this many points (each
 * shares its last point with the next one's first), in pixels from the route's first point: a
 * growing route (the walk in progress) changes only its last piece on a fix, and a view that moves
 * changes only the route's offset — not the whole line's points.
 */
export const ROUTE_PIECE_POINTS = 64

type Px = { readonly x: number; readonly y: number }

const samePoints = (a: ReadonlyArray<LatLng>, b: ReadonlyArray<LatLng>): boolean => a.length === b.length && a.every((p, i) => p === b[i])

/** One piece of a route (its points in pixels from `origin`), drawn again only when its points or the zoom change. */
const RoutePiece = memo(
  ({ points, origin, zoom, band }: { points: ReadonlyArray<LatLng>; origin: Px; zoom: number; band: boolean }): ReactNode => {
    const d = points
      .map((p) => {
        const w = project(p, zoom)
        return `${(w.x - origin.x).toFixed(1)},${(w.y - origin.y).toFixed(1)}`
      })
      .join(" ")
    return (
      <>
        <polyline points={d} />
        {/* A finger-wide band to hit (invisible). */}
        {band ? <polyline points={d} stroke="#FFFFFF" strokeOpacity={0} strokeWidth={20} pointerEvents="stroke" /> : null}
      </>
    )
  },
  (a, b) => a.zoom === b.zoom && a.band === b.band && a.origin.x === b.origin.x && a.origin.y === b.origin.y && samePoints(a.points, b.points)
)

/** A route's pieces (`ROUTE_PIECE_POINTS`, overlapping by one point). */
const pieces = (points: ReadonlyArray<LatLng>): ReadonlyArray<LatLng>[] => {
  const out: ReadonlyArray<LatLng>[] = []
  const step = ROUTE_PIECE_POINTS - 1
  for (let i = 0; i < points.length - 1; i += step) out.push(points.slice(i, i + ROUTE_PIECE_POINTS))
  return out
}

export const SchematicMap = (props: SchematicMapProps): ReactNode => {
  const { ariaLabel, height, fitToContent = false, note = MAP_FAILED_NOTE, selectedRoute = null, onSelect } = props
  const ref = useRef<HTMLDivElement>(null)
  const size = useElementSize(ref, { width: 390, height: typeof height === "number" ? height : 280 })
  const patternId = `map-grid-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  const zoom = clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM)

  // The walk in progress (`live`): the picture draws the track as it was while it serves (the
  // walker in the view's middle, the route's undrawn end within `TAIL_HOLD_PX`); the overlay draws
  // the dot and that end on every fix (issue 33: smooth at hour two).
  const following = props.live !== undefined && !fitToContent
  const layer = useRef<HTMLDivElement>(null)
  const overlay = useLiveOverlay(layer, following)
  // The view of the latest render, for the track's checks and drawings between renders.
  const drawnView = useRef<LiveView | null>(null)
  const track = useLiveTrack(following ? props.live : undefined, overlay, () => drawnView.current)
  const trackRoute = track?.route
  const given = useMemo(() => (trackRoute ? [{ points: trackRoute }, ...(props.routes ?? [])] : props.routes), [trackRoute, props.routes])
  // A growing route is drawn by appending, not simplified whole on every change (`useDrawnRoutes`).
  const routes = useDrawnRoutes(given)
  const markers = useMemo(() => props.markers ?? [], [props.markers])

  const center = track?.position ?? props.center
  let view = useMemo(() => {
    const fitted = fitToContent
      ? fitViewport(contentPoints(routes, markers), size.width, size.height, fitPadding({ width: size.width, height: size.height }), false)
      : null
    return fitted ?? { center, zoom }
  }, [fitToContent, routes, markers, size.width, size.height, center, zoom])
  // Following the walker: the view stays where it is until the walker nears the frame's edge.
  const [followed, setFollowed] = useState(view.center)
  if (following) {
    const camera = followCamera(followed, view.center, view.zoom, size.width, size.height)
    if (camera !== followed) setFollowed(camera)
    if (camera !== view.center) view = { center: camera, zoom: view.zoom }
  }

  const origin = project(view.center, view.zoom)
  const left = origin.x - size.width / 2
  const top = origin.y - size.height / 2
  const toScreen = (p: LatLng) => {
    const w = project(p, view.zoom)
    return { x: w.x - left, y: w.y - top }
  }
  drawnView.current = following ? { camera: view.center, zoom: view.zoom, width: size.width, height: size.height, toScreen } : null
  // One grid square is one scale-bar length on the ground, anchored to the world (not the frame).
  const cell = scaleBar(view.center.lat, view.zoom).px
  const mod = (a: number) => ((a % cell) + cell) % cell

  // The hot places (grouped) and the pins drawn in the picture: the same lists while their markers
  // are (a walk's fix hands a new marker list in which only the dot moved), grouped once per list and zoom.
  const places = useSameMarkers(useMemo(() => markers.filter((m) => m.kind === "hotplace"), [markers]))
  const hotplaces = useMemo(
    () =>
      groupNearby(
        places.map((m) => m.position),
        view.zoom
      ),
    [places, view.zoom]
  )
  const pins = useSameMarkers(
    useMemo(() => markers.filter((m) => m.kind !== "hotplace").sort((a, b) => Number(a.kind === "me") - Number(b.kind === "me")), [markers])
  )

  // The picture (grid, routes, places, pins) is made again only when what it shows or where the
  // view is changed: a followed walk's fix changes neither while the view stays and the route is held.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `toScreen` and `mod` are functions of `view.zoom`, `left`, `top` and `cell`
  const picture = useMemo(
    () => (
      <svg
        className={css.canvas}
        width="100%"
        height="100%"
        role={onSelect ? "group" : "img"}
        aria-label={ariaLabel}
        viewBox={`0 0 ${size.width} ${size.height}`}
      >
        <defs>
          <pattern
            id={patternId}
            width={cell}
            height={cell}
            patternUnits="userSpaceOnUse"
            patternTransform={`translate(${(-mod(left)).toFixed(2)} ${(-mod(top)).toFixed(2)})`}
          >
            <path d={`M0 0 H${cell} M0 0 V${cell}`} stroke="#DDD8CF" strokeWidth={1} fill="none" />
          </pattern>
        </defs>
        <rect width={size.width} height={size.height} fill={`url(#${patternId})`} data-part="grid" data-cell={cell.toFixed(2)} />
        {keyed(inDrawingOrder(routes, selectedRoute), (r) => `${r.color}@${at(r.points[0]!)}`).map(({ key, item: r }) => {
          const state = routeState(r.index, selectedRoute)
          const look = ROUTE_LOOK[state]
          const pick = onSelect ? () => onSelect({ kind: "route", index: r.index }) : undefined
          if (r.points.length === 1) {
            const p = toScreen(r.points[0]!)
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: a tap on a route is a pointer shortcut; the route list beside the map is the keyboard's way
              <circle
                key={key}
                data-part="route"
                data-color={r.color}
                data-state={state}
                cx={p.x}
                cy={p.y}
                r={look.width / 2}
                fill={r.color}
                fillOpacity={look.opacity}
                onClick={pick}
              />
            )
          }
          // In pixels from the route's first point, moved into the frame as a whole; the opacity is the
          // group's, so where two pieces meet the line is no darker.
          const origin = project(r.points[0]!, view.zoom)
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a tap on a route is a pointer shortcut; the route list beside the map is the keyboard's way
            <g
              key={key}
              data-part="route"
              data-color={r.color}
              data-state={state}
              transform={`translate(${(origin.x - left).toFixed(1)} ${(origin.y - top).toFixed(1)})`}
              fill="none"
              stroke={r.color}
              strokeWidth={look.width}
              opacity={look.opacity}
              strokeLinecap="round"
              strokeLinejoin="round"
              onClick={pick}
              className={pick ? css.tappable : undefined}
            >
              {pieces(r.points).map((piece, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a piece is its place along the route
                <RoutePiece key={i} points={piece} origin={origin} zoom={view.zoom} band={pick !== undefined} />
              ))}
            </g>
          )
        })}
        {keyed(hotplaces, (g) => `h${at(g.position)}`).map(({ key, item: g }, i) => {
          const p = toScreen(g.position)
          if (g.count === 1)
            return (
              <g key={key} {...tappable(g, i + 1, onSelect)}>
                {onSelect ? <circle cx={p.x} cy={p.y} r={TAP_RADIUS_PX} fill="transparent" data-part="tap-area" /> : null}
                <Marker marker={{ kind: "hotplace", position: g.position }} x={p.x} y={p.y} />
              </g>
            )
          const r = groupRadius(g.count)
          return (
            <g
              key={key}
              transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}
              data-part="marker-group"
              data-count={g.count}
              data-r={r}
              {...tappable(g, i + 1, onSelect)}
            >
              <title>{`${MARKER_LABELS.hotplace} ${g.count}곳`}</title>
              {onSelect && r < TAP_RADIUS_PX ? <circle r={TAP_RADIUS_PX} fill="transparent" data-part="tap-area" /> : null}
              <circle r={r} fill={MARKER_COLORS.hotplace} fillOpacity={0.9} stroke="#FFFFFF" strokeWidth={2} />
              <text textAnchor="middle" dominantBaseline="central" fill="#FFFFFF" fontSize={13} fontWeight={700}>
                {g.count}
              </text>
            </g>
          )
        })}
        {keyed(pins, (m) => (m.kind === "me" ? "me" : `${m.kind}@${at(m.position)}`)).map(({ key, item: m }) => {
          const p = toScreen(m.position)
          return <Marker key={key} marker={m} x={p.x} y={p.y} />
        })}
      </svg>
    ),
    [onSelect, ariaLabel, size.width, size.height, patternId, cell, left, top, view.zoom, routes, selectedRoute, hotplaces, pins]
  )

  return (
    <div ref={ref} className={css.root} style={{ height }} data-map="schematic" data-zoom={view.zoom}>
      {/* With tappable places the map is a group of buttons, else one picture. */}
      {picture}
      {following ? <div ref={layer} className={css.liveLayer} /> : null}
      <ScaleBar lat={view.center.lat} zoom={view.zoom} />
      <MapNote>{note}</MapNote>
    </div>
  )
}

export default SchematicMap
