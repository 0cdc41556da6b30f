import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { SERVER_NODE_FLAGS } from "../nodeFlags.mjs"

describe("the server's Node.js flags", () => {
  it("are the ones the server package's start script gives, before the bundle", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }
    expect(pkg.scripts.start).toBe(["node", ...SERVER_NODE_FLAGS, "dist/main.mjs"].join(" "))
  })

  it("are ones this Node.js accepts", () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split("=")[0]!), flag).toBe(true)
  })
})
