/**
 * The resource's view models. Views get `connectLoadable` / `connectFindable` (the one loading
 * vocabulary); `connectResource` is the machine-level reading, internal to the core (its tests read
 * the machine through it) and not exported from the package.
 */
import type { SnapshotFrom } from "xstate"
import type { ResourceMachine } from "./resource.machine.ts"
import type { ResourceEvent, ResourceStatus } from "./resource.types.ts"
import type { Findable, Loadable } from "./loadable.ts"

export interface ResourceView<T> {
  readonly status: ResourceStatus
  /** The loaded data (also while reloading), or null. */
  readonly data: T | null
  readonly isLoading: boolean
  readonly isEmpty: boolean
  /** The server answered 404 (or the loader said `NotFoundError`). */
  readonly isNotFound: boolean
  /** The load failed (§8: the screen stays empty; a retry may be offered). */
  readonly isError: boolean
  retry(): void
  reload(): void
}

const STATUSES: ReadonlyArray<ResourceStatus> = ["waiting", "loading", "success", "empty", "notFound", "failure"]

/** `T` is the type the resource's loader returns. */
export const connectResource = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): ResourceView<T> => {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? "loading"
  return {
    status,
    data: snapshot.context.data as T | null,
    isLoading: status === "loading" || status === "waiting",
    isEmpty: status === "empty",
    isNotFound: status === "notFound",
    isError: status === "failure",
    retry: () => send({ type: "user.retry" }),
    reload: () => send({ type: "user.reload" })
  }
}

/**
 * The resource as THE screen vocabulary of one addressed thing (`Findable`): waiting and loading
 * are `loading`; a reload keeps the last data `ready` with `reloading`; `notFound` (a 404) has no
 * retry; `failure` is `failed` with `retry`.
 */
export const connectFindable = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): Findable<T> => {
  const data = snapshot.context.data as T | null
  if (snapshot.matches("success")) return { status: "ready", data: data as T, reloading: false }
  if (snapshot.matches("empty")) return { status: "empty" }
  if (snapshot.matches("notFound")) return { status: "notFound" }
  if (snapshot.matches("failure")) return { status: "failed", retry: () => send({ type: "user.retry" }) }
  // waiting, loading: a reload keeps what was there.
  if (data === null) return { status: "loading" }
  return { status: "ready", data, reloading: true }
}

/**
 * The resource as THE screen vocabulary (`Loadable`), for views that do not tell "not found"
 * apart: the same as `connectFindable`, with `notFound` shown as `failed` (retry loads again).
 */
export const connectLoadable = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): Loadable<T> => {
  const found = connectFindable<T>(snapshot, send)
  return found.status === "notFound" ? { status: "failed", retry: () => send({ type: "user.retry" }) } : found
}
