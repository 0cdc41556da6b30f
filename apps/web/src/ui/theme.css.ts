/**
 * The theme contract and the light theme. Every colour, radius, space and font in the app
 * comes from `vars`; `lightTheme` is the class that gives them values (set on `<html>`).
 */
import { createTheme, createThemeContract } from "@vanilla-extract/css"

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
    googleBorder: null
  },
  space: { "0": null, "1": null, "2": null, "3": null, "4": null, "5": null, "6": null, "8": null, "10": null, "12": null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { tight: null, normal: null },
  fontWeight: { regular: null, medium: null, bold: null, heavy: null },
  shadow: { card: null, raised: null, bar: null },
  size: { touch: null, appMaxWidth: null, topBar: null, bottomNav: null },
  zIndex: { bar: null, modal: null }
})

export const lightTheme = createTheme(vars, {
  color: {
    brand: "#E8772E",
    brandStrong: "#B84F14",
    brandSoft: "#FFF1E6",
    brandBorder: "#F6CFAF",
    accent: "#699BF7",
    accentStrong: "#255FC8",
    accentSoft: "#EAF1FE",
    text: "#2B2118",
    textMuted: "#6B5E53",
    textOnBrand: "#FFFFFF",
    background: "#FFF9F3",
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
    googleBorder: "#747775"
  },
  space: { "0": "0", "1": "4px", "2": "8px", "3": "12px", "4": "16px", "5": "20px", "6": "24px", "8": "32px", "10": "40px", "12": "48px" },
  radius: { sm: "8px", md: "12px", lg: "16px", xl: "24px", full: "9999px" },
  font: {
    body: '"Pretendard", "Pretendard Variable", "Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, sans-serif'
  },
  fontSize: { xs: "12px", sm: "14px", md: "16px", lg: "18px", xl: "20px", xxl: "24px", display: "32px" },
  lineHeight: { tight: "1.3", normal: "1.5" },
  fontWeight: { regular: "400", medium: "500", bold: "700", heavy: "800" },
  shadow: {
    card: "0 1px 2px rgba(43, 33, 24, 0.06), 0 2px 8px rgba(43, 33, 24, 0.06)",
    raised: "0 8px 32px rgba(43, 33, 24, 0.18)",
    bar: "0 -1px 0 #EADFD4"
  },
  size: { touch: "44px", appMaxWidth: "430px", topBar: "56px", bottomNav: "64px" },
  zIndex: { bar: "10", modal: "100" }
})
