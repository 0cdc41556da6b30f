import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space["1"], minWidth: 0, border: "none", margin: 0, padding: 0 })

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  padding: 0
})

export const required = style({ color: vars.color.danger, marginLeft: "2px" })

export const control = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "48px",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    // The field being typed in is plain to see: the focus colour's ring, as every other control's (`:focus-visible`).
    "&:focus-within": { borderColor: vars.color.focus, outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    '&[data-state="invalid"]': { borderColor: vars.color.danger },
    '&[data-state="invalid"]:focus-within': { borderColor: vars.color.danger },
    '&[data-state="readonly"]': { background: vars.color.surfaceMuted, borderColor: vars.color.border }
  }
})

export const input = style({
  flex: 1,
  minWidth: 0,
  height: "46px",
  padding: 0,
  border: "none",
  outline: "none",
  background: "transparent",
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  appearance: "none",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 0.8 },
    "&:read-only": { color: vars.color.textMuted }
  }
})

export const adornment = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexShrink: 0, display: "inline-flex", alignItems: "center" })

export const message = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger, fontWeight: vars.fontWeight.medium } }
})

export const selectInput = style([input, { cursor: "pointer", paddingRight: vars.space["6"] }])

export const selectIcon = style({ position: "absolute", right: vars.space["3"], pointerEvents: "none", color: vars.color.textMuted })

export const segments = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  gap: vars.space["2"]
})

export const segment = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "48px",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brandStrong,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold
    },
    "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    // Locked while its form is sent (`RadioGroup`'s `locked`): dimmed like a disabled control, still focusable.
    '&:has([aria-disabled="true"])': { cursor: "not-allowed", opacity: 0.6 }
  }
})

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0
})

export const toggleRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  minHeight: vars.size.touch,
  width: "100%",
  padding: 0,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  textAlign: "left",
  fontSize: vars.fontSize.md
})

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: "52px",
  height: "32px",
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: "background-color 140ms ease",
  selectors: { '&[data-state="on"]': { background: vars.color.brandStrong } }
})

export const thumb = style({
  position: "absolute",
  top: "3px",
  left: "3px",
  width: "26px",
  height: "26px",
  borderRadius: "50%",
  background: vars.color.surface,
  boxShadow: vars.shadow.knob,
  transition: "transform 140ms ease",
  selectors: { '&[data-state="on"]': { transform: "translateX(20px)" } }
})
