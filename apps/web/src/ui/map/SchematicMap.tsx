/**
 * The built-in map: an SVG drawing in Web Mercator around the centre — a street-like background
 * (not a real map), routes with the spec's line width/opacity/colours, markers and a scale bar.
 * Used whenever no Naver Maps client id is configured, and as the fallback when the SDK fails.
 */
import { useId, useMemo, useRef, type ReactNode } from "react"
import { ROUTE_LINE_OPACITY, ROUTE_LINE_WIDTH, type LatLng } from "@mungwalk/core"
import { DEFAULT_VIEW_ZOOM, clampZoom, fitViewport, project, scaleBar } from "./projection.ts"
import { contentPoints, prepareRoutes } from "./prepareRoutes.ts"
import { MARKER_LABELS, type MapMarker, type MapViewProps } from "./types.ts"
import { useElementSize } from "./useElementSize.ts"
import * as css from "./SchematicMap.css.ts"

/** Room around fitted content: 40 px, less on small maps. */
const fitPadding = (size: { width: number; height: number }) => Math.min(40, Math.round(0.15 * Math.min(size.width, size.height)))

/** Side of one background block, in screen pixels. */
const BLOCK = 96

const Marker = ({ marker, x, y }: { marker: MapMarker; x: number; y: number }): ReactNode => {
  const t = `translate(${x.toFixed(1)} ${y.toFixed(1)})`
  const title = <title>{MARKER_LABELS[marker.kind]}</title>
  switch (marker.kind) {
    case "me":
      return (
        <g transform={t} data-part="marker" data-kind="me">
          {title}
          <circle r={16} fill="#2F6BD8" fillOpacity={0.18} />
          <circle r={8} fill="#2F6BD8" stroke="#FFFFFF" strokeWidth={3} />
        </g>
      )
    case "hotplace":
      return (
        <g transform={t} data-part="marker" data-kind="hotplace">
          {title}
          <path
            d="M0 0 C-3 -7 -12 -12 -12 -22 A12 12 0 1 1 12 -22 C12 -12 3 -7 0 0 Z"
            fill="#E8772E"
            stroke="#FFFFFF"
            strokeWidth={2}
          />
          <circle cy={-22} r={5} fill="#FFFFFF" />
        </g>
      )
    case "start":
      return (
        <g transform={t} data-part="marker" data-kind="start">
          {title}
          <circle r={9} fill="#2E7D32" stroke="#FFFFFF" strokeWidth={3} />
        </g>
      )
    case "end":
      return (
        <g transform={t} data-part="marker" data-kind="end">
          {title}
          <circle r={9} fill="#2B2118" stroke="#FFFFFF" strokeWidth={3} />
          <circle r={3} fill="#FFFFFF" />
        </g>
      )
  }
}

export const SchematicMap = (props: MapViewProps): ReactNode => {
  const { ariaLabel, height, fitToContent = false } = props
  const ref = useRef<HTMLDivElement>(null)
  const size = useElementSize(ref, { width: 390, height: typeof height === "number" ? height : 280 })
  const patternId = `map-bg-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`

  const routes = useMemo(() => prepareRoutes(props.routes), [props.routes])
  const markers = useMemo(() => props.markers ?? [], [props.markers])

  const view = useMemo(() => {
    const fitted = fitToContent ? fitViewport(contentPoints(routes, markers), size.width, size.height, fitPadding(size), false) : null
    return fitted ?? { center: props.center, zoom: clampZoom(props.zoom ?? DEFAULT_VIEW_ZOOM) }
  }, [fitToContent, routes, markers, size.width, size.height, props.center, props.zoom])

  const origin = project(view.center, view.zoom)
  const left = origin.x - size.width / 2
  const top = origin.y - size.height / 2
  const toScreen = (p: LatLng) => {
    const w = project(p, view.zoom)
    return { x: w.x - left, y: w.y - top }
  }
  const bar = scaleBar(view.center.lat, view.zoom)
  const mod = (a: number) => ((a % BLOCK) + BLOCK) % BLOCK

  return (
    <div
      ref={ref}
      className={css.root}
      style={{ height }}
      data-map="schematic"
      data-zoom={view.zoom}
    >
      <svg className={css.svg} role="img" aria-label={ariaLabel} viewBox={`0 0 ${size.width} ${size.height}`}>
        <defs>
          <pattern
            id={patternId}
            width={BLOCK}
            height={BLOCK}
            patternUnits="userSpaceOnUse"
            patternTransform={`translate(${(-mod(left)).toFixed(1)} ${(-mod(top)).toFixed(1)})`}
          >
            <rect width={BLOCK} height={BLOCK} fill="#F3EEE6" />
            <rect x={7} y={7} width={BLOCK - 14} height={BLOCK - 14} rx={6} fill="#ECE4D8" />
            <rect x={7} y={7} width={38} height={32} rx={5} fill="#E3EDD9" />
            <path d={`M${BLOCK / 2} 7 V${BLOCK - 7}`} stroke="#FBF8F3" strokeWidth={3} />
            <path d={`M0 0 H${BLOCK} M0 0 V${BLOCK}`} stroke="#FFFFFF" strokeWidth={10} />
          </pattern>
        </defs>
        <rect width={size.width} height={size.height} fill={`url(#${patternId})`} />
        {routes.map((r, i) => {
          const pts = r.points.map(toScreen)
          if (pts.length === 1) {
            const p = pts[0]!
            return (
              <circle
                key={i}
                data-part="route"
                data-color={r.color}
                cx={p.x}
                cy={p.y}
                r={ROUTE_LINE_WIDTH / 2}
                fill={r.color}
                fillOpacity={ROUTE_LINE_OPACITY}
              />
            )
          }
          return (
            <polyline
              key={i}
              data-part="route"
              data-color={r.color}
              points={pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
              fill="none"
              stroke={r.color}
              strokeWidth={ROUTE_LINE_WIDTH}
              strokeOpacity={ROUTE_LINE_OPACITY}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )
        })}
        {[...markers]
          .sort((a, b) => Number(a.kind === "me") - Number(b.kind === "me"))
          .map((m, i) => {
            const p = toScreen(m.position)
            return <Marker key={i} marker={m} x={p.x} y={p.y} />
          })}
      </svg>
      <div className={css.scaleBar} data-part="scale-bar" aria-hidden="true">
        <span>{bar.label}</span>
        <span className={css.scaleLine} style={{ width: `${Math.round(bar.px)}px` }} />
      </div>
      <span className={css.badge} aria-hidden="true">약도</span>
    </div>
  )
}

export default SchematicMap
