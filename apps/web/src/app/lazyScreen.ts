/**
 * Route-level code splitting: every screen is its own chunk, loaded on first visit. A chunk that
 * fails or takes longer than `CHUNK_LOAD_TIMEOUT_MS` (§9: 120 s) rejects with `ChunkLoadError`,
 * which the shell's error boundary shows as the error page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import { CHUNK_LOAD_TIMEOUT_MS } from "@mungwalk/core"

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
}

export const isChunkLoadError = (u: unknown): u is ChunkLoadError => u instanceof ChunkLoadError

/** Runs `load`, rejecting with `ChunkLoadError` when it fails or does not settle within `timeoutMs`. */
export const loadWithTimeout = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a screen took longer than ${timeoutMs} ms`)), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError("A screen could not be loaded", { cause }))
      }
    )
  })

// biome-ignore lint/suspicious/noExplicitAny: a screen takes whatever props its route gives it; `unknown` props cannot be rendered
export type Screen = ComponentType<any>

/**
 * A lazily loaded screen: `load` imports its module; the component is the export called `name`
 * (or the default export).
 */
export const lazyScreen = <M extends Record<string, unknown>>(load: () => Promise<M>, name?: keyof M & string): LazyExoticComponent<Screen> =>
  lazy(() =>
    loadWithTimeout(load).then((m) => {
      const component = (name ? m[name] : undefined) ?? m.default
      if (typeof component !== "function" && typeof component !== "object") {
        throw new ChunkLoadError(`The screen module has no export ${name ?? "default"}`)
      }
      return { default: component as Screen }
    })
  )
