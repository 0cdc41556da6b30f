/** The resource view model. */
import type { SnapshotFrom } from "xstate"
import type { ResourceMachine } from "./resource.machine.ts"
import type { ResourceEvent, ResourceStatus } from "./resource.types.ts"
import type { Loadable } from "./loadable.ts"

export interface ResourceView<T> {
  readonly status: ResourceStatus
  /** The loaded data (also while reloading), or null. */
  readonly data: T | null
  readonly isLoading: boolean
  readonly isEmpty: boolean
  /** The load failed (§8: the screen stays empty; a retry may be offered). */
  readonly isError: boolean
  retry(): void
  reload(): void
}

const STATUSES: ReadonlyArray<ResourceStatus> = ["waiting", "loading", "success", "empty", "failure"]

/** `T` is the type the resource's loader returns. */
export const connectResource = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): ResourceView<T> => {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? "loading"
  return {
    status,
    data: snapshot.context.data as T | null,
    isLoading: status === "loading" || status === "waiting",
    isEmpty: status === "empty",
    isError: status === "failure",
    retry: () => send({ type: "user.retry" }),
    reload: () => send({ type: "user.reload" })
  }
}

/**
 * The resource as THE screen vocabulary (`Loadable`): waiting and loading are `loading`; a reload
 * keeps the last data `ready` with `reloading`; `failure` is `failed` with `retry`.
 */
export const connectLoadable = <T>(snapshot: SnapshotFrom<ResourceMachine>, send: (event: ResourceEvent) => void): Loadable<T> => {
  const data = snapshot.context.data as T | null
  if (snapshot.matches("success")) return { status: "ready", data: data as T, reloading: false }
  if (snapshot.matches("empty")) return { status: "empty" }
  if (snapshot.matches("failure")) return { status: "failed", retry: () => send({ type: "user.retry" }) }
  // waiting, loading: a reload keeps what was there.
  if (data === null) return { status: "loading" }
  return { status: "ready", data, reloading: true }
}
