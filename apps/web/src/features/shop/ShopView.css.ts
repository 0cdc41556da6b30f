import { style } from "@vanilla-extract/css"
import { segmentedTrack } from "../../ui/misc.css.ts"
import { vars } from "../../ui/theme.css.ts"

export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] })

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.heavy, letterSpacing: "-0.02em", color: vars.color.text })

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const cartButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0
})

export const cartCount = style({
  position: "absolute",
  top: "-2px",
  right: "-2px",
  // Grows with the reader's font size (20 px at the default), the count inside it.
  minWidth: "1.25rem",
  height: "1.25rem",
  paddingInline: "5px",
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.heavy,
  lineHeight: "1.25rem",
  textAlign: "center",
  boxShadow: `0 0 0 2px ${vars.color.background}`
})

/** The best items: one row that scrolls sideways, snapping to cards, bleeding to the screen's edges. */
export const strip = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "132px",
  gap: vars.space["3"],
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: vars.space["4"],
  marginInline: `calc(-1 * ${vars.space["4"]})`,
  paddingInline: vars.space["4"],
  paddingBottom: vars.space["2"],
  listStyle: "none",
  marginBlock: 0,
  scrollbarWidth: "none",
  selectors: { "&::-webkit-scrollbar": { display: "none" } }
})

export const stripItem = style({ scrollSnapAlign: "start", minWidth: 0 })

export const rank = style({
  position: "absolute",
  top: vars.space["2"],
  left: vars.space["2"],
  minWidth: "1.5rem",
  height: "1.5rem",
  paddingInline: "6px",
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: "1.5rem",
  textAlign: "center",
  selectors: { '&[data-top="true"]': { background: vars.color.brandStrong } }
})

export const filters = segmentedTrack

export const filter = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["1"],
  minHeight: vars.size.touch,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card }
  }
})

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space["3"],
  rowGap: vars.space["5"],
  listStyle: "none",
  margin: 0,
  padding: 0
})

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: "6px",
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.md,
  WebkitTapHighlightColor: "transparent",
  selectors: { "&:active": { opacity: 0.85 } }
})

export const pictureBox = style({ position: "relative", marginBottom: vars.space["1"] })

export const liked = style({
  position: "absolute",
  right: vars.space["2"],
  bottom: vars.space["2"],
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "28px",
  height: "28px",
  borderRadius: vars.radius.full,
  background: vars.color.overlaySurface,
  color: vars.color.notify,
  boxShadow: vars.shadow.card
})

export const name = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  minHeight: "2.6em"
})

export const bestName = style([name, { fontSize: vars.fontSize.xs, minHeight: "2.6em" }])

/** A line of text still to come in a product placeholder: a bar inside the line, which keeps the line's own height. */
export const placeholderLine = style({
  display: "inline-block",
  height: "0.8em",
  verticalAlign: "middle",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted
})

export const bestFailed = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm
})
