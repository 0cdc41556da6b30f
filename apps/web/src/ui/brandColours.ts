/**
 * The two theme colours the installed app shows outside the page (the web app manifest's
 * `theme_color` / `background_color`, the generated icons): the light theme's `brand` and
 * `background`. Plain values rather than theme `vars` so the build configuration can read them;
 * `theme.css.ts` takes them from here, so they cannot drift.
 */
export const BRAND_COLOURS = {
  brand: "#E8772E",
  background: "#FFF9F3"
} as const
