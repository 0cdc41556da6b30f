/**
 * Text follows the reader's own font size setting: every font size in the app's styles is in
 * `rem` or `em` (the theme's `vars.fontSize`, 12–32 px at the default 16 px), never in `px`, which a
 * larger setting in the browser leaves as it is. This fails on a `fontSize` in px in any
 * `.css.ts` file (the theme's included).
 */
import path from "node:path"
import { describe, expect, it } from "vitest"
import { matchesIn, sourceFiles } from "../app/sourceScan.ts"

const SRC = path.resolve(import.meta.dirname, "..")
/** A font size in px: `fontSize: "11px"`, or a size in px in a scale of them (`fontSize: { xs: "12px", … }`). */
const PX_FONT_SIZE = /\bfontSize:\s*["'`][0-9.]+px\b|\bfontSize:\s*\{[^}]*?["'`][0-9.]+px\b/g

/** `file:line: match` for every font size in px. */
const pxFontSizes = (root: string): string[] => matchesIn(root, sourceFiles(root, /\.css\.ts$/), PX_FONT_SIZE)

describe("font sizes follow the reader's setting", () => {
  it("no style sets a font size in px", () => {
    expect(pxFontSizes(SRC)).toEqual([])
  })

  it("the check finds a px font size in a feature's styles and in the theme's scale", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs")
    const os = await import("node:os")
    const root = mkdtempSync(path.join(os.tmpdir(), "font-sizes-"))
    mkdirSync(path.join(root, "ui"), { recursive: true })
    writeFileSync(
      path.join(root, "ui", "X.css.ts"),
      'export const a = style({ fontSize: "11px", lineHeight: "20px" })\nexport const b = style({ fontSize: "1rem" })\n'
    )
    writeFileSync(path.join(root, "ui", "theme.css.ts"), 'radius: { sm: "8px" },\nfontSize: { xs: "0.75rem", md: "16px" }\n')
    expect(pxFontSizes(root).sort()).toEqual(['ui/X.css.ts:1: fontSize: "11px', 'ui/theme.css.ts:2: fontSize: { xs: "0.75rem", md: "16px'])
  })
})
