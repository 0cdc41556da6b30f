/**
 * `/walk/onwalk` fills the screen between the bar and the bottom navigation and never scrolls:
 * the map takes what the sheet leaves (at least `MAP_MIN_HEIGHT`), the live numbers and the end
 * button never shrink, notices are one line each (tap to read more), and only the dogs' calorie
 * list scrolls inside itself when space runs out. Nothing is drawn over the map but the status chip.
 *
 * Where that cannot fit — a very narrow column or a short one (a phone zoomed to 200 % is
 * 180–195 × 320–422 px, less the bar and the bottom navigation: `FLOWS`) — the screen flows
 * instead (WCAG 1.4.10 reflow): the map keeps `MAP_MIN_HEIGHT`, the sheet follows it at its own
 * height with each notice whole, and the page scrolls to the end button. In the narrow column
 * (`NARROW_COLUMN`) the live figures stack, the marks take a row of their own above the end button and
 * a dog's calories go under its name (`walk.css.ts`).
 */
import { fallbackVar, globalStyle, style } from "@vanilla-extract/css"
import { NARROW_COLUMN, vars } from "../../ui/theme.css.ts"
import { MARKER_COLORS } from "../../ui/map/markerColors.ts"
import { shellBannerHeight } from "../../app/layout.css.ts"

const MAP_MIN_HEIGHT = "140px"

/**
 * A screen where the map and the sheet do not fit the viewport's height together, or a narrow one:
 * the screen flows and the page scrolls. Short (under 500 px), narrow (`NARROW_COLUMN`), or both smallish
 * at once — a 390 px phone at 150 % is 260×563, where the sheet would scroll inside itself with
 * the end button half under its edge; a 320×568 phone at 100 % still fits.
 */
const FLOWS = `${NARROW_COLUMN}, (max-height: 499px), (max-width: 299px) and (max-height: 599px)`

export const screen = style({
  display: "flex",
  flexDirection: "column",
  // Less the shell's offline banner while it shows.
  height: `calc(100dvh - ${vars.size.topBar} - ${vars.size.bottomNav} - env(safe-area-inset-bottom, 0px) - ${fallbackVar(shellBannerHeight, "0px")})`,
  minHeight: 0,
  overflow: "hidden",
  "@media": { [FLOWS]: { height: "auto", overflow: "visible" } }
})

export const mapArea = style({
  position: "relative",
  flex: "1 1 0",
  minHeight: MAP_MIN_HEIGHT,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [FLOWS]: { flex: "none", height: MAP_MIN_HEIGHT } }
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
  overflowY: "auto",
  "@media": {
    [FLOWS]: { flex: "none", overflowY: "visible" },
    [NARROW_COLUMN]: { paddingInline: vars.space["3"] }
  }
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

/** The notice's words: one line with an ellipsis, all of them once opened; all of them at once where the screen flows (the page scrolls: no line to save). */
export const noticeText = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { [`${noticeDetails}[open] &`]: { whiteSpace: "normal" } },
  "@media": { [FLOWS]: { whiteSpace: "normal", overflowWrap: "anywhere" } }
})

/** The chevron that says the line opens; none where the whole message shows already. */
export const noticeChevron = style({
  flexShrink: 0,
  transition: "transform 150ms ease",
  selectors: { [`${noticeDetails}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" }, [FLOWS]: { display: "none" } }
})

/**
 * The marks and the end button in one row: the end stays in reach on a 360×640 phone with two
 * notices. Where the row leaves the end button less than its own room (8rem: a larger text
 * setting, a zoomed page) the end button goes under the marks, full width.
 */
export const endRow = style({ display: "flex", flexWrap: "wrap", alignItems: "stretch", gap: vars.space["2"] })

export const endButton = style({ flex: "1 1 8rem", minWidth: 0, display: "flex", flexDirection: "column", justifyContent: "center" })

/**
 * The marks' buttons (소변, 대변, 물): three compact squares, each a full touch target with its
 * label and count; in a narrow column a row of their own, as wide as it, that wraps before a
 * button gets narrower than a touch target.
 */
export const markRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, 56px)",
  gap: vars.space["1"],
  flex: "none",
  "@media": { [NARROW_COLUMN]: { flex: "1 1 100%", gridTemplateColumns: `repeat(auto-fit, minmax(max(${vars.size.touch}, 2.75rem), 1fr))` } }
})

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
