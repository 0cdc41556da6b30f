import { parseAst } from "vite"
import { describe, expect, it } from "vitest"
import { factsOf, screenGroups, startGroups } from "./startChunks.ts"

/** A module graph from source texts; imports resolve by name ("./a" → "/a.ts"), exports are listed. */
const graphOf = (modules: Record<string, { code: string; exports?: string[] }>) => ({
  ids: Object.keys(modules),
  entries: ["/src/main.tsx"],
  facts: (id: string) => {
    const m = modules[id]
    return m ? factsOf(parseAst(m.code, { lang: "js" }) as never, m.exports ?? []) : null
  },
  resolve: (source: string) => `/${source.replace(/^\.\//, "").replace(/^@core$/, "core/index")}.ts`
})

const app = {
  "/src/main.tsx": { code: `import { preload } from "./preload"\nawait preload(() => import("./src/boot.tsx"))` },
  "/preload.ts": { code: `export const preload = (f) => f()`, exports: ["preload"] },
  "/src/boot.tsx": {
    code: ["import \"./platform\"", "import \"./runtime\"", "import { preload } from \"./preload\"",
      ...["start/wire.ts", "start/session.ts", "app/services.tsx", "render.tsx"].map((m) => `await preload(() => import("./src/${m}"))`)].join("\n")
  },
  "/platform.ts": { code: `export const port = 1` },
  "/runtime.ts": { code: `export const runtime = 1`, exports: ["runtime"] },
  "/src/start/wire.ts": { code: `import "./schema"` },
  "/schema.ts": { code: `import { effect } from "./effect"\nexport const schema = effect`, exports: ["schema"] },
  "/effect.ts": { code: `import { runtime } from "./runtime"\nexport const effect = runtime`, exports: ["effect"] },
  "/src/start/session.ts": { code: `import { startWalk } from "@core"\nexport { startWalk }` },
  "/src/app/services.tsx": { code: `import { startWalk } from "@core"\nimport { schema } from "./schema"\nimport "./ports"\nexport const services = [startWalk, schema]` },
  "/ports.ts": { code: `export const ports = 1` },
  "/core/index.ts": { code: `export * from "./walk"\nexport * from "./shop"\nexport { formatWon as won } from "./format"`, exports: ["startWalk", "walkRules", "openShop", "won"] },
  "/walk.ts": { code: `import { rule } from "./rules"\nimport { schema } from "./schema"\nexport const startWalk = () => [rule, schema]\nexport const walkRules = 1`, exports: ["startWalk", "walkRules"] },
  "/rules.ts": { code: `export const rule = 1`, exports: ["rule"] },
  "/shop.ts": { code: `import { cart } from "./cart"\nexport const openShop = () => cart`, exports: ["openShop"] },
  "/cart.ts": { code: `export const cart = 1`, exports: ["cart"] },
  "/format.ts": { code: `export const formatWon = (n) => n`, exports: ["formatWon"] },
  "/src/render.tsx": { code: `import { won } from "@core"\nimport { startWalk } from "@core"\nexport const render = () => [won, startWalk]` },
  "/src/features/home/HomeScreen.tsx": { code: `import * as core from "@core"\nexport default core` }
}

