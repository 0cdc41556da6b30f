import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["5"],
  paddingInline: vars.space["4"],
  paddingTop: vars.space["4"],
  paddingBottom: vars.space["8"],
  minWidth: 0,
  selectors: { '&[data-bleed="true"]': { paddingInline: 0, paddingTop: 0 } }
})

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], minWidth: 0 })

export const sectionHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  minHeight: vars.size.touch
})
