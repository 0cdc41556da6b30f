/**
 * Every word a person reads is Korean (issue 34): the app's JSX text and the attributes a screen
 * reader or the browser shows (`aria-label`, `alt`, `title`, `placeholder`, `aria-roledescription`,
 * the props that become them: `label`, `hint`, `description`, …), and the core's copy tables
 * (`*_COPY`), are scanned for English words. A word the spec gives verbatim, a unit, a file format
 * or a brand goes on the allowlist below, with its reason; anything else fails here before a
 * member meets it.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const WEB_SRC = path.resolve(import.meta.dirname, "..")
const CORE_SRC = path.resolve(import.meta.dirname, "../../../../packages/core/src")

/** Words allowed in copy: units, file formats and technical names a Korean phone shows as they are. */
const ALLOWED = new Set([
  // units
  "km",
  "kcal",
  "MB",
  // photo formats the server takes (the refusal names them)
  "JPEG",
  "PNG",
  "WebP",
  "GIF",
  "AVIF",
  // what Korean phones call them
  "GPS",
  "JSON"
])

/** JSX attributes (and the app's props that become one) whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "ariaLabel",
  "hint",
  "description",
  "message",
  "text",
  "confirmLabel",
  "cancelLabel",
  "dismissLabel"
])

const sources = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "testing" ? [] : sources(full, keep)
    return keep(e.name) && !/\.(stories|test|model\.test)\.tsx?$/.test(e.name) && !/testkit/.test(e.name) ? [full] : []
  })

/** The English words of `text` that are not allowed (an empty list: all Korean, numbers, units). */
const englishWords = (text: string): string[] => [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w))

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

const literalText = (node: ts.Node | undefined): string | null => {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")
  if (ts.isJsxExpression(node)) return literalText(node.expression)
  if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter((t) => t !== null).join(" ")
  return null
}

/** `file:line: "text"` for each text a person reads in `file` that has an English word. */
const findings = (root: string, file: string, visitExtra?: (node: ts.Node, report: (node: ts.Node, text: string) => void) => void): string[] => {
  const source = parse(file)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    if (englishWords(text).length === 0) return
    found.push(`${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text.trim())}`)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text)
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const text = literalText(node.initializer)
      if (text !== null) report(node, text)
    }
    visitExtra?.(node, report)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The string values of a `…_COPY = { … }` table (nested tables too). */
const copyValues = (node: ts.Node, report: (node: ts.Node, text: string) => void): void => {
  if (!ts.isVariableDeclaration(node) || !/_COPY$/.test(node.name.getText()) || !node.initializer) return
  const walk = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n)) {
      const text = literalText(n.initializer)
      if (text !== null) report(n, text)
    }
    ts.forEachChild(n, walk)
  }
  walk(node.initializer)
}

describe("Korean copy", () => {
  it("the allowlist lets units and formats through, and nothing else", () => {
    expect(englishWords("3.2 km · 120 kcal · 10MB · JPEG")).toEqual([])
    expect(englishWords("Loading...")).toEqual(["Loading"])
    expect(englishWords("지도 Map 보기")).toEqual(["Map"])
  })

  it("the app's JSX text and read attributes have no English word", () => {
    const files = sources(WEB_SRC, (name) => name.endsWith(".tsx"))
    expect(files.length).toBeGreaterThan(40)
    expect(files.flatMap((file) => findings(WEB_SRC, file))).toEqual([])
  }, 60_000)

  it("the core's copy tables (*_COPY) have no English word", () => {
    const files = sources(CORE_SRC, (name) => name.endsWith(".ts"))
    const tables = files.filter((file) => /_COPY\s*=/.test(readFileSync(file, "utf8")))
    expect(tables.length).toBeGreaterThan(10)
    expect(tables.flatMap((file) => findings(CORE_SRC, file, copyValues))).toEqual([])
  }, 60_000)
})
