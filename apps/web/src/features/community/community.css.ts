import { globalStyle, style } from "@vanilla-extract/css"
import { segmentedTrack } from "../../ui/misc.css.ts"
import { NARROW_COLUMN, vars } from "../../ui/theme.css.ts"

export const tabs = segmentedTrack

export const tab = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: vars.size.touch,
  borderRadius: vars.radius.full,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="active"]': { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card },
    // Locked while the post is sent: dimmed like a disabled control, still focusable.
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 }
  }
})

export const listHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] })

export const postList = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], listStyle: "none", margin: 0, padding: 0 })

export const postCard = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 88px",
  gap: vars.space["3"],
  alignItems: "center",
  padding: vars.space["3"],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[data-image="none"]': { gridTemplateColumns: "minmax(0, 1fr)" } }
})

/** A post's picture in the board list, square, in px. */
export const THUMB_PX = 88

export const thumb = style({
  width: `${THUMB_PX}px`,
  height: `${THUMB_PX}px`,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.surfaceMuted
})

export const cardBody = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], minWidth: 0 })

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap"
})

/**
 * Face, name and date in a line; in a very narrow column (a phone zoomed to 200 %; a reply there
 * is ~90 px wide) they wrap — the name to a line of its own when it does not fit beside the face,
 * the date under it — and break between words (a long name anywhere), never cut.
 */
export const author = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  "@media": { [NARROW_COLUMN]: { flexWrap: "wrap", rowGap: vars.space["1"], wordBreak: "keep-all", overflowWrap: "anywhere" } }
})

export const authorName = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
  "@media": { [NARROW_COLUMN]: { whiteSpace: "normal" } }
})

/**
 * A post's or comment's date beside its author: whole on one line ('11월 28일 (토) 오후 7:21'), the
 * nickname cut short first (a long one, a deep reply's narrow row); in a very narrow column the row wraps instead.
 */
export const authorDate = style({
  whiteSpace: "nowrap",
  flexShrink: 0,
  "@media": { [NARROW_COLUMN]: { whiteSpace: "normal", flexShrink: 1 } }
})

/** Date, likes, comments: a date never breaks inside ('11월 21일 (토) 오전 11:57'); on a narrow card the counts go to the next line instead. */
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space["3"],
  rowGap: vars.space["1"],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted
})

globalStyle(`${meta} > time`, { whiteSpace: "nowrap" })

/** The like and comment counts: together on one line. */
export const counts = style({ display: "inline-flex", alignItems: "center", gap: vars.space["3"] })

export const count = style({ display: "inline-flex", alignItems: "center", gap: "3px" })

export const listFooter = style({ display: "flex", justifyContent: "center", paddingBlock: vars.space["4"], color: vars.color.textMuted })

export const gallery = style({
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  scrollbarWidth: "none"
})

export const slide = style({
  flex: "0 0 100%",
  scrollSnapAlign: "center",
  aspectRatio: "4 / 3",
  // The whole picture (a walk's route picture keeps its start and end), on the gallery's ground.
  objectFit: "contain",
  width: "100%"
})

export const dots = style({ display: "flex", justifyContent: "center", gap: vars.space["2"], paddingTop: vars.space["2"] })

export const dot = style({
  width: "8px",
  height: "8px",
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: { '&[data-state="active"]': { background: vars.color.brand } }
})

export const contents = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: vars.lineHeight.normal, margin: 0 })

export const likeButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: vars.size.touch,
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brandBorder, color: vars.color.brandStrong } }
})

export const comments = style({ display: "flex", flexDirection: "column", gap: vars.space["3"], listStyle: "none", margin: 0, padding: 0 })

export const replies = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["3"],
  listStyle: "none",
  margin: 0,
  marginTop: vars.space["3"],
  paddingLeft: vars.space["4"],
  borderLeft: `2px solid ${vars.color.border}`,
  "@media": { [NARROW_COLUMN]: { paddingLeft: vars.space["2"] } }
})

export const comment = style({ display: "flex", flexDirection: "column", gap: vars.space["1"] })

export const commentBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  padding: vars.space["2"],
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-state="target"]': { background: vars.color.accentSoft },
    '&[data-state="highlighted"]': { background: vars.color.brandSoft, boxShadow: `inset 0 0 0 2px ${vars.color.brandBorder}` }
  }
})

/** '삭제된 댓글이에요' / '탈퇴한 회원의 댓글이에요' in the place of a removed comment that has replies. */
export const removedComment = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const commentActions = style({ display: "flex", gap: vars.space["5"], alignItems: "center" })

/** The author's own post: '수정' and '삭제'. */
export const ownerActions = style({ display: "flex", gap: vars.space["2"], justifyContent: "flex-end" })

/**
 * The comment's text buttons ('답글 달기', '삭제'): a 44 px square to tap at least (the text where it
 * was: the extra room is padding the margins take back), so a thumb does not hit the wrong one.
 */
const commentTextButton = {
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space["2"]}`,
  margin: `calc(-1 * ${vars.space["2"]}) calc(-1 * ${vars.space["2"]})`
} as const

export const deleteLink = style({
  ...commentTextButton,
  border: "none",
  background: "none",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: "pointer"
})

export const replyLink = style({
  alignSelf: "flex-start",
  ...commentTextButton,
  border: "none",
  background: "none",
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer"
})

/**
 * Sticks above the bottom navigation (the detail shows it). Where the viewport is very narrow or
 * short (a phone zoomed to 200 %: the bar, the box and the navigation took half of its height,
 * over the post) it stays at the end of the page instead, where the page scrolls to it ('답글 달기'
 * focuses its field).
 */
export const commentBox = style({
  position: "sticky",
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  padding: vars.space["3"],
  background: vars.color.barBackground,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [`${NARROW_COLUMN}, (max-height: 499px)`]: { position: "static" } }
})

/** The field and '등록' in a row; in a very narrow column the field takes the row's width and '등록' goes under it, at the end. */
export const commentRow = style({
  display: "flex",
  gap: vars.space["2"],
  alignItems: "flex-end",
  "@media": { [NARROW_COLUMN]: { flexWrap: "wrap", justifyContent: "flex-end" } }
})

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: "48px",
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  resize: "vertical",
  lineHeight: vars.lineHeight.normal,
  // The comment's field in a very narrow column: the row's width, two lines high (its placeholder wraps there).
  "@media": { [NARROW_COLUMN]: { selectors: { [`${commentRow} > &`]: { flexBasis: "100%", minHeight: `calc(2lh + 2 * ${vars.space["3"]} + 2px)` } } } },
  selectors: {
    "&:focus": { outline: "none", borderColor: vars.color.accentStrong, boxShadow: `0 0 0 3px ${vars.color.accentSoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    // Waiting while its post or comment is sent: the look of a read-only text field (`ui/Field.css.ts`).
    "&:read-only": { background: vars.color.surfaceMuted, borderColor: vars.color.border, color: vars.color.textMuted }
  }
})

/** Whom the comment answers, and '답글 취소' (under it, at the end, in a very narrow column). */
export const replyingTo = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
  fontSize: vars.fontSize.sm,
  "@media": { [NARROW_COLUMN]: { flexWrap: "wrap" } }
})

globalStyle(`${replyingTo} > :last-child`, { "@media": { [NARROW_COLUMN]: { marginInlineStart: "auto" } } })

export const progress = style({
  width: "100%",
  height: "8px",
  borderRadius: vars.radius.full,
  overflow: "hidden",
  background: vars.color.surfaceMuted
})

export const progressFill = style({ height: "100%", background: vars.color.brand, transition: "width 120ms linear" })
