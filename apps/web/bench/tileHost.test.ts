import { request } from "node:https"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTileHostStandIn, type TileHostStandIn } from "./tileHost.ts"

/** A GET to the stand-in as the browser makes it: by the host's name, trusting only its certificate. */
const get = (tiles: TileHostStandIn, path: string): Promise<{ status: number; type: string | undefined; cors: string | undefined; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: tiles.port, servername: tiles.host, path, ca: tiles.cert, headers: { host: tiles.host } }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers["content-type"],
          cors: res.headers["access-control-allow-origin"] as string | undefined,
          body: Buffer.concat(chunks)
        })
      )
    })
    req.on("error", reject)
    req.end()
  })

describe("the map tile host's stand-in (Lighthouse bench)", () => {
  let tiles: TileHostStandIn
  beforeAll(async () => {
    tiles = await startTileHostStandIn("https://tiles.openfreemap.org/styles/liberty")
  })
  afterAll(() => tiles.close())

  it("answers the style's address over HTTPS under the host's own name, with a style whose tiles it serves too", async () => {
    const style = await get(tiles, "/styles/liberty")
    expect([style.status, style.type, style.cors]).toEqual([200, "application/json", "*"])
    const parsed = JSON.parse(style.body.toString()) as { version: number; sources: Record<string, { tiles: string[] }>; layers: unknown[] }
    expect(parsed.version).toBe(8)
    const template = parsed.sources.openmaptiles!.tiles[0]!
    expect(template).toBe("https://tiles.openfreemap.org/planet/{z}/{x}/{y}.pbf")
    const tile = await get(tiles, new URL(template.replace("{z}/{x}/{y}", "14/13972/6344")).pathname)
    expect([tile.status, tile.type, tile.cors, tile.body.length]).toEqual([200, "application/x-protobuf", "*", 0])
    expect((await get(tiles, "/elsewhere")).status).toBe(404)
  })

  it("points Chromium's resolver at itself and has it trust its certificate (and any other named)", () => {
    const [rule, keys] = tiles.chromiumArgs(["other-key"])
    expect(rule).toBe(`--host-resolver-rules=MAP tiles.openfreemap.org 127.0.0.1:${tiles.port}`)
    expect(keys).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]+=*,other-key$/)
  })
})
