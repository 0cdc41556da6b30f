/** Document-wide resets and the base typography. */
import { globalStyle } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%"
})

globalStyle("body", {
  margin: 0,
  minHeight: "100dvh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: "antialiased",
  wordBreak: "keep-all",
  overflowWrap: "anywhere"
})

globalStyle("h1, h2, h3, h4, p, figure, ul, ol, dl, dd", { margin: 0 })
globalStyle("ul, ol", { padding: 0, listStyle: "none" })
globalStyle("img, svg", { display: "block", maxWidth: "100%" })
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" })
globalStyle("a", { color: "inherit", textDecoration: "none" })

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px"
})
