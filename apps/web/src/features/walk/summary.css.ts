import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const calendar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  touchAction: "pan-y",
  userSelect: "none"
})

export const monthBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"]
})

export const monthTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: "tabular-nums"
})

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(7, 1fr)",
  rowGap: "2px",
  textAlign: "center",
  width: "100%",
  borderCollapse: "collapse"
})

export const weekday = style({
  paddingBlock: vars.space["1"],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: {
    '&[data-day="0"]': { color: vars.color.danger },
    '&[data-day="6"]': { color: vars.color.accentStrong }
  }
})

export const dayButton = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2px",
  width: "100%",
  minHeight: vars.size.touch,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    '&[data-outside="true"]': { color: vars.color.borderStrong },
    '&[data-today="true"]': { fontWeight: vars.fontWeight.heavy, color: vars.color.brandStrong },
    '&[aria-pressed="true"]': { background: vars.color.brandStrong, color: vars.color.textOnBrand },
    "&:hover:not([aria-pressed=true])": { background: vars.color.surfaceMuted }
  }
})

export const walkDot = style({
  width: "6px",
  height: "6px",
  borderRadius: "50%",
  background: vars.color.brand,
  selectors: {
    [`${dayButton}[aria-pressed="true"] &`]: { background: vars.color.textOnBrand }
  }
})

export const noDot = style({ width: "6px", height: "6px" })

export const summaryGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: vars.space["2"]
})

export const summaryItem = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  alignItems: "center",
  textAlign: "center",
  minWidth: 0
})

export const summaryValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap"
})

export const walkCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"]
})

export const walkHead = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"]
})

export const colorSwatch = style({
  width: "12px",
  height: "12px",
  borderRadius: "50%",
  flexShrink: 0
})

export const walkStats = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  fontVariantNumeric: "tabular-nums"
})

export const dogList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"]
})

export const dogPill = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  padding: `4px ${vars.space["3"]} 4px 4px`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium
})
