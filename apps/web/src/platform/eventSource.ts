/** The browser's `EventSource` as the core's `EventSourceLike` (the notification stream's port). */
import type { EventSourceLike } from "@mungwalk/core/notifications"

export const openEventSource = (url: string): EventSourceLike => {
  const source = new EventSource(url)
  let onerror: EventSourceLike["onerror"] = null
  source.onerror = (event) => onerror?.(event)
  return {
    get onerror() {
      return onerror
    },
    set onerror(handler) {
      onerror = handler
    },
    addEventListener: (type, listener) => source.addEventListener(type, (event) => listener(event as MessageEvent<string>)),
    close: () => source.close()
  }
}
