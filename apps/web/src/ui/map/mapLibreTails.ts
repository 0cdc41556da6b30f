/**
 * The followed routes' undrawn ends (`routeTails`, `growingRoutes.ts`) as an SVG layer over
 * MapLibre's canvas, below the dot: drawing them there costs no WebGL frame per fix.
 */
import type { Map as MapLibre } from "maplibre-gl"
import type { RouteTail } from "./growingRoutes.ts"
import { ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { ROUTE_LOOK, routeState } from "./prepareRoutes.ts"

const SVG_NS = "http://www.w3.org/2000/svg"

/** The layer over the canvas that draws followed routes' undrawn ends (`routeTails`), below the dot. */
export const tailLayer = (): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, "svg")
  svg.setAttribute("aria-hidden", "true")
  svg.setAttribute("data-part", "route-tail")
  svg.style.cssText = "position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;overflow:visible"
  return svg
}

/** Draws `tails` in `svg` in the routes' look, at the map's pixels (a few dozen points each: cheap on every fix and move). */
export const drawTails = (svg: SVGSVGElement, map: MapLibre, tails: ReadonlyArray<RouteTail>, selected: number | null): void => {
  while (svg.childElementCount > tails.length) svg.lastElementChild!.remove()
  tails.forEach((tail, i) => {
    let line = svg.children[i] as SVGPolylineElement | undefined
    if (!line) {
      line = document.createElementNS(SVG_NS, "polyline")
      line.setAttribute("fill", "none")
      line.setAttribute("stroke-linecap", "round")
      line.setAttribute("stroke-linejoin", "round")
      svg.append(line)
    }
    const look = ROUTE_LOOK[routeState(tail.index, selected)]
    line.setAttribute("stroke", tail.color ?? ROUTE_DEFAULT_COLOR)
    line.setAttribute("stroke-width", String(look.width))
    line.setAttribute("stroke-opacity", String(look.opacity))
    line.setAttribute(
      "points",
      tail.points
        .map((p) => {
          const px = map.project([p.lng, p.lat])
          return `${px.x.toFixed(1)},${px.y.toFixed(1)}`
        })
        .join(" ")
    )
  })
}
