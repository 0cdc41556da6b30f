/**
 * What a view (`*View.tsx`) may hold, checked over the source like the colour test: loads arrive in
 * the core's one vocabulary (`Loadable`, `Findable`, `PagedLoadable`, `LoadState`: switched on
 * `status`), never as boolean flags; the time and the platform come through the connect or a port,
 * never read by the view itself.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { matchesIn, sourceFiles } from "./sourceScan.ts"

const SRC = path.resolve(import.meta.dirname, "..")

/** The flags of the old loading vocabulary (`isLoadingMore`, `isMonthLoading`, … included). */
const LOADING_FLAG = /\b(?:is(?:Month)?(?:Re)?[Ll]oading|isError|isFailed|loadFailed)\w*/g
/** A clock or a platform read: `new Date()` without an argument, `Date.now()`, `window.`, `navigator.`, `document.`, `location.`. */
const CLOCK_OR_PLATFORM = /\bnew Date\(\s*\)|\bDate\.now\(|(?<![\w.])(?:window|navigator|document|location|localStorage|sessionStorage)\./g

/** `file:line: match` for every match of `pattern` in a view under `root`. */
const inViews = (root: string, pattern: RegExp): string[] => matchesIn(root, sourceFiles(root, /View\.tsx$/), pattern)

describe("views", () => {
  it("use the one loading vocabulary (status), no loading flags", () => {
    expect(inViews(SRC, LOADING_FLAG)).toEqual([])
  })

  it("read no clock and no platform (it comes through the connect or a port)", () => {
    expect(inViews(SRC, CLOCK_OR_PLATFORM)).toEqual([])
  })

  it("the checks find the flags, clocks and platform reads in a *View.tsx, and only there", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "views-"))
    mkdirSync(path.join(root, "features", "x"), { recursive: true })
    writeFileSync(
      path.join(root, "features", "x", "XView.tsx"),
      [
        "export const XView = (m) => m.isLoading ? <i /> : m.loadFailed || m.isFailed ? <b /> : m.list.isError ? <u /> : m.isLoadingMore",
        "const today = new Date(); const t = Date.now(); const q = window.location.search + navigator.userAgent",
        'const ok = new Date(m.at) // a date from data is not a clock; m.status === "loading" is the vocabulary',
        ""
      ].join("\n")
    )
    writeFileSync(path.join(root, "features", "x", "XScreen.tsx"), "const a = m.isLoading; const b = window.location.search\n")
    expect(inViews(root, LOADING_FLAG)).toEqual([
      "features/x/XView.tsx:1: isLoading",
      "features/x/XView.tsx:1: loadFailed",
      "features/x/XView.tsx:1: isFailed",
      "features/x/XView.tsx:1: isError",
      "features/x/XView.tsx:1: isLoadingMore"
    ])
    expect(inViews(root, CLOCK_OR_PLATFORM)).toEqual([
      "features/x/XView.tsx:2: new Date()",
      "features/x/XView.tsx:2: Date.now(",
      "features/x/XView.tsx:2: window.",
      "features/x/XView.tsx:2: navigator."
    ])
  })
})
