/**
 * The entry: small on purpose. `index.html` already shows the visitor's home (prerendered at build
 * time) or `shell.html` the page's frame; the app's code (React, the core's machines) is fetched at
 * once — `index.html` preloads it — but run only after the browser has painted the page, in
 * `boot.tsx`, so the first paint never waits for it.
 */

/** Resolves after the next frame has been painted. */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

await afterPaint()
await import("./boot.tsx")

export {}
