import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const screen = style({ display: "flex", flexDirection: "column", flex: 1, minHeight: "100%" })

/**
 * Square, but never so tall that the name, the price and the fixed buy bar leave the first screen:
 * on a 360×640 phone the bars (top, buy, bottom navigation) and the summary need about 360 px.
 */
export const hero = style({
  display: "block",
  width: "100%",
  aspectRatio: "1 / 1",
  maxHeight: "max(200px, calc(100svh - 360px))",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  borderRadius: 0
})

export const info = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  padding: `${vars.space["5"]} ${vars.space["4"]}`,
  background: vars.color.surface,
  borderBottom: `8px solid ${vars.color.surfaceMuted}`
})

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.01em",
  color: vars.color.text
})

export const priceRow = style({ display: "flex", alignItems: "baseline", gap: vars.space["2"], marginTop: vars.space["1"] })

export const perks = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  marginTop: vars.space["3"],
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium
})

export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
  padding: `${vars.space["5"]} ${vars.space["4"]}`,
  background: vars.color.surface
})

export const detailImage = style({ display: "block", width: "100%", height: "auto", borderRadius: vars.radius.md, background: vars.color.surfaceMuted })

export const likeButton = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2px",
  width: "56px",
  minHeight: "52px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  flexShrink: 0,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.notify, borderColor: vars.color.brandBorder, background: vars.color.brandSoft },
    '&[aria-disabled="true"]': { cursor: "progress" }
  }
})

export const likeText = style({ color: vars.color.textMuted, selectors: { [`${likeButton}[aria-pressed="true"] &`]: { color: vars.color.brandStrong } } })

export const buyButton = style({ flex: 1 })

export const sheetProduct = style({ display: "grid", gridTemplateColumns: "64px minmax(0, 1fr)", gap: vars.space["3"], alignItems: "center" })

export const sheetRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  paddingBlock: vars.space["3"],
  borderTop: `1px solid ${vars.color.border}`
})

export const total = style({ fontSize: vars.fontSize.xl })

export const added = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space["2"], textAlign: "center" })
