import { describe, expect, it } from "vitest"
import { paintLiveTrack, type LiveContext } from "./liveOverlay.paint.ts"
import { LIVE_LOOK } from "./liveOverlay.ts"
import { ROUTE_LOOK } from "./prepareRoutes.ts"
import { MARKER_COLORS, MARKER_RADIUS, ME_HALO_RADIUS } from "./markerColors.ts"

/** A 2D context that records what is drawn (the painter's calls and the state each stroke or fill used). */
const recorder = () => {
  const calls: string[] = []
  const canvas = { width: 0, height: 0 }
  const ctx = new Proxy(
    { canvas, globalAlpha: 1, strokeStyle: "", fillStyle: "", lineWidth: 1, lineCap: "butt", lineJoin: "miter" } as Record<string, unknown>,
    {
      get(target, key) {
        if (key in target) return target[key as string]
        return (...args: number[]) => {
          const state =
            key === "stroke"
              ? ` ${target.strokeStyle} w${target.lineWidth} a${target.globalAlpha} ${target.lineCap}/${target.lineJoin}`
              : key === "fill"
                ? ` ${target.fillStyle} a${target.globalAlpha}`
                : ""
          calls.push(`${String(key)}(${args.join(",")})${state}`)
        }
      }
    }
  )
  return { ctx: ctx as unknown as LiveContext, calls, canvas }
}

describe("paintLiveTrack (the on-walk overlay's picture)", () => {
  it("draws the route's end in the route's look and the dot as the 'me' marker, at the device's pixels", () => {
    const { ctx, calls, canvas } = recorder()
    paintLiveTrack(ctx, { width: 390, height: 300, pixelRatio: 2, tail: Float64Array.of(10, 20, 30, 40, 50, 40), dot: { x: 50, y: 40 } }, LIVE_LOOK)
    expect(canvas).toEqual({ width: 780, height: 600 })
    const look = ROUTE_LOOK.normal
    expect(calls).toEqual([
      "setTransform(2,0,0,2,0,0)",
      "beginPath()",
      "moveTo(10,20)",
      "lineTo(30,40)",
      "lineTo(50,40)",
      `stroke() ${LIVE_LOOK.tailColor} w${look.width} a${look.opacity} round/round`,
      "beginPath()",
      `arc(50,40,${ME_HALO_RADIUS},0,${2 * Math.PI})`,
      `fill() ${MARKER_COLORS.me} a0.18`,
      "beginPath()",
      `arc(50,40,${MARKER_RADIUS.me},0,${2 * Math.PI})`,
      `fill() ${MARKER_COLORS.me} a1`,
      "stroke() #FFFFFF w3 a1 round/round"
    ])
  })

  it("clears the last drawing when the size is the same, and draws no line of one point nor a missing dot", () => {
    const { ctx, calls, canvas } = recorder()
    canvas.width = 390
    canvas.height = 300
    paintLiveTrack(ctx, { width: 390, height: 300, pixelRatio: 1, tail: Float64Array.of(10, 20), dot: null }, LIVE_LOOK)
    expect(calls).toEqual(["setTransform(1,0,0,1,0,0)", "clearRect(0,0,390,300)", "setTransform(1,0,0,1,0,0)"])
  })
})
