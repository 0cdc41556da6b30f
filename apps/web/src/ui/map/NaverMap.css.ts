import { style } from "@vanilla-extract/css"
import { vars } from "../theme.css.ts"

export const root = style({
  position: "relative",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: "#F3EEE6",
  isolation: "isolate"
})

export const canvas = style({
  position: "absolute",
  inset: 0
})
