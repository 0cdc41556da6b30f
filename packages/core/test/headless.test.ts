/**
 * The core is headless: no React, react-dom or wouter anywhere in its import graph, and
 * importing it touches no DOM global (so a React Native app, a server or a worker can use it).
 */
import { afterEach, describe, expect, it, vi } from "vitest"

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>
  }
}

/** Every source file of the package, by path relative to this file (`../src/walk/walk.machine.ts`). */
const sources = import.meta.glob("../src/**/*.ts", { query: "?raw", import: "default", eager: true })

/** `../src/walk/../api/client.ts` → `../src/api/client.ts`. */
const normalize = (path: string): string => {
  const out: string[] = []
  for (const part of path.split("/")) {
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop()
      else out.push(part)
    } else if (part !== ".") out.push(part)
  }
  return out.join("/")
}
const dirOf = (path: string): string => path.slice(0, path.lastIndexOf("/"))

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*["']([^"']+)["']|(?:^|[\s;(])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/g

/** Every module reachable from `entry` (relative imports followed), and the packages they import. */
const importGraph = (entry: string, options: { valuesOnly?: boolean } = {}): { files: Set<string>; packages: Set<string> } => {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    const text = sources[file]
    if (text === undefined) throw new Error(`headless: cannot read ${file}`)
    files.add(file)
    for (const m of text.matchAll(SPECIFIER)) {
      // `import type` / `export type` load nothing at run time.
      if (options.valuesOnly && /^[\s;(]*(?:import|export)\s+type\s/.test(m[0])) continue
      const spec = m[1] ?? m[2] ?? m[3]!
      if (spec.startsWith(".")) visit(normalize(`${dirOf(file)}/${spec}`))
      else packages.add(spec)
    }
  }
  visit(entry)
  return { files, packages }
}

const packageName = (spec: string): string => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!)

/** `src/<folder>/index.ts` of every subpath entry (`@mungwalk/core/<folder>`). */
const subpathEntries: string[] = Object.keys(sources)
  .filter((f) => /^\.\.\/src\/[^/]+\/index\.ts$/.test(f))
  .sort()

const DOM_GLOBALS = ["window", "document", "navigator", "localStorage", "sessionStorage", "location"] as const

describe("@mungwalk/core is headless", () => {
  it("imports no React, react-dom or wouter, only effect and xstate (main entry)", () => {
    const { files, packages } = importGraph("../src/index.ts")
    expect(files.size).toBeGreaterThan(30)
    const names = [...packages].map((p) => (p.startsWith("node:") ? p : packageName(p)))
    expect(names.filter((n) => /^(react|react-dom|wouter)$/.test(n))).toEqual([])
    expect([...new Set(names)].sort()).toEqual(["effect", "xstate"])
  })

  it("imports Effect by module (effect/Schema, …), never the effect barrel that loads all of Effect; domain/ loads no Effect", () => {
    // What importing costs a client follows the modules loaded: docs/benchmarks.md, "Importing the core".
    expect([...importGraph("../src/index.ts").packages].filter((p) => p === "effect")).toEqual([])
    const domain = [...importGraph("../src/domain/index.ts", { valuesOnly: true }).packages]
    expect(domain.filter((p) => packageName(p) === "effect")).toEqual([])
  })

  it("has subpath entries to check", () => {
    expect(subpathEntries).toContain("../src/walk/index.ts")
  })

  it.each(subpathEntries)("subpath %s imports no React, react-dom or wouter", (entry: string) => {
    const { packages } = importGraph(entry)
    expect([...packages].map(packageName).filter((n) => /^(react|react-dom|wouter)$/.test(n))).toEqual([])
  })

  describe("importing touches no DOM global", () => {
    const saved = new Map<string, PropertyDescriptor | undefined>()
    afterEach(() => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else delete (globalThis as Record<string, unknown>)[name]
      }
      saved.clear()
    })

    it("evaluates every module of the main entry with window, document, navigator, storage and location throwing", async () => {
      const touched: string[] = []
      for (const name of DOM_GLOBALS) {
        saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
        Object.defineProperty(globalThis, name, {
          configurable: true,
          get() {
            touched.push(name)
            throw new Error(`@mungwalk/core touched ${name} at import time`)
          }
        })
      }
      vi.resetModules()
      const core = await import("../src/index.ts")
      expect(touched).toEqual([])
      // The import really evaluated the machines and the client.
      expect(typeof core.walkMachine.transition).toBe("function")
      expect(typeof core.createApiClient).toBe("function")
      expect(core.guardDecision("/walk", false)).toBe("loginNeeded")
      // Importing the whole core afresh, cold, takes a few seconds on a loaded 2-core machine.
    }, 30_000)
  })
})
