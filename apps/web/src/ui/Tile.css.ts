/**
 * Link tiles: an icon above a short label, three to a row (home shortcuts, the walk screen's
 * menu). Views keep their own router `Link`s and style them with these.
 */
import { style, styleVariants } from "@vanilla-extract/css"
import { recipe } from "@vanilla-extract/recipes"
import { NARROW_COLUMN, vars } from "./theme.css.ts"

/** Three tiles a row; in a very narrow column (a phone zoomed to 200 %) as many as fit, so none spills out. */
export const tileGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space["2"],
  "@media": { [NARROW_COLUMN]: { gridTemplateColumns: "repeat(auto-fill, minmax(72px, 1fr))" } }
})

export const tile = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    textAlign: "center",
    selectors: { "&:hover": { background: vars.color.surfaceMuted } }
  },
  variants: {
    size: {
      md: { gap: vars.space["1"], minHeight: "72px", padding: vars.space["2"] },
      lg: { gap: vars.space["2"], minHeight: "96px", padding: vars.space["3"], boxShadow: vars.shadow.card }
    }
  },
  defaultVariants: { size: "md" }
})

/** An icon in the strong brand colour (a tile's plain icon, an info line's icon). */
export const brandIcon = style({ color: vars.color.brandStrong })

const badge = { display: "flex", alignItems: "center", justifyContent: "center", width: "44px", height: "44px", borderRadius: "14px" } as const

/** A tinted square behind a tile's icon, one tint per kind of destination. */
export const tileBadge = styleVariants({
  quest: { ...badge, background: vars.color.brandSoft, color: vars.color.brandStrong },
  walk: { ...badge, background: vars.color.accentSoft, color: vars.color.accentIcon },
  write: { ...badge, background: vars.color.successSoft, color: vars.color.success }
})
