import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping"
import MagicString from "magic-string"
import type { Rollup } from "vite"
import { afterAll, describe, expect, it } from "vitest"
import { collapseBundle, readFacade, replacementFor } from "./collapseFacades.ts"

describe("readFacade", () => {
  it("reads a re-export from one chunk", () => {
    expect(readFacade('\nexport{t as warmCodecs}from"./wire-Cb2DXAay.js";')).toEqual({
      imports: ["./wire-Cb2DXAay.js"],
      exports: [{ name: "warmCodecs", from: "./wire-Cb2DXAay.js", local: "t" }]
    })
  })

  it("reads imports from several chunks exported under the step's names", () => {
    const code = 'import{r as e}from"./services-Y4w.js";import{t}from"./session-D6Q.js";export{e as createAppServicesSteps,t as runStepsApart};'
    expect(readFacade(code)).toEqual({
      imports: ["./services-Y4w.js", "./session-D6Q.js"],
      exports: [
        { name: "createAppServicesSteps", from: "./services-Y4w.js", local: "r" },
        { name: "runStepsApart", from: "./session-D6Q.js", local: "t" }
      ]
    })
  })

  it("reads a module with no exports (only what it runs), under a banner comment", () => {
    expect(readFacade('//# allFunctionsCalledOnLoad\nimport"./session-D6Q.js";')).toEqual({ imports: ["./session-D6Q.js"], exports: [] })
  })

  it("does not read a chunk with code of its own or an import it cannot name", () => {
    for (const code of [
      "",
      'import{t}from"./a.js";t();export{t as go};',
      'export*from"./a.js";',
      'import*as e from"./a.js";export{e as all};',
      'import e from"./a.js";export{e as go};',
      'export{t as go};',
      'var e=1;export{e as go};'
    ]) {
      expect(readFacade(code), code).toBeNull()
    }
  })
})

describe("replacementFor", () => {
  it("builds the facade's names from the one chunk it imports", () => {
    const facade = readFacade('export{t as warmCodecs}from"./wire-1.js";')!
    expect(replacementFor(facade, ["./wire-1.js"], (f) => f)).toBe('import("./wire-1.js").then((m0)=>({"warmCodecs":m0["t"]}))')
  })

  it("imports several chunks in the order given, and takes each name from its own", () => {
    const facade = readFacade('import{r as e}from"./services-1.js";import{t}from"./session-1.js";export{e as steps,t as apart};')!
    expect(replacementFor(facade, ["./session-1.js", "./services-1.js"], (f) => f)).toBe(
      'Promise.all([import("./session-1.js"),import("./services-1.js")]).then(([m0,m1])=>({"steps":m1["r"],"apart":m0["t"]}))'
    )
  })
})

/** A bundle of output chunks as Rolldown hands them to `generateBundle`, without maps. */
const chunk = (fileName: string, code: string, more: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk =>
  ({ type: "chunk", fileName, code, imports: [], dynamicImports: [], isEntry: false, isDynamicEntry: false, map: null, moduleIds: [], ...more }) as unknown as Rollup.OutputChunk

const BOOT = [
  "const{warmCodecs}=await import(`./wire-F.js`);",
  'await import("./session-F.js");',
  "const{createAppServicesSteps,runStepsApart}=await import('./services-F.js');",
  "export const out=[warmCodecs(),createAppServicesSteps(),runStepsApart(5)];"
].join("")

/** The start as Rolldown writes it: three facades beside three group chunks, and the chunk that imports them. */
const startBundle = (boot = BOOT, bootMore: Partial<Rollup.OutputChunk> = {}): Rollup.OutputBundle => {
  const files = [
    chunk("assets/boot.js", boot, { isEntry: true, dynamicImports: ["assets/wire-F.js", "assets/session-F.js", "assets/services-F.js"], ...bootMore }),
    chunk("assets/wire-G.js", 'const t=()=>"warm",x=1;export{t,x};', { moduleIds: ["/src/start/wire.ts"] }),
    chunk("assets/wire-F.js", 'export{t as warmCodecs}from"./wire-G.js";', { isDynamicEntry: true, imports: ["assets/wire-G.js"] }),
    chunk("assets/session-G.js", "const t=(a)=>a+1;export{t};", { moduleIds: ["/src/start/session.ts"] }),
    chunk("assets/session-F.js", 'import"./session-G.js";', { isDynamicEntry: true, imports: ["assets/session-G.js"] }),
    chunk("assets/services-G.js", 'import{t as s}from"./session-G.js";const r=()=>s(1);export{r};', { imports: ["assets/session-G.js"], moduleIds: ["/src/app/services.tsx"] }),
    chunk(
      "assets/services-F.js",
      'import{r as e}from"./services-G.js";import{t}from"./session-G.js";export{e as createAppServicesSteps,t as runStepsApart};',
      { isDynamicEntry: true, imports: ["assets/services-G.js", "assets/session-G.js"] }
    )
  ]
  return Object.fromEntries(files.map((f) => [f.fileName, f]))
}

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Writes the bundle's chunks to a folder and runs `assets/boot.js` in Node. */
const run = async (bundle: Rollup.OutputBundle): Promise<unknown> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "collapse-"))
  dirs.push(dir)
  for (const file of Object.values(bundle)) {
    if (file.type !== "chunk") continue
    writeFileSync(path.join(dir, path.basename(file.fileName)), file.code)
  }
  return ((await import(pathToFileURL(path.join(dir, "boot.js")).href)) as { out: unknown }).out
}

