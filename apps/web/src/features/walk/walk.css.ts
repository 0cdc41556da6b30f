import { globalStyle, keyframes, style } from "@vanilla-extract/css"
import { AVATAR_PX } from "../../ui/misc.css.ts"
import { NARROW_COLUMN, vars } from "../../ui/theme.css.ts"

/**
 * A map that runs edge to edge under the bar. Nothing overlaps its bottom edge: the map's own
 * controls live there (the scale bar; Naver's logo and scale, which must stay visible).
 */
export const mapBleed = style({
  position: "relative",
  borderBottom: `1px solid ${vars.color.border}`
})

globalStyle(`${mapBleed} > [data-map]`, { borderRadius: 0 })

export const sheet = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["5"],
  padding: vars.space["4"],
  paddingTop: vars.space["5"]
})

/** The start bar's height: the large button (56 px) and its padding above and below. */
const START_BAR_HEIGHT = `calc(56px + 2 * ${vars.space["3"]})`

/**
 * The start button's bar: sticks just above the bottom navigation, so the start is fully visible
 * and tappable without scrolling whatever the screen height and the number of dogs (issue 33). Its
 * own background and a soft top edge keep what scrolls under it (the menu tiles) from showing through.
 */
export const startBar = style({
  position: "sticky",
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 2,
  marginInline: `calc(-1 * ${vars.space["4"]})`,
  paddingInline: vars.space["4"],
  paddingBlock: vars.space["3"],
  background: vars.color.background,
  boxShadow: `0 -8px 12px -8px ${vars.color.border}`,
  selectors: { '&[data-floating="false"]': { position: "static", boxShadow: "none" } }
})

export const dogGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))",
  gap: vars.space["2"]
})

export const dogChip = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "104px",
  padding: vars.space["3"],
  // A dog reached with Tab scrolls clear of the start bar floating over the list's end, with its
  // focus ring (the page's scroll padding already keeps it above the navigation).
  scrollMarginBottom: `calc(${START_BAR_HEIGHT} + ${vars.space["3"]})`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  transition: "border-color 120ms ease, background-color 120ms ease",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brandStrong, background: vars.color.brandSoft },
    "&:disabled": { cursor: "not-allowed", opacity: 0.6 }
  }
})

export const dogCheck = style({
  position: "absolute",
  top: vars.space["2"],
  right: vars.space["2"],
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "22px",
  height: "22px",
  borderRadius: "50%",
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: "transparent",
  selectors: {
    [`${dogChip}[aria-pressed="true"] &`]: { borderColor: vars.color.brandStrong, background: vars.color.brandStrong, color: vars.color.textOnBrand }
  }
})

/** The chooser's chip while the dogs load: a chip's box, muted, not a button. */
export const dogChipWaiting = style({ cursor: "default", background: vars.color.surfaceMuted })

/** The face's place in a waiting chip (the avatar's `md` size). */
export const dogFaceWaiting = style({ width: `${AVATAR_PX.md}px`, height: `${AVATAR_PX.md}px`, borderRadius: "50%", background: vars.color.border })

/** A dog's name in the chooser: up to two lines (a 30-character name, or two names alike, stay told apart), then an ellipsis. */
export const dogName = style({
  maxWidth: "100%",
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
  overflow: "hidden",
  overflowWrap: "anywhere",
  textAlign: "center",
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm
})

/** Round badge over a map (status chips, "locating"). */

/*
 * The recording dot's ring grows and fades by transform and opacity only: the compositor runs it,
 * so a walk of hours does not restyle and repaint the page 60 times a second (a box-shadow
 * animation did: issue 33, smooth at hour two). It pulses three times when the dot appears (the
 * walk starts, or recording resumes after a wait) and then stays still: while any animation runs,
 * every frame the page draws — one per fix — restyles and pre-paints the ring on the main thread
 * too (~1.3 ms a frame at 4× CPU slowdown, `bench/onWalk.ts`); the live card's seconds say the walk
 * goes on.
 */
const pulse = keyframes({
  "0%": { transform: "scale(1)", opacity: 1 },
  "100%": { transform: "scale(2.6)", opacity: 0 }
})

export const recDot = style({
  position: "relative",
  width: "10px",
  height: "10px",
  borderRadius: "50%",
  background: vars.color.danger,
  "::after": {
    content: '""',
    position: "absolute",
    inset: 0,
    borderRadius: "50%",
    background: vars.color.dangerGlow,
    // Still once the pulses end (no effect left in force, so nothing left for a frame to update).
    opacity: 0,
    animation: `${pulse} 1.4s ease-out 3`
  },
  "@media": { "(prefers-reduced-motion: reduce)": { selectors: { "&::after": { animation: "none", opacity: 0 } } } }
})

