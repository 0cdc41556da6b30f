/**
 * `/walk/onwalk` fills the screen between the bar and the bottom navigation and never scrolls:
 * the map takes what the sheet leaves (at least `MAP_MIN_HEIGHT`), the live numbers and the end
 * button never shrink, notices are one line each (tap to read more), and only the dogs' calorie
 * list scrolls inside itself when space runs out. Nothing is drawn over the map but the status chip.
 */
import { fallbackVar, globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"
import { MARKER_COLORS } from "../../ui/map/markerColors.ts"
import { shellBannerHeight } from "../../app/layout.css.ts"

const MAP_MIN_HEIGHT = "140px"

export const screen = style({
  display: "flex",
  flexDirection: "column",
  // Less the shell's offline banner while it shows.
  height: `calc(100dvh - ${vars.size.topBar} - ${vars.size.bottomNav} - env(safe-area-inset-bottom, 0px) - ${fallbackVar(shellBannerHeight, "0px")})`,
  minHeight: 0,
  overflow: "hidden"
})

export const mapArea = style({
  position: "relative",
  flex: "1 1 0",
  minHeight: MAP_MIN_HEIGHT,
  borderBottom: `1px solid ${vars.color.border}`
})

globalStyle(`${mapArea} > [data-map]`, { position: "absolute", inset: 0, height: "100%", borderRadius: 0 })

export const sheet = style({
  flex: "0 1 auto",
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  padding: vars.space["3"],
  paddingInline: vars.space["4"],
  overflowY: "auto"
})

/** Everything in the sheet keeps its height except the dogs' list. */
globalStyle(`${sheet} > *`, { flexShrink: 0 })

/**
 * The dogs' list, which scrolls inside itself when space runs out (five dogs on a 360×640 phone):
 * a soft shadow shows at an edge while more rows lie past it (the covers scroll with the content and
 * hide the shadows at the ends; the usual CSS "scroll shadows"), so a cut row reads as "scroll".
 */
export const dogs = style({
  selectors: { [`${sheet} > &`]: { flexShrink: 1 } },
  minHeight: "64px",
  overflowY: "auto",
  background: [
    `linear-gradient(${vars.color.surface} 30%, transparent) top / 100% 24px no-repeat local`,
    `linear-gradient(transparent, ${vars.color.surface} 70%) bottom / 100% 24px no-repeat local`,
    `radial-gradient(farthest-side at 50% 0, ${vars.color.scrollShadow}, transparent) top / 100% 10px no-repeat scroll`,
    `radial-gradient(farthest-side at 50% 100%, ${vars.color.scrollShadow}, transparent) bottom / 100% 10px no-repeat scroll`,
    // The card's own colour under them.
    vars.color.surface
  ].join(", ")
})

/** A notice in one line: its text is a disclosure that opens to the full message. */
export const compactNotice = style({
  alignItems: "center",
  gap: vars.space["2"],
  paddingBlock: 0,
  paddingInlineStart: vars.space["3"],
  paddingInlineEnd: 0,
  minHeight: vars.size.touch
})

export const noticeDetails = style({ flex: 1, minWidth: 0 })

export const noticeSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  listStyle: "none",
  paddingBlock: vars.space["3"],
  cursor: "pointer",
  selectors: {
    "&::-webkit-details-marker": { display: "none" }
  }
})

/** The notice's words: one line with an ellipsis, all of them once opened. */
export const noticeText = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { [`${noticeDetails}[open] &`]: { whiteSpace: "normal" } }
})

export const noticeChevron = style({
  flexShrink: 0,
  transition: "transform 150ms ease",
  selectors: { [`${noticeDetails}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } }
})

/** The marks and the end button in one row: the end stays in reach on a 360×640 phone with two notices. */
export const endRow = style({ display: "flex", alignItems: "stretch", gap: vars.space["2"] })

export const endButton = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", justifyContent: "center" })

/** The marks' buttons (소변, 대변, 물): three compact squares, each a full touch target with its label and count. */
export const markRow = style({ display: "grid", gridTemplateColumns: "repeat(3, 56px)", gap: vars.space["1"], flex: "none" })

export const markButton = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  alignContent: "center",
  justifyContent: "center",
  alignItems: "center",
  columnGap: "3px",
  minHeight: vars.size.touch,
  paddingInline: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: { "&:active": { background: vars.color.brandSoft } }
})

/** The mark's colour (the same as its pin on the map). */
export const markDot = style({
  width: "10px",
  height: "10px",
  borderRadius: "50%",
  selectors: {
    '&[data-kind="PEE"]': { background: MARKER_COLORS.pee },
    '&[data-kind="POO"]': { background: MARKER_COLORS.poo },
    '&[data-kind="WATER"]': { background: MARKER_COLORS.water }
  }
})

export const markCount = style({
  gridColumn: "1 / -1",
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: "tabular-nums"
})
