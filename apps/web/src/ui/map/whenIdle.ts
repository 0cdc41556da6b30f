/**
 * Runs `run` once the main thread is idle (`requestIdleCallback`), at the latest after `timeoutMs`
 * (where the API is missing — Safari before 18 — after a task of `timeoutMs / 4`). Returns the
 * cancel. The map waits for it twice: before its chunk (MapLibre, ~1 MB) is requested and
 * evaluated, and before the map is created, so neither long task lands in a screen's own start.
 */
export const whenIdle = (run: () => void, timeoutMs: number): (() => void) => {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, options: { timeout: number }) => number
    cancelIdleCallback?: (id: number) => void
  }
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    const id = g.requestIdleCallback(run, { timeout: timeoutMs })
    return () => g.cancelIdleCallback?.(id)
  }
  const id = setTimeout(run, timeoutMs / 4)
  return () => clearTimeout(id)
}
