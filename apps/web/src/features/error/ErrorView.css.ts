import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const root = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  gap: vars.space["4"],
  paddingInline: vars.space["6"],
  paddingBlock: vars.space["10"],
  minHeight: "60dvh"
})

export const art = style({ width: "200px", maxWidth: "70%", height: "auto" })

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], width: "100%", maxWidth: "280px", marginTop: vars.space["2"] })