/**
 * The live card's time and distance side by side, the time's column 1.4 times the distance's;
 * one above the other where the card is narrower than the room they need side by side (the
 * time's column under 8.4rem, where '3시간 4분 12초' no longer fits: a zoomed page, a larger text
 * setting; a 320 px phone keeps them side by side).
 */
export const statGrid = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space["3"],
  rowGap: vars.space["2"]
})

/** Bases in the columns' ratio (8.4 : 6 = 1.4 : 1), grown in it: side by side, the same widths as a 1.4fr / 1fr grid. */
export const stat = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  minWidth: 0,
  flex: "1.4 1 8.4rem",
  selectors: { "&:last-child": { flex: "1 1 6rem" } }
})

export const statValue = style({
  fontSize: vars.fontSize.xl,
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "-0.01em"
})

/**
 * A figure that changes while the walk goes on (the live card's time and distance, a dog's
 * calories): one line whose box does not depend on its text (`contain: strict`, one line high),
 * so a new figure lays out and paints that box alone, not the sheet around it (issue 33: the
 * distance changes every few fixes, the time every second, for hours). Inside the element that
 * sits in the row or column (a flex item is laid out by its container: it cannot be such a box
 * itself). Cut with an ellipsis where a very long figure would not fit.
 *
 * In a narrow column (a phone zoomed to 200 %) the time and the distance may take two lines
 * ('1시간 23분' / '45초', broken between words only): their boxes are two lines high there, still
 * sized by the font (`lh`: they grow with the zoom and the reader's text size) and the column,
 * never by the figure, so `contain: strict` holds and a new figure still lays out its box alone.
 */
export const liveFigure = style({
  display: "block",
  height: "1lh",
  contain: "strict",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": {
    [NARROW_COLUMN]: {
      selectors: {
        [`${statValue} > &`]: { height: "2lh", whiteSpace: "normal", wordBreak: "keep-all", overflowWrap: "anywhere" }
      }
    }
  }
})

/**
 * The box of a `liveFigure` at the end of a row (a dog's calories): a width of its own (the
 * figure's box has none), room for "1,234 kcal"; where the row leaves it less, under the dog's
 * name at the row's end (the row wraps: `dogRow`).
 */
export const liveFigureAtEnd = style({
  inlineSize: "min(10ch, 100%)",
  flexShrink: 0,
  marginInlineStart: "auto",
  textAlign: "end"
})

export const statLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium
})

/** A dog's row on the live card: face, name, calories; in a narrow column the calories go under the name when they do not fit beside it. */
export const dogRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.size.touch,
  "@media": { [NARROW_COLUMN]: { flexWrap: "wrap", rowGap: 0 } }
})

/** A dog's name on the live card: one line with an ellipsis; in a narrow column it wraps instead (two classes: over the `Text`'s own `truncate`). */
export const liveDogName = style({
  flex: 1,
  minWidth: 0,
  "@media": {
    [NARROW_COLUMN]: { selectors: { [`${dogRow} > &`]: { whiteSpace: "normal", overflowWrap: "anywhere" } } }
  }
})

export const centerBlock = style({
  display: "flex",
  justifyContent: "center",
  padding: vars.space["6"]
})

export const actionRow = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space["2"]
})

/** Nearby routes and hot places: the map fills the screen between the bars, leaving room for one line below. */
export const DISCOVER_MAP_HEIGHT = "max(320px, calc(100dvh - 210px))"

/** `/walk/nearby`: the routes as buttons, wrapping; the picked one stands out, the others fade like their lines. */
export const routeList = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], listStyle: "none", padding: 0, margin: 0 })

export const routeChip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  selectors: {
    '&[data-state="selected"]': { borderColor: vars.color.brand, borderWidth: "2px", fontWeight: 700 },
    '&[data-state="dimmed"]': { color: vars.color.textMuted }
  }
})

export const routeSwatch = style({ width: "14px", height: "6px", borderRadius: "3px", flexShrink: 0 })

/** `/walk/hotplace`: the tapped place's card over the map's top edge (the bottom keeps the map's own scale and logo), in view where the tap was. */
export const placeOverlay = style({
  position: "absolute",
  top: vars.space["3"],
  left: vars.space["3"],
  right: vars.space["3"],
  zIndex: 2,
  boxShadow: vars.shadow.raised,
  borderRadius: vars.radius.lg
})
