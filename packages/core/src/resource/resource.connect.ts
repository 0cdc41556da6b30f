/** The resource view model. */
import type { SnapshotFrom } from "xstate"
import type { ResourceMachine } from "./resource.machine.ts"
import type { ResourceEvent, ResourceStatus } from "./resource.types.ts"

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
