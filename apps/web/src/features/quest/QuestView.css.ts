import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space["3"] })

export const summaryRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: vars.space["3"] })

/** An icon before its figure, on one line (icons are blocks by the global rule). */
export const summaryItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space["1"] })

export const progressTrack = style({
  height: "8px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  overflow: "hidden"
})

export const progressFill = style({ height: "100%", borderRadius: vars.radius.full, background: vars.color.brand, transition: "width 240ms ease" })

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], margin: 0, padding: 0, listStyle: "none" })

export const item = style({
  display: "flex",
  // In a very narrow column (a phone zoomed to 200 %) the button goes under the quest's name.
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="done"]': { background: vars.color.surfaceMuted },
    '&[data-state="claim"], &[data-state="claiming"]': { borderColor: vars.color.brandBorder, background: vars.color.brandSoft }
  }
})

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  selectors: { '&[data-state="done"]': { background: vars.color.successSoft, color: vars.color.success } }
})

export const text = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0, flex: "1 1 7em" })

export const name = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, wordBreak: "keep-all" })

export const point = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.accentText, fontVariantNumeric: "tabular-nums" })

/** How far the walk quest is ('0.20 / 0.30 km'), on its own line. */
export const progressNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })

export const action = style({ flexShrink: 0, minWidth: "92px" })
