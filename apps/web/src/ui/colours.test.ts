/**
 * The design system carries the visual vocabulary: colours live in the theme (`ui/theme.css.ts`),
 * never in a feature's styles or markup. This fails on a colour literal (`#hex`, `rgb(`, `rgba(`,
 * `hsl(`) in any `.css.ts` or `.tsx` file elsewhere. The map folder is allowed until its route and
 * marker colours (product constants, spec §9) move into the theme with the MapLibre rewrite.
 */
import path from "node:path"
import { describe, expect, it } from "vitest"
import { matchesIn, sourceFiles } from "../app/sourceScan.ts"

const SRC = path.resolve(import.meta.dirname, "..")
const THEME = path.join("ui", "theme.css.ts")
const ALLOWED_FOLDERS = [path.join("ui", "map") + path.sep]
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g

/** `file:line: literal` for every colour literal outside the theme and the allowed folders. */
const colourLiterals = (root: string): string[] =>
  matchesIn(
    root,
    sourceFiles(root, /\.(css\.ts|tsx)$/).filter((f) => {
      const rel = path.relative(root, f)
      return rel !== THEME && !ALLOWED_FOLDERS.some((folder) => rel.startsWith(folder))
    }),
    COLOUR
  )

describe("colours come from the theme", () => {
  it("no feature or shell file holds a colour literal", () => {
    expect(colourLiterals(SRC)).toEqual([])
  })

  it("the check finds hex, rgb(a) and hsl literals", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs")
    const os = await import("node:os")
    const root = mkdtempSync(path.join(os.tmpdir(), "colours-"))
    mkdirSync(path.join(root, "features", "x"), { recursive: true })
    mkdirSync(path.join(root, "ui"), { recursive: true })
    writeFileSync(path.join(root, "features", "x", "X.css.ts"), 'export const a = { color: "#FFF", background: "rgba(0,0,0,.5)" }\n')
    writeFileSync(path.join(root, "features", "x", "X.tsx"), 'export const b = <i style={{ color: "hsl(0 0% 0%)" }} />\n')
    writeFileSync(path.join(root, "ui", "theme.css.ts"), 'export const t = "#123456"\n')
    expect(colourLiterals(root)).toEqual(["features/x/X.css.ts:1: #FFF", "features/x/X.css.ts:1: rgba(", "features/x/X.tsx:1: hsl("])
  })
})
