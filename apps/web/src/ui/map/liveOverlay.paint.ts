/**
 * Drawing the walk's moving parts (`liveOverlay.ts`): the route's undrawn end and the walker's dot,
 * on a 2D canvas. Shared by the overlay's worker and its main-thread fallback; imports nothing, so
 * the worker's bundle is this file.
 */

/** How the moving parts look: the route's and the "me" marker's look on every map. */
export interface LiveLook {
  readonly tailColor: string
  readonly tailWidth: number
  readonly tailOpacity: number
  readonly dotColor: string
  readonly dotRadius: number
  readonly haloRadius: number
  /** The ring around the dot. */
  readonly ringColor: string
  readonly ringWidth: number
  /** The halo's opacity. */
  readonly haloOpacity: number
}

/** One drawing of the moving parts, in CSS pixels of the map's frame. */
export interface LiveDrawing {
  readonly width: number
  readonly height: number
  /** Device pixels per CSS pixel the canvas is drawn at. */
  readonly pixelRatio: number
  /** The route's end the map does not draw yet: x0, y0, x1, y1, … (empty: none). Typed: a message copies it as one block. */
  readonly tail: Float64Array
  /** Where the walker is; null: no dot. */
  readonly dot: { readonly x: number; readonly y: number } | null
}

/** The canvas's 2D context as the painter needs it (a page's or a worker's `OffscreenCanvas`'s). */
export type LiveContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/** Draws `d` on `ctx`'s canvas, sized to it, over nothing (the canvas is cleared). */
export const paintLiveTrack = (ctx: LiveContext, d: LiveDrawing, look: LiveLook): void => {
  const canvas = ctx.canvas
  const w = Math.max(1, Math.round(d.width * d.pixelRatio))
  const h = Math.max(1, Math.round(d.height * d.pixelRatio))
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w
    canvas.height = h
  } else {
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, w, h)
  }
  ctx.setTransform(d.pixelRatio, 0, 0, d.pixelRatio, 0, 0)
  const t = d.tail
  if (t.length >= 4) {
    ctx.globalAlpha = look.tailOpacity
    ctx.strokeStyle = look.tailColor
    ctx.lineWidth = look.tailWidth
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.beginPath()
    ctx.moveTo(t[0]!, t[1]!)
    for (let i = 2; i + 1 < t.length; i += 2) ctx.lineTo(t[i]!, t[i + 1]!)
    ctx.stroke()
  }
  if (d.dot) {
    const { x, y } = d.dot
    ctx.fillStyle = look.dotColor
    ctx.globalAlpha = look.haloOpacity
    ctx.beginPath()
    ctx.arc(x, y, look.haloRadius, 0, 2 * Math.PI)
    ctx.fill()
    ctx.globalAlpha = 1
    ctx.beginPath()
    ctx.arc(x, y, look.dotRadius, 0, 2 * Math.PI)
    ctx.fill()
    ctx.strokeStyle = look.ringColor
    ctx.lineWidth = look.ringWidth
    ctx.stroke()
  }
  ctx.globalAlpha = 1
}
