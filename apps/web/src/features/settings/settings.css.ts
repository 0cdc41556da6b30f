import { style } from "@vanilla-extract/css"
import { vars } from "../../ui/theme.css.ts"

/** '회원 탈퇴': a quiet text button under sign-out (44 px tall), red only in its text. */
export const leave = style({
  alignSelf: "center",
  minHeight: vars.size.touch,
  paddingInline: vars.space["4"],
  background: "transparent",
  border: "none",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  cursor: "pointer"
})

/** The withdrawal's list of what happens. */
export const points = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  margin: 0,
  paddingLeft: vars.space["5"],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5
})

export const progress = style({ display: "flex", justifyContent: "center", padding: vars.space["4"] })
