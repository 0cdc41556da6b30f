import { useState } from "react"
import { useActorRef, useSelector } from "@xstate/react"
import { connectResource, loadResource, type ResourceView } from "@mungwalk/core/resource"

/**
 * Binds a core resource machine (load → success | empty | failure) to a screen: `load` runs once
 * when the screen mounts (with an abort signal for when it unmounts); the screen renders the view model.
 */
export const useResource = <T, I = void>(load: (input: I, signal: AbortSignal) => Promise<T>, input: I, options: { delayMs?: number; isEmpty?: (data: T) => boolean } = {}): ResourceView<T> => {
  const [machine] = useState(() => loadResource(load, options.isEmpty ? { isEmpty: options.isEmpty } : {}))
  const ref = useActorRef(machine, { input: { input, ...(options.delayMs ? { delayMs: options.delayMs } : {}) } })
  const snapshot = useSelector(ref, (s) => s)
  return connectResource<T>(snapshot, ref.send)
}