describe("collapseBundle", () => {
  it("drops the facades, and the start gets the same names from the group chunks", async () => {
    const before = await run(startBundle())
    const bundle = startBundle()
    expect(collapseBundle(bundle).sort()).toEqual(["assets/services-F.js", "assets/session-F.js", "assets/wire-F.js"])
    expect(Object.keys(bundle).sort()).toEqual(["assets/boot.js", "assets/services-G.js", "assets/session-G.js", "assets/wire-G.js"])
    const boot = bundle["assets/boot.js"] as Rollup.OutputChunk
    expect(boot.code).not.toMatch(/-F\.js/)
    expect(boot.dynamicImports).toEqual(["assets/wire-G.js", "assets/session-G.js", "assets/services-G.js"])
    // The chunk that imports all the others statically comes last (Vite hands the wrapped call's
    // preload list to the last import in it).
    expect(boot.code).toContain('Promise.all([import("./session-G.js"),import("./services-G.js")])')
    expect(before).toEqual(["warm", 2, 6])
    expect(await run(bundle)).toEqual(["warm", 2, 6])
  })

  it("keeps a facade that another chunk imports statically", () => {
    const bundle = startBundle()
    const other = chunk("assets/other.js", 'import{warmCodecs}from"./wire-F.js";warmCodecs();', { imports: ["assets/wire-F.js"] })
    bundle[other.fileName] = other
    expect(collapseBundle(bundle).sort()).toEqual(["assets/services-F.js", "assets/session-F.js"])
    expect(bundle["assets/wire-F.js"]).toBeDefined()
    expect((bundle["assets/boot.js"] as Rollup.OutputChunk).code).toContain("import(`./wire-F.js`)")
  })

  it("keeps a facade when an importer's call is written some way it does not rewrite", () => {
    const bundle = startBundle(BOOT.replace("import(`./wire-F.js`)", "import(`./wire-F.js`+``)"))
    expect(collapseBundle(bundle)).not.toContain("assets/wire-F.js")
    expect(bundle["assets/wire-F.js"]).toBeDefined()
  })

  it("keeps the rewritten chunk's sourcemap pointing at its sources", () => {
    const source = BOOT
    const map = new MagicString(source).generateMap({ source: "src/boot.ts", hires: true, includeContent: true })
    const bundle = startBundle(BOOT, { map: map as unknown as Rollup.SourceMap })
    const asset = { type: "asset", fileName: "assets/boot.js.map", source: map.toString() } as unknown as Rollup.OutputAsset
    bundle[asset.fileName] = asset
    collapseBundle(bundle)
    const boot = bundle["assets/boot.js"] as Rollup.OutputChunk
    const written = new TraceMap(asset.source as string)
    expect(new TraceMap(JSON.parse(boot.map!.toString()))).toBeDefined()
    // `export const out` comes after all three rewritten calls: it still maps to its own column.
    const at = (code: string) => ({ line: 1, column: code.indexOf("export const out") })
    const position = originalPositionFor(written, at(boot.code))
    expect(position.source).toBe("src/boot.ts")
    expect(position.line).toBe(1)
    expect(position.column).toBe(at(source).column)
  })
})
