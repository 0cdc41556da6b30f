/**
 * `<link rel="modulepreload">` for one lazy screen's chunk and the chunks it imports (issue 10):
 * the routes table loads every screen with `import()`, so without this the home screen's chunk is
 * only requested after the entry chunk has been fetched and run. The links let the browser fetch
 * it alongside the entry. Only the home screen: the one `index.html` is served for every address,
 * and `/` is where most visits start.
 */
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from "vite"

type OutputBundle = NonNullable<IndexHtmlTransformContext["bundle"]>
type OutputChunk = Extract<OutputBundle[string], { type: "chunk" }>

/** The files to preload for the chunk whose entry module ends with `moduleSuffix`: it and what it imports statically, less what the entry already loads. */
export const preloadFilesFor = (bundle: OutputBundle, moduleSuffix: string): string[] => {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk")
  const target = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, "/").endsWith(moduleSuffix))
  if (!target) return []
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const reach = (start: ReadonlyArray<string>): Set<string> => {
    const seen = new Set<string>()
    const walk = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const dep of byFile.get(file)?.imports ?? []) walk(dep)
    }
    start.forEach(walk)
    return seen
  }
  const loadedByEntry = reach(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
  return [...reach([target.fileName])].filter((f) => !loadedByEntry.has(f))
}

export const preloadRoute = (moduleSuffix: string): Plugin => ({
  name: "mungwalk:preload-route",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, ctx): HtmlTagDescriptor[] => {
      if (!ctx.bundle) return []
      const files = preloadFilesFor(ctx.bundle, moduleSuffix)
      if (files.length === 0) throw new Error(`preloadRoute: no lazy chunk for ${moduleSuffix}`)
      return files.map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" }))
    }
  }
})
