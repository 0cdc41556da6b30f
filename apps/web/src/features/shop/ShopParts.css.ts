/** Parts every shop screen shares: the quantity stepper, product pictures, prices, the sticky action bar, the list footer. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const stepper = style({
  display: "inline-flex",
  alignItems: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: "hidden",
  flexShrink: 0
})

export const stepperButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: "not-allowed" }
  }
})

export const stepperValue = style({
  minWidth: "40px",
  textAlign: "center",
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  borderInline: `1px solid ${vars.color.border}`,
  lineHeight: vars.size.touch
})

/** A product picture: square, covering, on a muted ground while it loads. */
export const picture = style({
  display: "block",
  width: "100%",
  aspectRatio: "1 / 1",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md
})

export const noPicture = style({ display: "flex", alignItems: "center", justifyContent: "center", color: vars.color.borderStrong })

export const price = style({
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "-0.01em",
  whiteSpace: "nowrap",
  color: vars.color.text
})

/** The bar stuck to the bottom of the screen (buy, pay). */
export const stickyBar = style({
  position: "sticky",
  bottom: 0,
  zIndex: vars.zIndex.bar,
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  marginTop: "auto",
  padding: `${vars.space["3"]} ${vars.space["4"]} calc(${vars.space["3"]} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  boxShadow: vars.shadow.bar,
  selectors: {
    // Under the shell's fixed bottom navigation it sticks above it (the navigation takes the safe area).
    '[data-bottom-nav="true"] &': { bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`, paddingBottom: vars.space["3"] }
  }
})

export const listFooter = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "64px",
  paddingBlock: vars.space["2"],
  color: vars.color.textMuted
})

export const vendor = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  letterSpacing: "0.01em"
})

/** A round mark with an icon (added to the cart, refund done, payment results): green, or `data-tone` danger / brand. */
export const mark = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  flexShrink: 0,
  selectors: {
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-tone="brand"]': { background: vars.color.brandSoft, color: vars.color.brandStrong }
  }
})
