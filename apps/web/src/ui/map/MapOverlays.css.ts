import { keyframes, style } from "@vanilla-extract/css"
import { NARROW_COLUMN, vars } from "../theme.css.ts"

/** The frame every implementation draws in: rounded, clipped, filling its container's width. */
export const root = style({
  position: "relative",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: "#F4F2EE",
  isolation: "isolate"
})

export const canvas = style({
  position: "absolute",
  inset: 0,
  // MapLibre's own class on this element makes it `position: relative` (its stylesheet loads
  // later): without a size of its own the map's container was 0 px high on a frame sized by its
  // parent (`height: 100%`, the on-walk screen) and drew nothing.
  width: "100%",
  height: "100%"
})

const chip = {
  position: "absolute",
  bottom: vars.space["3"],
  zIndex: 2,
  borderRadius: vars.radius.sm,
  background: "rgba(255, 255, 255, 0.92)",
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.2,
  pointerEvents: "none"
} as const

export const scaleBar = style({
  ...chip,
  left: vars.space["3"],
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: "4px 8px",
  fontWeight: vars.fontWeight.medium
})

export const scaleLine = style({
  height: "6px",
  borderLeft: `2px solid ${vars.color.text}`,
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`
})

/**
 * The note chip ("지도를 불러오지 못했어요") at the bottom right, beside the scale bar; in a very
 * narrow map (a phone zoomed to 200 %) above it instead (the bar's height: its padding, a line of
 * the same text, the gap and the line), wrapping within the map, so the two never overlap.
 */
export const note = style({
  ...chip,
  right: vars.space["3"],
  padding: "4px 8px",
  borderRadius: vars.radius.full,
  "@media": {
    [NARROW_COLUMN]: { bottom: `calc(${vars.space["3"]} + 1.2em + 22px)`, maxWidth: `calc(100% - 2 * ${vars.space["3"]})` }
  }
})

/** A hot place, a group or a route that can be tapped (the schematic map): a pointer, and a ring on keyboard focus. */
export const tappable = style({
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: "50%" }
  }
})

/** The tapped hot place's card under the map. */
export const placeSheet = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  padding: vars.space["3"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`
})

export const placeSheetText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space["1"] })

/** The host of the walk's moving parts (`liveOverlay.ts`): over the map's picture, under its notes; taps go through. */
export const liveLayer = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  pointerEvents: "none"
})

/**
 * '지도를 불러오는 중' in the middle of the frame while the map's library, style or tiles load (a
 * slow phone: seconds). It fades in after 400 ms, so a quick load never flashes it, and breathes
 * while it waits (still with reduced motion).
 */
export const loading = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  pointerEvents: "none",
  animation: `${keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })} 200ms ease-out 400ms both, ${keyframes({ "50%": { opacity: 0.55 } })} 1.6s ease-in-out 600ms infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: `${keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })} 1ms linear 400ms both` } }
})
