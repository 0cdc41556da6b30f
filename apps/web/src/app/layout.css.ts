import { createVar, globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../ui/theme.css.ts"

/**
 * The height the offline banner takes from the column (0 when it is not shown): screens sized to
 * the viewport (the walk screen) subtract it, so they still fit without scrolling.
 */
export const shellBannerHeight = createVar()

export const OFFLINE_BANNER_HEIGHT = "36px"

/** The phone-width column: full width on phones, centred at 430 px on wider screens. */
export const column = style({
  vars: { [shellBannerHeight]: "0px" },
  position: "relative",
  width: "100%",
  maxWidth: vars.size.appMaxWidth,
  minHeight: "100dvh",
  marginInline: "auto",
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  "@media": {
    "(min-width: 431px)": { boxShadow: vars.shadow.frame }
  },
  selectors: {
    '&[data-bottom-nav="true"]': { paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))` },
    '&[data-offline="true"]': { vars: { [shellBannerHeight]: OFFLINE_BANNER_HEIGHT } }
  }
})

/**
 * A control the keyboard moves to is scrolled clear of the sticky top bar and the fixed bottom
 * navigation, not under them (WCAG 2.4.11): the page's scroll padding is the bars' height while
 * they show (the bar always; the navigation on screens that have it).
 */
globalStyle("html", { scrollPaddingTop: vars.size.topBar })
globalStyle(`html:has(${column}[data-bottom-nav="true"])`, {
  scrollPaddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`
})

/** The screen's region; focused only by the app when a new screen opens (no ring: it is not a control). */
export const main = style({ flex: 1, display: "flex", flexDirection: "column", minWidth: 0, outline: "none" })

export const componentFrame = style({ padding: vars.space["4"], background: vars.color.background, minHeight: "100dvh" })

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.bar,
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  height: vars.size.topBar,
  paddingInline: vars.space["2"],
  background: vars.color.barBackground,
  borderBottom: `1px solid ${vars.color.border}`
})

/** The logo: on one line; in a very narrow column (a phone zoomed to 200 %) its name is cut with an ellipsis, the mark stays. */
export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minWidth: 0,
  whiteSpace: "nowrap",
  minHeight: vars.size.touch,
  paddingInline: vars.space["2"],
  marginRight: "auto",
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: "-0.02em",
  borderRadius: vars.radius.md
})

export const logoName = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" })

export const logoMark = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  borderRadius: "10px",
  background: vars.color.brand,
  color: vars.color.textOnBrand
})

export const backTitle = style({
  flex: 1,
  minWidth: 0,
  textAlign: "center",
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  marginRight: vars.size.touch
})

export const nav = style({
  position: "fixed",
  bottom: 0,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: vars.zIndex.bar,
  width: "100%",
  maxWidth: vars.size.appMaxWidth,
  display: "grid",
  // minmax(0, …): the five tabs share the width however narrow the column (a phone zoomed to 200 % is 180 px).
  gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
  height: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px))`,
  paddingBottom: "env(safe-area-inset-bottom, 0px)",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`
})

export const navItem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2px",
  minWidth: 0,
  minHeight: vars.size.touch,
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  WebkitTapHighlightColor: "transparent",
  selectors: {
    '&[data-state="active"]': { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold }
  }
})

export const navIcon = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "min(48px, 100%)",
  height: "28px",
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-state="active"]': { background: vars.color.brandSoft }
  }
})

/** A tab's name: cut with an ellipsis when the tab is narrower than it. */
export const navLabel = style({ maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis" })

/** The walk tab's "walk in progress" dot, at the icon's top right. */
export const navDot = style({
  position: "absolute",
  top: "1px",
  right: "9px",
  width: "9px",
  height: "9px",
  borderRadius: "50%",
  background: vars.color.danger,
  boxShadow: `0 0 0 2px ${vars.color.surface}`
})

/** "오프라인 상태예요…": one line under the bar, staying in view while the screen scrolls. */
export const offlineBanner = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.bar,
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  height: OFFLINE_BANNER_HEIGHT,
  paddingInline: vars.space["4"],
  background: vars.color.warningSoft,
  color: vars.color.warningStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-below-bar="true"]': { top: vars.size.topBar }
  }
})

/** "새 버전이 있어요": a quiet card over the bottom of the screen, above the bottom navigation. */
export const updatePrompt = style({
  position: "fixed",
  left: "50%",
  transform: "translateX(-50%)",
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom, 0px) + ${vars.space["3"]})`,
  zIndex: vars.zIndex.bar,
  width: `calc(100% - 2 * ${vars.space["4"]})`,
  maxWidth: `calc(${vars.size.appMaxWidth} - 2 * ${vars.space["4"]})`,
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  padding: `${vars.space["2"]} ${vars.space["2"]} ${vars.space["2"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold
})

export const updatePromptText = style({ flex: 1, margin: 0 })
