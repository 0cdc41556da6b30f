import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const screen = style({ display: "flex", flexDirection: "column", flex: 1 })

export const block = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
  padding: `${vars.space["5"]} ${vars.space["4"]}`,
  background: vars.color.surface,
  borderBottom: `8px solid ${vars.color.surfaceMuted}`
})

/** The canceled-payment note over the lines, inset like the blocks. */
export const noticeSlot = style({ padding: `${vars.space["3"]} ${vars.space["4"]} 0`, background: vars.color.surface })

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const selectAllRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  paddingBottom: vars.space["2"],
  borderBottom: `1px solid ${vars.color.border}`
})

/** A check box drawn over a native one: the whole label is the 44 px touch target. */
export const check = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  position: "relative",
  selectors: { "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px", borderRadius: vars.radius.sm } }
})

export const checkInput = style({ position: "absolute", opacity: 0, width: "1px", height: "1px", margin: 0 })

export const checkBox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "24px",
  height: "24px",
  borderRadius: "7px",
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: "transparent",
  flexShrink: 0,
  transition: "background-color 120ms ease, border-color 120ms ease",
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.textOnBrand }
  }
})

export const lines = style({ display: "flex", flexDirection: "column", listStyle: "none", margin: 0, padding: 0 })

export const line = style({
  display: "grid",
  gridTemplateColumns: "44px 76px minmax(0, 1fr)",
  gridTemplateAreas: '"check picture body" ". controls controls"',
  columnGap: vars.space["2"],
  rowGap: vars.space["2"],
  paddingBlock: vars.space["4"],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    "&:last-child": { borderBottom: "none", paddingBottom: 0 },
    '&[data-single="true"]': { gridTemplateColumns: "76px minmax(0, 1fr)", gridTemplateAreas: '"picture body" "controls controls"' },
    // Its delete call in flight: the line is shaded while it goes (its text keeps its contrast).
    "&[data-removing]": { background: vars.color.surfaceMuted }
  }
})

export const lineCheck = style({ gridArea: "check", alignSelf: "start", marginTop: "-10px" })

export const linePicture = style({ gridArea: "picture" })

export const lineBody = style({ gridArea: "body", display: "flex", flexDirection: "column", gap: "4px", minWidth: 0 })

export const lineHead = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space["1"] })

export const lineName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  paddingTop: "2px"
})

export const unitPrice = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const deleteButton = style({ marginTop: "-10px", marginRight: "-10px", color: vars.color.textMuted })

export const lineControls = style({ gridArea: "controls", display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["2"] })

export const pointsHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["2"] })

export const balance = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const balanceValue = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" })

export const pointsRow = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: vars.space["2"], alignItems: "end" })

export const summary = style({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: vars.space["2"], margin: 0 })

export const summaryLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const summaryValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text
})

export const summaryPoints = style([summaryValue, { color: vars.color.brandStrong }])

export const summaryTotalLabel = style({
  margin: 0,
  paddingTop: vars.space["3"],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text
})

export const summaryTotal = style({
  margin: 0,
  paddingTop: vars.space["3"],
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "right",
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.brandStrong
})

export const payButton = style({ flex: 1 })

export const emptyWrap = style({ padding: vars.space["4"] })
