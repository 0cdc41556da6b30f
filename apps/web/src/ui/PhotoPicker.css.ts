import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const root = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space["2"] })

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  borderRadius: "50%",
  cursor: "pointer",
  selectors: { "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "3px" } }
})

export const badge = style({
  position: "absolute",
  right: "-2px",
  bottom: "-2px",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: "50%",
  background: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  border: `3px solid ${vars.color.background}`
})
