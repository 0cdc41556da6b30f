/**
 * Build-time precompression: after `vite build` writes `dist`, every compressible file (scripts,
 * styles, HTML, SVG, JSON, manifests) of at least 1 KiB gets a brotli (quality 11) and a gzip
 * (level 9) sibling, `name.br` and `name.gz`, kept only when smaller than the file. The server
 * picks one by `Accept-Encoding` (`apps/server/src/http/static.ts`), so nothing is compressed
 * per request. Sourcemaps are never compressed: they are not served by default.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const filesUnder = async (dir: string): Promise<string[]> => {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(full)))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; answers how many files got them. */
export const precompressDir = async (dir: string): Promise<number> => {
  let count = 0
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue
    const data = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: /\.(wasm)$/i.test(file) ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength
        }
      }),
      gzipAsync(data, { level: 9 })
    ])
    if (br.byteLength < data.byteLength) await writeFile(`${file}.br`, br)
    if (gz.byteLength < data.byteLength) await writeFile(`${file}.gz`, gz)
    count++
  }
  return count
}

/** The Vite plugin: precompresses the output folder once the bundle is written. */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "mungwalk-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const count = await precompressDir(outDir)
      this.info?.(`precompressed ${count} files (br, gz)`)
    }
  }
}
