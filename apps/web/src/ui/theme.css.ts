/**
 * The theme contract and the light theme. Every colour, radius, space and font in the app
 * comes from `vars`; `lightTheme` is the class that gives them values (set on `<html>`).
 */
import { createTheme, createThemeContract } from "@vanilla-extract/css"
import { BRAND_COLOURS } from "./brandColours.ts"

/** The widest the app's column gets, in px (`vars.size.appMaxWidth`; `ui/pictures.ts` sizes full-width pictures by it). */
export const APP_MAX_WIDTH_PX = 430

/**
 * A very narrow column, where rows stack and text wraps instead of being cut: a 390 or 360 px
 * phone zoomed to 200 % is 195 or 180 px wide (WCAG 1.4.10 reflow; `ui/testing/reflow.ts`).
 */
export const NARROW_COLUMN = "(max-width: 259px)"

export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    brandBorder: null,
    accent: null,
    accentStrong: null,
    accentSoft: null,
    text: null,
    textMuted: null,
    textOnBrand: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    backdrop: null,
    focus: null,
    kakao: null,
    kakaoText: null,
    naver: null,
    naverText: null,
    google: null,
    googleText: null,
    googleBorder: null,
    brandPressed: null,
    brandSoftPressed: null,
    accentPressed: null,
    dangerPressed: null,
    accentBorder: null,
    accentText: null,
    accentIcon: null,
    warning: null,
    warningStrong: null,
    warningSoft: null,
    dangerGlow: null,
    notify: null,
    overlaySurface: null,
    barBackground: null,
    scrim: null,
    /** The soft shadow at the edge of a list that scrolls inside itself, while more lies past it. */
    scrollShadow: null,
    onBrandSoft: null,
    /** A control's pill on the brand gradient: darker, so white text on it keeps 4.5:1 (≈ 5.8:1 over #D9661F). */
    onBrandShade: null,
    slideWalk: null,
    slideWalkText: null,
    slideQuest: null,
    slideQuestText: null,
    slideHotplace: null,
    slideHotplaceText: null,
    profileCard: null
  },
  space: { "0": null, "1": null, "2": null, "3": null, "4": null, "5": null, "6": null, "8": null, "10": null, "12": null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { tight: null, normal: null },
  fontWeight: { regular: null, medium: null, bold: null, heavy: null },
  shadow: { card: null, raised: null, bar: null, frame: null, knob: null },
  size: { touch: null, appMaxWidth: null, topBar: null, bottomNav: null },
  zIndex: { bar: null, modal: null }
})

/**
 * The illustrations' palette (banner art, the lost dog, the sign-in art, the story portraits):
 * fixed art colours that do not follow the theme, kept here so that no feature file holds a colour.
 */
export const art = {
  c062812: "#062812",
  c191919: "#191919",
  c24406E: "#24406E",
  c2B2118: "#2B2118",
  c2E7D32: "#2E7D32",
  c2F6BD8: "#2F6BD8",
  c34A853: "#34A853",
  c4285F4: "#4285F4",
  c699BF7: "#699BF7",
  c8A5A10: "#8A5A10",
  c8A5A33: "#8A5A33",
  cB84F14: "#B84F14",
  cB86B35: "#B86B35",
  cCFE8D7: "#CFE8D7",
  cE0A86C: "#E0A86C",
  cE53935: "#E53935",
  cE8772E: "#E8772E",
  cEA4335: "#EA4335",
  cEADFD4: "#EADFD4",
  cF3C58F: "#F3C58F",
  cF3DCC2: "#F3DCC2",
  cF6EEE6: "#F6EEE6",
  cF7B955: "#F7B955",
  cFBBC05: "#FBBC05",
  cFFF1E6: "#FFF1E6",
  cFFF4E6: "#FFF4E6",
  cFFFFFF: "#FFFFFF"
} as const

