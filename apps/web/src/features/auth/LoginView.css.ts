import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const root = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["6"],
  paddingInline: vars.space["5"],
  paddingTop: vars.space["8"],
  paddingBottom: vars.space["10"]
})

export const hero = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space["3"], textAlign: "center" })

export const art = style({ width: "220px", maxWidth: "70%", height: "auto" })

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, height: "1px", background: vars.color.border }
  }
})

export const providerIcon = style({ position: "absolute", left: vars.space["4"], display: "inline-flex" })

export const providerButton = style({ position: "relative" })
