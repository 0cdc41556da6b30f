import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heavy, letterSpacing: "-0.01em", color: vars.color.text })

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], listStyle: "none", margin: 0, padding: 0 })

export const order = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  selectors: { '&[data-state="refunded"]': { background: vars.color.surfaceMuted, boxShadow: "none" } }
})

export const orderHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  paddingBottom: vars.space["2"],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums"
})

export const orderBody = style({ display: "grid", gridTemplateColumns: "72px minmax(0, 1fr)", gap: vars.space["3"], alignItems: "start" })

export const orderInfo = style({ display: "flex", flexDirection: "column", gap: "4px", minWidth: 0 })

export const orderName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.tight, color: vars.color.text })

export const orderMeta = style({ display: "flex", alignItems: "baseline", gap: vars.space["2"], fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const orderFoot = style({ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: vars.space["3"] })

/** While the pay provider's answer is awaited: what is happening, beside the (disabled) button. */
export const orderNote = style({
  flex: "1 1 0",
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted
})

export const refundButton = style({ flexShrink: 0 })