export const lightTheme = createTheme(vars, {
  color: {
    brand: BRAND_COLOURS.brand,
    brandStrong: "#B84F14",
    brandSoft: "#FFF1E6",
    brandBorder: "#F6CFAF",
    accent: "#699BF7",
    accentStrong: "#255FC8",
    accentSoft: "#EAF1FE",
    text: "#2B2118",
    textMuted: "#6B5E53",
    textOnBrand: "#FFFFFF",
    background: BRAND_COLOURS.background,
    surface: "#FFFFFF",
    surfaceMuted: "#F6EEE6",
    border: "#EADFD4",
    borderStrong: "#A8978A",
    danger: "#C62828",
    dangerSoft: "#FDECEC",
    success: "#2E7D32",
    successSoft: "#E8F5E9",
    backdrop: "rgba(43, 33, 24, 0.48)",
    focus: "#255FC8",
    kakao: "#FEE500",
    kakaoText: "#191919",
    naver: "#03C75A",
    naverText: "#062812",
    google: "#FFFFFF",
    googleText: "#1F1F1F",
    googleBorder: "#747775",
    brandPressed: "#9F4311",
    brandSoftPressed: "#FFE6D2",
    accentPressed: "#1E4FA8",
    dangerPressed: "#A51F1F",
    accentBorder: "#CFDDFB",
    accentText: "#173E84",
    accentIcon: "#2F6BD8",
    warning: "#7A4300",
    warningStrong: "#5C3300",
    warningSoft: "#FFF4E0",
    dangerGlow: "rgba(198, 40, 40, 0.5)",
    notify: "#E53935",
    overlaySurface: "rgba(255, 255, 255, 0.95)",
    // Opaque: what scrolls under the top bar does not show through it (a see-through bar read as text over text).
    barBackground: BRAND_COLOURS.background,
    scrim: "rgba(43, 33, 24, 0.72)",
    scrollShadow: "rgba(43, 33, 24, 0.16)",
    onBrandSoft: "rgba(255, 255, 255, 0.18)",
    onBrandShade: "rgba(0, 0, 0, 0.25)",
    slideWalk: "linear-gradient(135deg, #FFB877 0%, #F38B3C 100%)",
    slideWalkText: "#3B1D08",
    slideQuest: "linear-gradient(135deg, #DCE8FF 0%, #A9C5FA 100%)",
    slideQuestText: "#142B52",
    slideHotplace: "linear-gradient(135deg, #E3F5E9 0%, #A9DDBA 100%)",
    slideHotplaceText: "#123D22",
    profileCard: "linear-gradient(135deg, #B84F14 0%, #D9661F 100%)"
  },
  space: { "0": "0", "1": "4px", "2": "8px", "3": "12px", "4": "16px", "5": "20px", "6": "24px", "8": "32px", "10": "40px", "12": "48px" },
  radius: { sm: "8px", md: "12px", lg: "16px", xl: "24px", full: "9999px" },
  font: {
    body: '"Pretendard", "Pretendard Variable", "Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, sans-serif'
  },
  // In rem: the text follows the reader's own font size setting (12, 14, 16, 18, 20, 24, 32 px at the default 16 px).
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.25rem", xxl: "1.5rem", display: "2rem" },
  lineHeight: { tight: "1.3", normal: "1.5" },
  fontWeight: { regular: "400", medium: "500", bold: "700", heavy: "800" },
  shadow: {
    card: "0 1px 2px rgba(43, 33, 24, 0.06), 0 2px 8px rgba(43, 33, 24, 0.06)",
    raised: "0 8px 32px rgba(43, 33, 24, 0.18)",
    bar: "0 -1px 0 #EADFD4",
    frame: "0 0 0 1px rgba(43,33,24,0.06), 0 12px 48px rgba(43,33,24,0.08)",
    knob: "0 1px 3px rgba(0,0,0,0.25)"
  },
  size: { touch: "44px", appMaxWidth: `${APP_MAX_WIDTH_PX}px`, topBar: "56px", bottomNav: "64px" },
  zIndex: { bar: "10", modal: "100" }
})
