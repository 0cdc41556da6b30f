/** Types of the generic resource machine: one load with loading, success, empty and failure. */

export interface ResourceContext<T, I> {
  /** What the loader is called with (a pet id, a position, nothing). */
  readonly input: I
  /** The last loaded data; kept while reloading so the screen can keep showing it. */
  readonly data: T | null
  /** The last failure's message (English, for logs and developer tools; screens stay empty, §8). */
  readonly error: string | null
  /** Wait this long before the first load (hot-place markers load after 1 s, §9). */
  readonly delayMs: number
}

export interface ResourceInput<I> {
  readonly input: I
  readonly delayMs?: number
}

export type ResourceEvent =
  /** Load again after a failure. */
  | { readonly type: "user.retry" }
  /** Load again (pull to refresh, the screen came back into view, the member signed in). */
  | { readonly type: "user.reload" }

export type ResourceStatus = "waiting" | "loading" | "success" | "empty" | "notFound" | "failure"
