import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], listStyle: "none", margin: 0, padding: 0 })

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space["3"],
  minHeight: vars.size.touch,
  padding: vars.space["3"],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[data-state="unread"]': { background: vars.color.brandSoft, borderColor: vars.color.brandBorder } }
})

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong
})

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space["1"], minWidth: 0 })

export const title = style({ fontWeight: vars.fontWeight.bold })

/** The comment's first three lines (a long one would push every other notification away); the post shows it whole. */
export const content = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap"
})

/** When: '5분 전'. */
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
