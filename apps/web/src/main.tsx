/**
 * The entry: small on purpose. The page already shows what was prerendered at build time (the
 * visitor's home in `index.html`, a guarded address's frame and login modal in `pages/*.html`) or
 * nothing yet (`shell.html`); the app's code (the renderer, the core's machines) is fetched at once
 * — every page preloads it — but run only after the browser has painted the page, in `boot.tsx`,
 * so the first paint never waits for it.
 */

/** Resolves after the next frame has been painted. */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

await afterPaint()
await import("./boot.tsx")

export {}
