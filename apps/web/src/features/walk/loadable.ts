/** What a screen knows about data it loads: still loading, failed (logged, screen stays empty — §8), or there. */
export type Loadable<T> =
  | { readonly status: "loading" }
  | { readonly status: "error" }
  | { readonly status: "ready"; readonly data: T }

export const loading = { status: "loading" } as const
export const failed = { status: "error" } as const
export const ready = <T,>(data: T): Loadable<T> => ({ status: "ready", data })

/** A core resource view model as a `Loadable` (the last data stays shown while reloading). */
export const fromResource = <T,>(r: { readonly data: T | null; readonly isError: boolean }): Loadable<T> =>
  r.data !== null ? ready(r.data) : r.isError ? failed : loading
