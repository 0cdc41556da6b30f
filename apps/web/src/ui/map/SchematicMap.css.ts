import { style } from "@vanilla-extract/css"
import { vars } from "../theme.css.ts"

export const root = style({
  position: "relative",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: "#F3EEE6",
  isolation: "isolate",
  touchAction: "pan-y"
})

export const svg = style({
  display: "block",
  width: "100%",
  height: "100%"
})

export const scaleBar = style({
  position: "absolute",
  left: vars.space["3"],
  bottom: vars.space["3"],
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: "4px 8px",
  borderRadius: vars.radius.sm,
  background: "rgba(255, 255, 255, 0.9)",
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.2,
  pointerEvents: "none"
})

export const scaleLine = style({
  height: "6px",
  borderLeft: `2px solid ${vars.color.text}`,
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`
})

export const badge = style({
  position: "absolute",
  right: vars.space["3"],
  bottom: vars.space["3"],
  padding: "2px 8px",
  borderRadius: vars.radius.full,
  background: "rgba(255, 255, 255, 0.9)",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  pointerEvents: "none"
})