describe("start chunks", () => {
  it("groups each start step's static imports, following a barrel only for the names taken from it", () => {
    const groups = startGroups(graphOf(app))
    // The entry's imports (the preload helper) join the first step with a chunk (`wire`). Each
    // step takes what the steps before it did not; `boot.tsx` and the home screen stay out of the
    // groups (`boot.tsx` awaits the later steps at its top level; the home is a lazy screen only `/`
    // preloads), the other steps' modules join theirs.
    expect(Object.fromEntries(groups)).toEqual({
      "/preload.ts": "wire",
      "/platform.ts": "boot",
      // What an earlier step took (the runtime, imported by boot) stays that step's, though a later one imports it too.
      "/runtime.ts": "boot",
      "/src/start/wire.ts": "wire",
      "/schema.ts": "wire",
      "/effect.ts": "wire",
      "/src/start/session.ts": "session",
      "/walk.ts": "session",
      "/rules.ts": "session",
      "/src/app/services.tsx": "services",
      "/ports.ts": "services",
      // A renamed re-export is followed by its exported name; what session took stays session's.
      "/src/render.tsx": "render",
      "/format.ts": "render",
      // A namespace import takes everything the barrel gives.
      "/shop.ts": "render",
      "/cart.ts": "render"
    })
  })

  it("tells a barrel from a module with code of its own", () => {
    expect(factsOf(parseAst(`export * from "./a"\nexport { b } from "./b"`, { lang: "js" }) as never, []).barrel).toBe(true)
    expect(factsOf(parseAst(`export * from "./a"\nexport const c = 1`, { lang: "js" }) as never, []).barrel).toBe(false)
    expect(factsOf(parseAst(`import { a } from "./a"\nexport { a }`, { lang: "js" }) as never, []).barrel).toBe(false)
  })

  it("fails the build when a start step's module is missing", () => {
    const { "/src/render.tsx": _gone, ...rest } = app
    expect(() => startGroups(graphOf(rest))).toThrow("no module /src/render.tsx")
  })

  it("groups the screens' code by feature, and what several share by exactly who shares it", () => {
    const screens = {
      ...app,
      "/src/features/community/PostListScreen.tsx": { code: `import { list } from "./list"\nimport { won } from "@core"\nimport { card } from "./card"\nexport default [list, won, card]` },
      "/src/features/community/PostDetailScreen.tsx": { code: `import { card } from "./card"\nexport default card` },
      "/src/features/shop/ShopScreen.tsx": { code: `import { list } from "./list"\nimport { openShop } from "@core"\nimport { project } from "./project"\nexport default [list, openShop, project]` },
      "/src/features/walk/WalkScreen.tsx": { code: `import { project } from "./project"\nimport { walkRules } from "@core"\nexport default [project, walkRules]` },
      "/src/ui/map/MapLibreMap.tsx": { code: `import { project } from "./project"\nimport { tiles } from "./tiles"\nexport default [project, tiles]` },
      "/list.ts": { code: `import { page } from "./page"\nexport const list = page`, exports: ["list"] },
      "/page.ts": { code: `export const page = 1`, exports: ["page"] },
      "/card.ts": { code: `export const card = 1`, exports: ["card"] },
      "/project.ts": { code: `export const project = 1`, exports: ["project"] },
      "/tiles.ts": { code: `export const tiles = 1`, exports: ["tiles"] }
    }
    const graph = graphOf(screens)
    const taken = startGroups(graph)
    const groups = screenGroups(
      graph,
      ["/src/features/community/PostListScreen.tsx", "/src/features/community/PostDetailScreen.tsx", "/src/features/shop/ShopScreen.tsx", "/src/features/walk/WalkScreen.tsx"],
      ["/src/ui/map/MapLibreMap.tsx"],
      taken
    )
    expect(Object.fromEntries([...groups].map(([id, g]) => [id, `${g.name} ${g.sharers}`]))).toEqual({
      // A feature's screens and what only they use: one chunk per feature.
      "/src/features/community/PostListScreen.tsx": "community 1",
      "/src/features/community/PostDetailScreen.tsx": "community 1",
      "/card.ts": "community 1",
      "/src/features/shop/ShopScreen.tsx": "shop 1",
      "/src/features/walk/WalkScreen.tsx": "walk 1",
      // Shared by two features: a group of those two, and what it imports along with it.
      "/list.ts": "screens-community-shop 2",
      "/page.ts": "screens-community-shop 2",
      // Shared with code loaded on demand (the map): loading the map never brings a feature's chunk.
      "/project.ts": "screens-MapLibreMap-shop-walk 3"
      // What the start took (the core's modules the screens import through its barrel) stays the start's.
    })
    // What only the map uses is left to it.
    expect(groups.has("/tiles.ts")).toBe(false)
  })
})

