/**
 * The walk's moving parts over a map (issue 33: smooth at hour two): the walker's dot and the
 * route's newest end, which change on every fix, drawn on a canvas of their own over the map
 * rather than by the map. Where the browser can (`transferControlToOffscreen` and workers), the
 * canvas is drawn by a worker (`liveOverlay.worker.ts`): a fix costs the page one small message,
 * no style, layout, paint or frame of its own; elsewhere it is drawn here, on the page. Hidden from
 * assistive technology (the map is one picture with its label).
 */
import { ROUTE_DEFAULT_COLOR } from "@mungwalk/core"
import { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS } from "./markerColors.ts"
import { ROUTE_LOOK } from "./prepareRoutes.ts"
import { paintLiveTrack, type LiveDrawing, type LiveLook } from "./liveOverlay.paint.ts"
import type { LiveOverlayMessage } from "./liveOverlay.worker.ts"

export type { LiveDrawing } from "./liveOverlay.paint.ts"

/** The route's look (`ROUTE_LOOK.normal`) and the "me" marker's, as every map draws them. */
export const LIVE_LOOK: LiveLook = {
  tailColor: ROUTE_DEFAULT_COLOR,
  tailWidth: ROUTE_LOOK.normal.width,
  tailOpacity: ROUTE_LOOK.normal.opacity,
  dotColor: MARKER_COLORS.me,
  dotRadius: MARKER_RADIUS.me,
  haloRadius: ME_HALO_RADIUS,
  ringColor: "#FFFFFF",
  ringWidth: 3,
  haloOpacity: 0.18
}

/** The most device pixels per CSS pixel the overlay draws (as the maps: sharp enough, a quarter of a 3× phone's pixels less). */
export const LIVE_MAX_PIXEL_RATIO = 2

export interface LiveOverlay {
  /** Draws the moving parts (replacing the last drawing). */
  draw(drawing: LiveDrawing): void
  /** Removes the canvas (and frees it in the worker). */
  dispose(): void
}

/** What each overlay's canvas last drew (tests and the bench read it: the pixels may be in a worker). */
const lastDrawings = new WeakMap<Element, LiveDrawing>()

/** The last drawing of an overlay canvas (`[data-part="live-track"]`); undefined before the first. */
export const liveDrawingOf = (canvas: Element): LiveDrawing | undefined => lastDrawings.get(canvas)

let worker: Worker | null | undefined
let nextId = 1
const overlayWorker = (): Worker | null => {
  if (worker !== undefined) return worker
  try {
    worker =
      typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined"
        ? null
        : new Worker(new URL("./liveOverlay.worker.ts", import.meta.url), { type: "module", name: "map-overlay" })
  } catch {
    worker = null
  }
  return worker
}

/** A canvas over `host` (which it fills) for the moving parts; `dispose` removes it. */
export const mountLiveOverlay = (host: HTMLElement, look: LiveLook = LIVE_LOOK): LiveOverlay => {
  const canvas = document.createElement("canvas")
  // Fills its host (the bitmap is sized by each drawing); taps go through to the map.
  canvas.style.cssText = "position:absolute;inset:0;width:100%;height:100%;pointer-events:none"
  canvas.setAttribute("aria-hidden", "true")
  canvas.dataset.part = "live-track"
  host.append(canvas)
  const w = typeof canvas.transferControlToOffscreen === "function" ? overlayWorker() : null
  if (w) {
    const id = nextId++
    const offscreen = canvas.transferControlToOffscreen()
    w.postMessage({ type: "canvas", id, canvas: offscreen, look } satisfies LiveOverlayMessage, [offscreen])
    return {
      draw(drawing) {
        lastDrawings.set(canvas, drawing)
        w.postMessage({ type: "draw", id, drawing } satisfies LiveOverlayMessage)
      },
      dispose() {
        w.postMessage({ type: "drop", id } satisfies LiveOverlayMessage)
        canvas.remove()
      }
    }
  }
  const ctx = canvas.getContext("2d")
  return {
    draw(drawing) {
      lastDrawings.set(canvas, drawing)
      if (ctx) paintLiveTrack(ctx, drawing, look)
    },
    dispose: () => canvas.remove()
  }
}
