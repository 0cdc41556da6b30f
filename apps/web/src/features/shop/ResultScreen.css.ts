/** A centred result page (payment complete, payment error, the placeholder pages): a mark, a heading, a line, the buttons. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"
import * as shared from "./ShopParts.css.ts"

export const screen = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  flex: 1,
  gap: vars.space["4"],
  padding: `${vars.space["10"]} ${vars.space["5"]}`,
  textAlign: "center"
})

export const mark = style([shared.mark, { width: "88px", height: "88px", boxShadow: `0 0 0 10px ${vars.color.surface}` }])

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.02em",
  color: vars.color.text,
  wordBreak: "keep-all"
})

export const detail = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, wordBreak: "keep-all" })

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], width: "100%", maxWidth: "320px", marginTop: vars.space["4"] })

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  height: "28px",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.full,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace"
})
