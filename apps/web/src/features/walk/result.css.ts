import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `2px ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold
})

// Three figures in a row; a figure never breaks inside ('5분 53초/km' on one line): where the row
// is too narrow for the three, the last goes to the next line whole.
export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space["4"],
  rowGap: vars.space["2"],
  margin: 0
})

export const stat = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  flex: "1 0 auto"
})

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap"
})

export const markList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none"
})

export const markChip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  padding: `4px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium
})

export const markDot = style({
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.full,
  flexShrink: 0
})

export const actions = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space["2"]
})

export const wide = style({
  gridColumn: "1 / -1"
})

export const noRoute = style({
  padding: vars.space["4"],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center"
})

export const picture = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minWidth: 0
})

export const pictureFrame = style({
  display: "grid",
  flexShrink: 0,
  width: "64px",
  height: "64px",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted
})

export const pictureImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover"
})

export const pictureText = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space["1"],
  minWidth: 0
})
