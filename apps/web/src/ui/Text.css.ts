import { recipe, type RecipeVariants } from "@vanilla-extract/recipes"
import { vars } from "./theme.css.ts"

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
      display: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight }
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
      heavy: { fontWeight: vars.fontWeight.heavy }
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brandStrong },
      accent: { color: vars.color.accentStrong },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      onBrand: { color: vars.color.textOnBrand },
      inherit: { color: "inherit" }
    },
    align: {
      start: { textAlign: "left" },
      center: { textAlign: "center" },
      end: { textAlign: "right" }
    },
    truncate: {
      true: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 },
      false: {}
    },
    numeric: {
      true: { fontVariantNumeric: "tabular-nums" },
      false: {}
    }
  },
  defaultVariants: { size: "md", weight: "regular", tone: "default", truncate: false, numeric: false }
})

export type TextVariants = NonNullable<RecipeVariants<typeof text>>
