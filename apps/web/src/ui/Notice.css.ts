/**
 * Notices and chips: the design system's status vocabulary. Tones are set with `data-tone`:
 * a notice is `warning` unless told `info` or `danger`; a chip is neutral unless `warning` or `danger`.
 */
import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

/** A small status pill, e.g. over a map. */
export const chip = style({
  position: "absolute",
  top: vars.space["3"],
  left: vars.space["3"],
  zIndex: 2,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "32px",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.full,
  background: vars.color.overlaySurface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-tone="warning"]': { background: vars.color.warningSoft, color: vars.color.warning },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger }
  }
})

/** A line of status with an icon: a tracking gap (warning), refused points (info), a GPS problem (danger). */
export const notice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningStrong,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-tone="info"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger }
  }
})

export const noticeText = style({ flex: 1, minWidth: 0, paddingTop: "2px" })
