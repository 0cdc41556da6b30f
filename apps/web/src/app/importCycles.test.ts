/** No import cycle among the app's modules (a cycle makes the order modules run in depend on who is imported first). */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { importCycles } from "./importCycles.ts"

const SRC = path.resolve(import.meta.dirname, "..")

describe("import cycles", () => {
  it("apps/web/src has none", () => {
    expect(importCycles(SRC)).toEqual([])
  })

  it("the check follows import.meta.glob (the routes table's screens), without its ! patterns", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "cycles-"))
    mkdirSync(path.join(root, "app"), { recursive: true })
    mkdirSync(path.join(root, "features", "community"), { recursive: true })
    mkdirSync(path.join(root, "features", "error"), { recursive: true })
    writeFileSync(
      path.join(root, "app", "routes.tsx"),
      'const m = import.meta.glob<Record<string, unknown>>(["../features/*/*{Screen,Screens}.tsx", "!../features/error/*"])\nexport const TITLES = {}\n'
    )
    writeFileSync(path.join(root, "features", "community", "PostListScreen.tsx"), 'import { BOARDS } from "./board.ts"\n')
    writeFileSync(path.join(root, "features", "community", "board.ts"), 'import { TITLES } from "../../app/routes.tsx"\nexport const BOARDS = [TITLES]\n')
    writeFileSync(path.join(root, "features", "error", "ErrorScreen.tsx"), 'import { TITLES } from "../../app/routes.tsx"\n')
    expect(importCycles(root)).toEqual(["app/routes.tsx → features/community/PostListScreen.tsx → features/community/board.ts → app/routes.tsx"])
  })

  it("the check finds a real cycle, through an extensionless import and a folder index, and not a shared leaf", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "cycles-"))
    mkdirSync(path.join(root, "app"), { recursive: true })
    mkdirSync(path.join(root, "features", "board"), { recursive: true })
    writeFileSync(path.join(root, "app", "routes.tsx"), 'import { TITLES } from "../features/board"\nimport { leaf } from "./leaf.ts"\nexport const A = 1\n')
    writeFileSync(path.join(root, "app", "leaf.ts"), "export const leaf = 1\n")
    writeFileSync(path.join(root, "features", "board", "index.ts"), 'export { TITLES } from "./titles"\n')
    writeFileSync(
      path.join(root, "features", "board", "titles.ts"),
      'import { A } from "../../app/routes.tsx"\nimport { leaf } from "../../app/leaf.ts"\nexport const TITLES = [A]\n'
    )
    writeFileSync(path.join(root, "features", "board", "Lazy.tsx"), 'const m = () => import("../../app/leaf.ts")\nexport default m\n')
    expect(importCycles(root)).toEqual(["app/routes.tsx → features/board/index.ts → features/board/titles.ts → app/routes.tsx"])
  })
})
