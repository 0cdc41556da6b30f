import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { NARROW_COLUMN, vars } from "../../ui/theme.css.ts"
import { AVATAR_PX } from "../../ui/misc.css.ts"

export const carousel = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card
})

export const track = style({
  display: "flex",
  transition: "transform 420ms cubic-bezier(0.2, 0.7, 0.2, 1)",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } }
})

export const slideFrame = style({ flex: "0 0 100%", display: "flex", minWidth: 0 })

export const slide = style({
  position: "relative",
  flex: 1,
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "168px",
  paddingBlock: vars.space["5"],
  paddingLeft: vars.space["5"],
  paddingRight: vars.space["2"],
  textDecoration: "none",
  selectors: { "&:focus-visible": { outlineOffset: "-4px" } },
  // The words wrap to more lines there: they end above the pause button and the counter (`carouselControls`).
  "@media": { [NARROW_COLUMN]: { paddingRight: vars.space["4"], paddingBottom: `calc(${vars.size.touch} + ${vars.space["3"]})` } }
})

export const slideTone = styleVariants({
  walk: { background: vars.color.slideWalk, color: vars.color.slideWalkText },
  quest: { background: vars.color.slideQuest, color: vars.color.slideQuestText },
  hotplace: { background: vars.color.slideHotplace, color: vars.color.slideHotplaceText }
})

export const slideText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space["1"] })

export const slideTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heavy, lineHeight: vars.lineHeight.tight, letterSpacing: "-0.02em" })

export const slideDetail = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })

/** The slide's picture: 132 px, narrower in a narrow column, and left out in a very narrow one (a phone zoomed to 200 %) so the words keep their lines. */
export const slideArt = style({
  width: "clamp(72px, 38%, 132px)",
  flexShrink: 0,
  alignSelf: "flex-end",
  "@media": { [NARROW_COLUMN]: { display: "none" } }
})

export const carouselControls = style({
  position: "absolute",
  right: vars.space["2"],
  bottom: vars.space["2"],
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"]
})

export const counter = style({
  display: "inline-flex",
  alignItems: "center",
  height: "26px",
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.04em"
})

export const pauseButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  border: "none",
  borderRadius: "50%",
  background: "transparent",
  cursor: "pointer",
  color: vars.color.textOnBrand
})

export const pauseDisc = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "26px",
  height: "26px",
  borderRadius: "50%",
  background: vars.color.scrim
})

/** Today's distance, time and calories: three side by side; one above the other in a very narrow column, each figure whole. */
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: vars.space["2"],
  "@media": { [NARROW_COLUMN]: { gridTemplateColumns: "minmax(0, 1fr)" } }
})

export const stat = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "2px",
  paddingBlock: vars.space["3"],
  paddingInline: "10px",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  // One above the other there: the icon and the label share a line, the figure takes the next.
  "@media": { [NARROW_COLUMN]: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", columnGap: vars.space["1"] } }
})

export const statIcon = style({ color: vars.color.brand })

export const mapFrame = style({ borderRadius: vars.radius.lg, overflow: "hidden", border: `1px solid ${vars.color.border}` })

export const dogFaces = style({ display: "flex", alignItems: "center" })

export const dogFace = style({ marginLeft: "-8px", selectors: { "&:first-child": { marginLeft: 0 } } })

/** '+2' after the first three faces: the member's other dogs, not drawn. */
export const dogFacesMore = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: `${AVATAR_PX.sm}px`,
  height: `${AVATAR_PX.sm}px`,
  marginLeft: "-8px",
  paddingInline: vars.space["1"],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums"
})

export const inlineLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  minHeight: vars.size.touch,
  paddingInline: vars.space["1"],
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  // '더보기' stays one word beside a heading that wraps.
  flexShrink: 0,
  whiteSpace: "nowrap"
})

/** 14–18 px with the column's width (in rem: it follows the reader's text size); one line, or broken between words where the column is very narrow. */
export const statValue = style({
  fontSize: "clamp(0.875rem, 4.2vw, 1.125rem)",
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
  "@media": { [NARROW_COLUMN]: { flexBasis: "100%", whiteSpace: "normal", wordBreak: "keep-all", overflowWrap: "anywhere" } }
})

/** The "산책 중" card: a walk is in progress (issue 9); the whole card returns to `/walk/onwalk`. */
export const walkingCard = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "64px",
  padding: vars.space["4"],
  borderRadius: vars.radius.lg,
  background: vars.color.profileCard,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.card,
  textDecoration: "none"
})

export const walkingPulse = style({
  flexShrink: 0,
  width: "12px",
  height: "12px",
  borderRadius: "50%",
  background: vars.color.textOnBrand,
  boxShadow: `0 0 0 4px ${vars.color.onBrandSoft}`
})

export const walkingText = style({ display: "flex", flexDirection: "column", gap: "2px", flex: 1, minWidth: 0 })

export const walkingTitle = style({ fontWeight: vars.fontWeight.heavy, fontSize: vars.fontSize.lg })

export const walkingDetail = style({ fontSize: vars.fontSize.sm })

/** A shortcut tile's quest state (`완료`, `포인트 받기`, the progress), under its label. */

export const shortcutBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  paddingInline: vars.space["2"],
  paddingBlock: "2px",
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="done"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="claimable"]': { background: vars.color.accentSoft, color: vars.color.accentText }
  }
})

/** An empty badge keeps its room, unseen. */
export const badgeSpace = style({ visibility: "hidden" })

export const postList = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], margin: 0, padding: 0, listStyle: "none" })

/**
 * A recent post: picture, title, author and date, counts in a row. In a very narrow column the
 * picture (decorative: the title says what the post is) is left out and the words take the card's
 * width, wrapping, with the counts on a line under them.
 */
export const postCard = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "72px",
  padding: vars.space["3"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  "@media": { [NARROW_COLUMN]: { flexWrap: "wrap", rowGap: vars.space["1"] } }
})

/** A recent post's picture on the home, square, in px. */
export const POST_THUMB_PX = 52

export const postThumb = style({
  flexShrink: 0,
  width: `${POST_THUMB_PX}px`,
  height: `${POST_THUMB_PX}px`,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  "@media": { [NARROW_COLUMN]: { display: "none" } }
})

export const postText = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  flex: 1,
  minWidth: 0,
  "@media": { [NARROW_COLUMN]: { flexBasis: "100%" } }
})

/** Wrapping where the column is very narrow, instead of a few letters and an ellipsis. */
const wrapsWhenNarrow = { "@media": { [NARROW_COLUMN]: { whiteSpace: "normal", overflowWrap: "anywhere" } } } as const

export const postTitle = style({ fontWeight: vars.fontWeight.bold, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", ...wrapsWhenNarrow })

export const postMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  ...wrapsWhenNarrow
})

export const postCounts = style({
  flexShrink: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: "2px",
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
  "@media": { [NARROW_COLUMN]: { flexDirection: "row", gap: vars.space["3"] } }
})

/**
 * The "today" block keeps one height from loading to loaded (no layout shift below it, issue 10):
 * the skeleton is this tall, and a shorter card stretches to it with its content centred.
 */
export const TODAY_MIN_HEIGHT = 300

export const todayBlock = style({
  display: "grid",
  minHeight: `${TODAY_MIN_HEIGHT}px`
})

globalStyle(`${todayBlock} > *`, {
  display: "flex",
  flexDirection: "column",
  justifyContent: "center"
})
