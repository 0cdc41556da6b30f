import { describe, expect, it } from "vitest"
import { COMPILE_HINT, hintFirst, onArrivalModules, runsOnArrival } from "./compileHints.ts"

/** A module graph: each module's static and dynamic imports. */
const graphOf = (modules: Record<string, { imports?: string[]; dynamic?: string[] }>, entries = ["/index.html"]) => ({
  ids: Object.keys(modules),
  entries,
  imports: (id: string) => modules[id]?.imports ?? [],
  dynamicImports: (id: string) => modules[id]?.dynamic ?? []
})

const app = graphOf({
  "/index.html": { imports: ["/src/main.tsx"] },
  "/src/main.tsx": { imports: ["/preload.ts"], dynamic: ["/src/boot.tsx"] },
  "/preload.ts": {},
  "/src/boot.tsx": { imports: ["/theme.ts"], dynamic: ["/src/start/wire.ts", "/src/render.tsx"] },
  "/theme.ts": {},
  "/src/start/wire.ts": { imports: ["/effect.ts"] },
  "/effect.ts": {},
  "/src/render.tsx": { imports: ["/src/app/routes.tsx"] },
  "/src/app/routes.tsx": { imports: ["/lazy.ts"], dynamic: ["/src/features/walk/WalkScreen.tsx", "/src/features/shop/ShopScreen.tsx"] },
  "/lazy.ts": {},
  "/src/features/walk/WalkScreen.tsx": { imports: ["/ui.ts"], dynamic: ["/maplibre.ts", "/src/features/walk/PhotoTools.ts"] },
  "/src/features/shop/ShopScreen.tsx": { imports: ["/ui.ts", "/effect.ts"] },
  "/ui.ts": {},
  "/maplibre.ts": { imports: ["/maplibre-style.ts"] },
  "/maplibre-style.ts": {},
  "/src/features/walk/PhotoTools.ts": { imports: ["/ui.ts"] }
})

describe("onArrivalModules", () => {
  it("takes the entry, the start's steps and the screens, with what they import statically", () => {
    expect([...onArrivalModules(app)].sort()).toEqual([
      "/effect.ts", "/index.html", "/lazy.ts", "/preload.ts",
      "/src/app/routes.tsx", "/src/boot.tsx", "/src/features/shop/ShopScreen.tsx", "/src/features/walk/WalkScreen.tsx",
      "/src/main.tsx", "/src/render.tsx", "/src/start/wire.ts", "/theme.ts", "/ui.ts"
    ])
  })

  it("leaves out what a screen loads on demand (a map library, tools), and what only those import", () => {
    const onArrival = onArrivalModules(app)
    for (const id of ["/maplibre.ts", "/maplibre-style.ts", "/src/features/walk/PhotoTools.ts"]) expect(onArrival.has(id)).toBe(false)
  })

  it("fails the build when a module it starts from is missing", () => {
    expect(() => onArrivalModules(app, ["/src/boot.tsx", "/src/app/router.tsx"])).toThrow("no module /src/app/router.tsx")
  })
})

describe("runsOnArrival", () => {
  const onArrival = onArrivalModules(app)
  it("holds for a chunk whose every module runs on arrival", () => {
    expect(runsOnArrival(["/src/features/shop/ShopScreen.tsx", "/ui.ts"], onArrival)).toBe(true)
  })
  it("does not for a chunk with one module loaded on demand", () => {
    expect(runsOnArrival(["/ui.ts", "/maplibre.ts"], onArrival)).toBe(false)
  })
  it("does not for a chunk with no module (an entry that only re-exports another chunk)", () => {
    expect(runsOnArrival([], onArrival)).toBe(false)
  })
})

describe("hintFirst", () => {
  const prologue = "const __vite__mapDeps=(i)=>i;"
  it("moves the comment above a one-line prologue", () => {
    expect(hintFirst(`${prologue}\n${COMPILE_HINT}\nimport"./a.js";`)).toBe(`${COMPILE_HINT}\n${prologue}\nimport"./a.js";`)
  })
  it("leaves a chunk that starts with it, or has none, as it is", () => {
    expect(hintFirst(`${COMPILE_HINT}\nvar a=1;`)).toBe(`${COMPILE_HINT}\nvar a=1;`)
    expect(hintFirst(`${prologue}\nvar a=1;`)).toBe(`${prologue}\nvar a=1;`)
    expect(hintFirst("var a=1;")).toBe("var a=1;")
  })
})
