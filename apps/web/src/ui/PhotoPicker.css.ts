import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const root = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: vars.space["2"] })

export const trigger = style({
  position: "relative",
  display: "inline-flex",
  borderRadius: "50%",
  cursor: "pointer",
  selectors: {
    "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "3px" },
    // Locked while its form is sent (`locked`): dimmed like a disabled control, still focusable.
    '&:has([aria-disabled="true"])': { cursor: "not-allowed", opacity: 0.6 }
  }
})

export const badge = style({
  position: "absolute",
  right: "-2px",
  bottom: "-2px",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: "50%",
  background: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  border: `3px solid ${vars.color.background}`
})

export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(88px, 1fr))", gap: vars.space["2"] })

export const cell = style({
  position: "relative",
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceMuted
})

export const cellImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" })

export const remove = style({
  position: "absolute",
  top: "2px",
  right: "2px",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  border: "none",
  background: "none",
  cursor: "pointer",
  color: vars.color.textOnBrand,
  selectors: { '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 } }
})

export const removeMark = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "26px",
  height: "26px",
  borderRadius: "50%",
  background: vars.color.scrim
})

export const add = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["1"],
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[data-state="full"]': { borderStyle: "solid", borderColor: vars.color.border },
    '&:has([aria-disabled="true"])': { cursor: "not-allowed", opacity: 0.6 }
  }
})
