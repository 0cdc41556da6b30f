import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px) scale(0.98)" }, to: { opacity: 1, transform: "none" } })

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space["5"],
  background: vars.color.backdrop,
  animation: `${fadeIn} 140ms ease-out`,
  // Open as the page arrives (`Modal`'s `inPlace`): it is simply there, no entrance.
  selectors: { "&[data-entrance=none]": { animation: "none" } },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } }
})

export const panel = style({
  position: "relative",
  width: "100%",
  maxWidth: "360px",
  maxHeight: "calc(100dvh - 48px)",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space["4"],
  padding: vars.space["6"],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 180ms ease-out`,
  outline: "none",
  selectors: {
    [`${backdrop}[data-entrance=none] &`]: { animation: "none" },
    // Not yet answerable by a tap (`guardsOpeningTap`): a tap falls on the backdrop, which ignores it too.
    "&[data-armed=false]": { pointerEvents: "none" }
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } }
})

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: "center"
})

export const body = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: "center",
  whiteSpace: "pre-line"
})

export const actions = style({
  display: "flex",
  gap: vars.space["2"],
  selectors: { "&[data-layout=stack]": { flexDirection: "column" } }
})

export const illustration = style({
  display: "flex",
  justifyContent: "center",
  color: vars.color.brand
})
