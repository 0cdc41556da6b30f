import { keyframes, style } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { vars } from "./theme.css.ts"

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space["3"],
  paddingBlock: vars.space["5"],
  paddingInline: vars.space["3"],
  selectors: { '&[data-compact="true"]': { paddingBlock: vars.space["1"] } }
})

export const emptyArt = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "88px",
  height: "88px",
  borderRadius: "50%",
  background: vars.color.brandSoft,
  color: vars.color.brand
})

/** The avatar sizes in px (`Avatar`'s `sizes` for its picture reads them too). */
export const AVATAR_PX = { sm: 36, md: 48, lg: 72, xl: 104 } as const

export const avatar = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    overflow: "hidden",
    borderRadius: "50%",
    background: vars.color.brandSoft,
    color: vars.color.brand,
    border: `2px solid ${vars.color.surface}`,
    boxShadow: `0 0 0 1px ${vars.color.border}`
  },
  variants: {
    size: {
      sm: { width: `${AVATAR_PX.sm}px`, height: `${AVATAR_PX.sm}px` },
      md: { width: `${AVATAR_PX.md}px`, height: `${AVATAR_PX.md}px` },
      lg: { width: `${AVATAR_PX.lg}px`, height: `${AVATAR_PX.lg}px` },
      xl: { width: `${AVATAR_PX.xl}px`, height: `${AVATAR_PX.xl}px` }
    }
  },
  defaultVariants: { size: "md" }
})

export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover" })

export const divider = style({ height: "1px", width: "100%", border: "none", margin: 0, background: vars.color.border })

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space["1"],
    paddingInline: vars.space["2"],
    height: "24px",
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: "nowrap"
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      accent: { background: vars.color.accentSoft, color: vars.color.accentStrong },
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted }
    }
  },
  defaultVariants: { tone: "brand" }
})

export const skeleton = style({
  display: "block",
  width: "100%",
  borderRadius: vars.radius.lg,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 0%, ${vars.color.surface} 50%, ${vars.color.surfaceMuted} 100%)`,
  backgroundSize: "200% 100%",
  animation: `${keyframes({ from: { backgroundPosition: "100% 0" }, to: { backgroundPosition: "-100% 0" } })} 1.4s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } }
})

/** A two-choice segmented track (board tabs, all / liked products): its buttons or links sit in equal columns. */
export const segmentedTrack = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space["1"],
  padding: vars.space["1"],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted
})
