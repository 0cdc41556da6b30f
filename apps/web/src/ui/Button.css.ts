import { keyframes, style } from "@vanilla-extract/css"
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes"
import { vars } from "./theme.css.ts"

/** Buttons and links that look like buttons. Every size keeps the 44 px touch target. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space["2"],
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: "center",
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    userSelect: "none",
    WebkitTapHighlightColor: "transparent",
    transition: "background-color 120ms ease, transform 80ms ease, box-shadow 120ms ease",
    selectors: {
      "&:active:not(:disabled):not([aria-disabled=true])": { transform: "scale(0.98)" },
      "&:disabled, &[aria-disabled=true]": { cursor: "not-allowed", opacity: 0.55 },
      "&[aria-busy=true]": { cursor: "progress" },
      '&[data-state="loading"]': { cursor: "progress", opacity: 0.85 }
    }
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brandStrong,
        color: vars.color.textOnBrand,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.brandPressed } }
      },
      secondary: {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        borderColor: vars.color.brandBorder,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.brandSoftPressed } }
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.surfaceMuted } }
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.surfaceMuted } }
      },
      accent: {
        background: vars.color.accentStrong,
        color: vars.color.textOnBrand,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.accentPressed } }
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnBrand,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.dangerPressed } }
      },
      kakao: { background: vars.color.kakao, color: vars.color.kakaoText },
      naver: { background: vars.color.naver, color: vars.color.naverText },
      google: { background: vars.color.google, color: vars.color.googleText, borderColor: vars.color.googleBorder }
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, paddingInline: vars.space["3"] },
      md: { fontSize: vars.fontSize.md, minHeight: "48px", paddingInline: vars.space["4"] },
      lg: { fontSize: vars.fontSize.lg, minHeight: "56px", paddingInline: vars.space["5"], borderRadius: vars.radius.lg }
    },
    fullWidth: {
      true: { width: "100%" },
      false: {}
    },
    pill: {
      true: { borderRadius: vars.radius.full },
      false: {}
    }
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false, pill: false }
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "50%",
  border: "3px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2400ms" } }
})

export const iconButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    position: "relative",
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    border: "none",
    borderRadius: vars.radius.full,
    cursor: "pointer",
    flexShrink: 0,
    WebkitTapHighlightColor: "transparent",
    selectors: {
      "&:disabled": { opacity: 0.5, cursor: "not-allowed" }
    }
  },
  variants: {
    variant: {
      ghost: {
        background: "transparent",
        color: vars.color.text,
        selectors: { "&:hover:not(:disabled):not([aria-disabled=true])": { background: vars.color.surfaceMuted } }
      },
      soft: {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong
      },
      surface: {
        background: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.card
      }
    }
  },
  defaultVariants: { variant: "ghost" }
})

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>
