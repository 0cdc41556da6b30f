/**
 * Once `vite build` has written `dist`, every compressible file (scripts, styles, HTML, SVG, JSON,
 * manifests) of at least 1 KiB gets a brotli (quality 11) and a gzip (level 9) sibling, `name.br`
 * and `name.gz`, kept only when smaller. The server picks one by `Accept-Encoding`
 * (`apps/server/src/http/static.ts`), so nothing is compressed per request. Never sourcemaps.
 */
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i

/** Writes `.br` and `.gz` beside every compressible file of `dir`; answers how many files got them. */
export const precompressDir = async (dir: string): Promise<number> => {
  let count = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.test(file)) continue
    const data = await readFile(file)
    if (data.byteLength < 1024) continue
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength }
      }),
      promisify(gzip)(data, { level: 9 })
    ])
    if (br.byteLength < data.byteLength) await writeFile(`${file}.br`, br)
    if (gz.byteLength < data.byteLength) await writeFile(`${file}.gz`, gz)
    count++
  }
  return count
}

export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "mungwalk:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      this.info?.(`precompressed ${await precompressDir(outDir)} files (br, gz)`)
    }
  }
}
