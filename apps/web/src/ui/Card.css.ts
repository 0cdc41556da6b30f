import { recipe, type RecipeVariants } from "@vanilla-extract/recipes"
import { vars } from "./theme.css.ts"

export const card = recipe({
  base: {
    display: "block",
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    minWidth: 0
  },
  variants: {
    tone: {
      surface: { background: vars.color.surface, boxShadow: vars.shadow.card },
      brand: { background: vars.color.brandSoft, borderColor: vars.color.brandBorder },
      accent: { background: vars.color.accentSoft, borderColor: vars.color.accentBorder },
      muted: { background: vars.color.surfaceMuted, borderColor: "transparent" },
      plain: { background: vars.color.surface, boxShadow: "none" }
    },
    padding: {
      none: { padding: 0, overflow: "hidden" },
      sm: { padding: vars.space["3"] },
      md: { padding: vars.space["4"] },
      lg: { padding: vars.space["5"] }
    },
    interactive: {
      true: {
        cursor: "pointer",
        textDecoration: "none",
        transition: "transform 80ms ease, box-shadow 120ms ease",
        selectors: { "&:active": { transform: "scale(0.99)" } }
      },
      false: {}
    }
  },
  defaultVariants: { tone: "surface", padding: "md", interactive: false }
})

export type CardVariants = NonNullable<RecipeVariants<typeof card>>
