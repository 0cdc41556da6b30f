/**
 * A stand-in for the map's tile host, for the Lighthouse bench (issue 10). The member's `/walk`
 * draws a MapLibre map whose style, tiles and glyphs come from OpenFreeMap
 * (`https://tiles.openfreemap.org`, or `VITE_MAP_STYLE_URL` as the build was given it). This
 * sandbox reaches no host but the package registries, so there every run logged
 * `net::ERR_NAME_NOT_RESOLVED` for the style, Lighthouse counted it as a console error (Best
 * Practices 0.96), and the page measured was the offline fallback, not the map phones get.
 *
 * The bench points Chromium's resolver at this server instead (`--host-resolver-rules`), over
 * HTTPS on a throwaway certificate for the host's name that only this Chromium trusts (by its
 * key). It answers the style's address with a small vector style of its own — a background and
 * one fill layer over a vector source on the same host — and every tile with an empty one (a
 * valid tile with no features): the runs measure the map's start as phones see it (the style
 * fetched, WebGL set up, the tiles asked for and answered) but not the cost of drawing
 * OpenStreetMap's streets, which a real tile host adds after the largest paint.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:https"
import type { AddressInfo } from "node:net"
import { createTestCertificate } from "../../server/test/helpers/tlsCert.ts"

/** The style the production build loads when `VITE_MAP_STYLE_URL` is not set (`src/ui/map/mapStyle.ts`). */
const DEFAULT_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty"

export interface TileHostStandIn {
  /** The host name it stands in for (`tiles.openfreemap.org`). */
  readonly host: string
  /** Where it listens on 127.0.0.1. */
  readonly port: number
  /** Its certificate (PEM), for a client that trusts it by name. */
  readonly cert: Buffer
  /** Chromium flags: the resolver rule and the certificate's key to trust. */
  readonly chromiumArgs: (trustedKeys?: ReadonlyArray<string>) => string[]
  close(): Promise<void>
}

/** The stand-in's style: what a vector style needs, on the host it stands in for. */
export const standInStyle = (origin: string) => ({
  version: 8,
  name: "MungWalk bench stand-in",
  sources: { openmaptiles: { type: "vector", tiles: [`${origin}/planet/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14 } },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#f8f4f0" } },
    { id: "water", type: "fill", source: "openmaptiles", "source-layer": "water", paint: { "fill-color": "#a0c8f0" } }
  ]
})

export const startTileHostStandIn = async (styleUrl: string = process.env.VITE_MAP_STYLE_URL || DEFAULT_STYLE_URL): Promise<TileHostStandIn> => {
  const style = new URL(styleUrl)
  if (style.protocol !== "https:") throw new Error(`the tile host stand-in serves HTTPS hosts only, not ${styleUrl}`)
  const certificate = createTestCertificate(style.hostname)
  const server = createServer({ cert: certificate.cert, key: readFileSync(certificate.keyFile) }, (req, res) => {
    const path = new URL(req.url ?? "/", style.origin).pathname
    const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=86400" }
    if (path === style.pathname) {
      res.writeHead(200, { ...headers, "Content-Type": "application/json" }).end(JSON.stringify(standInStyle(style.origin)))
    } else if (/^\/planet\/\d+\/\d+\/\d+\.pbf$/.test(path)) {
      res.writeHead(200, { ...headers, "Content-Type": "application/x-protobuf", "Content-Length": "0" }).end()
    } else {
      res.writeHead(404, headers).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    host: style.hostname,
    port,
    cert: certificate.cert,
    chromiumArgs: (trustedKeys = []) => [
      `--host-resolver-rules=MAP ${style.hostname} 127.0.0.1:${port}`,
      `--ignore-certificate-errors-spki-list=${[certificate.spki, ...trustedKeys].join(",")}`
    ],
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      certificate.remove()
    }
  }
}
