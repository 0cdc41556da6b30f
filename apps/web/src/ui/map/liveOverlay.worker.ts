/**
 * The worker that draws the walk's moving parts (`liveOverlay.ts`): each overlay's canvas is handed
 * over as an `OffscreenCanvas`, and its frames go to the compositor from here, not from the page's
 * main thread (issue 33: a fix costs the page a message, not a frame of its own).
 */
import { paintLiveTrack, type LiveContext, type LiveDrawing, type LiveLook } from "./liveOverlay.paint.ts"

export type LiveOverlayMessage =
  | { readonly type: "canvas"; readonly id: number; readonly canvas: OffscreenCanvas; readonly look: LiveLook }
  | { readonly type: "draw"; readonly id: number; readonly drawing: LiveDrawing }
  | { readonly type: "drop"; readonly id: number }

const overlays = new Map<number, { readonly ctx: LiveContext; readonly look: LiveLook }>()

self.onmessage = (event: MessageEvent<LiveOverlayMessage>) => {
  const m = event.data
  if (m.type === "canvas") {
    const ctx = m.canvas.getContext("2d")
    if (ctx) overlays.set(m.id, { ctx, look: m.look })
  } else if (m.type === "draw") {
    const overlay = overlays.get(m.id)
    if (overlay) paintLiveTrack(overlay.ctx, m.drawing, overlay.look)
  } else overlays.delete(m.id)
}
