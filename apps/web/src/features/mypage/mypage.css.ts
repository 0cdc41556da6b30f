import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

export const profileCard = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  // '수정' goes under the name when the name's column would be narrower than `profileText`'s basis (a phone zoomed to 150 % or more).
  flexWrap: "wrap"
})

/** The name and greeting beside the picture: at least 8em wide (a few words a line), else '수정' wraps under them. */
export const profileText = style({ flex: "1 1 8em", minWidth: 0 })

export const pointCard = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  padding: vars.space["4"],
  borderRadius: vars.radius.lg,
  background: vars.color.profileCard,
  color: vars.color.textOnBrand
})

export const pointLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  minHeight: vars.size.touch,
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.full,
  // A lighter pill over the orange read ~3:1 for its white text; a darker one keeps 4.5:1.
  background: vars.color.onBrandShade,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap"
})

export const dogGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))", gap: vars.space["3"] })

export const dogTile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space["2"],
  paddingBlock: vars.space["3"],
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  textAlign: "center"
})

export const dogName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap"
})

export const dogLinks = style({ display: "flex", flexDirection: "column", alignItems: "center", width: "100%" })

export const tileLink = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space["2"],
  width: "100%",
  minHeight: vars.size.touch,
  borderRadius: vars.radius.md
})

export const tileEdit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: vars.size.touch,
  paddingInline: vars.space["2"],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: "underline",
  textUnderlineOffset: "3px"
})

export const addTile = style([
  dogTile,
  {
    justifyContent: "center",
    minHeight: "132px",
    borderStyle: "dashed",
    borderColor: vars.color.brandBorder,
    background: vars.color.brandSoft,
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm
  }
])

export const menu = style({
  display: "flex",
  flexDirection: "column",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden"
})

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "56px",
  paddingInline: vars.space["4"],
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    "&:last-child": { borderBottom: "none" },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: "default" }
  }
})

export const menuIcon = style({ color: vars.color.brand, display: "inline-flex" })

export const menuChevron = style({ marginLeft: "auto", color: vars.color.textMuted, display: "inline-flex" })

export const pointRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  paddingBlock: vars.space["3"],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } }
})

export const pointSign = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  fontWeight: vars.fontWeight.heavy,
  selectors: {
    '&[data-type="plus"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-type="minus"]': { background: vars.color.dangerSoft, color: vars.color.danger }
  }
})

export const amount = style({
  marginLeft: "auto",
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  selectors: {
    '&[data-type="plus"]': { color: vars.color.success },
    '&[data-type="minus"]': { color: vars.color.danger }
  }
})

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "baseline",
  columnGap: vars.space["4"],
  rowGap: vars.space["3"],
  margin: 0
})

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: "right" })

export const breedList = style({
  display: "flex",
  flexDirection: "column",
  maxHeight: "232px",
  overflowY: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-disabled="true"]': { overflowY: "hidden", opacity: 0.6 } }
})

export const breedOption = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  minHeight: vars.size.touch,
  paddingInline: vars.space["3"],
  cursor: "pointer",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    "&:last-child": { borderBottom: "none" },
    '&[data-state="checked"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
    "&:has(:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" }
  }
})

export const formActions = style({ paddingTop: vars.space["2"] })

export const plainFieldset = style({ border: "none", margin: 0, padding: 0, minWidth: 0 })

export const pointDay = style({ display: "flex", flexDirection: "column", gap: vars.space["2"] })

export const pointDayHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space["3"],
  paddingInline: vars.space["1"]
})

export const pointDaySums = style({ display: "inline-flex", gap: vars.space["2"], fontSize: vars.fontSize.sm })

/** The profile button keeps its width beside a long nickname (the name wraps, the button does not shrink). */
export const editProfile = style({ flexShrink: 0 })

/** The member's nickname: up to two lines (20 characters fit at 360 px), then an ellipsis. */
export const nickname = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  overflowWrap: "anywhere"
})
