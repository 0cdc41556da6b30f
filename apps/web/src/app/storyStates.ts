/**
 * Loading states for stories, made by the core's own `connect` functions from resource-machine
 * snapshots (`resolveState`), so a story shows only what the real machine can be in.
 */
import { useState } from "react"
import type { LatLng } from "@mungwalk/core"
import { connectLocated, type Located, type LocatedView } from "@mungwalk/core/location"
import { connectFindable, connectLoadable, resourceMachine, type Findable, type Loadable, type ResourceStatus } from "@mungwalk/core/resource"

const ignore = () => {}

/** A resource machine's snapshot in `status` holding `data` (null: nothing loaded yet). */
export const resourceSnapshot = (status: ResourceStatus, data: unknown = null) =>
  resourceMachine.resolveState({
    value: status,
    context: { input: undefined, data, error: status === "failure" ? "HTTP 500" : status === "notFound" ? "HTTP 404" : null, delayMs: 0 }
  })

/** `connectLoadable` over a resource in `status` (data for success/empty, or a reload's last data while loading). */
export const loadableIn = <T = never>(status: ResourceStatus, data: NoInfer<T> | null = null, retry: () => void = ignore): Loadable<T> =>
  connectLoadable<T>(resourceSnapshot(status, data), (event) => (event.type === "user.retry" ? retry() : undefined))

/** `connectFindable` over a resource in `status` (the one-thing screens: a dog, a post, a product). */
export const findableIn = <T = never>(status: ResourceStatus, data: NoInfer<T> | null = null, retry: () => void = ignore): Findable<T> =>
  connectFindable<T>(resourceSnapshot(status, data), (event) => (event.type === "user.retry" ? retry() : undefined))

/** `connectLocated` over a located resource in `status`; `found` is what the load answered (omit while loading or failed). */
export const locatedIn = <T>(status: ResourceStatus, here: Located | null, found?: T): LocatedView<T> =>
  connectLocated<T>(resourceSnapshot(status, here && found !== undefined ? { ...here, data: found } : null), ignore)

/** Where the story device stands. */
export const locatedAt = (position: LatLng): Located => ({ center: position, position })

/**
 * A form story as its screen keeps it: its events go to `send`, and once one is `user.submit` the
 * form waits (`submitted`: draw it in its sending state), as the machine would.
 */
export const useSubmitted = <E extends { readonly type: string }>(send: (event: E) => void): [submitted: boolean, to: (event: E) => void] => {
  const [submitted, setSubmitted] = useState(false)
  return [
    submitted,
    (event) => {
      send(event)
      if (event.type === "user.submit") setSubmitted(true)
    }
  ]
}
