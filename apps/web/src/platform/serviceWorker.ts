/**
 * The service worker's registration (vite-plugin-pwa's `virtual:pwa-register`, `registerType:
 * 'prompt'`): registered after the first paint so it never competes with the first screen; a new
 * version that has installed and waits is reported to the connectivity actor (`update.available`),
 * and `applyUpdate` — the member's consent to the prompt — activates it and reloads.
 * In development (`vite`) the plugin registers nothing.
 */
import type { ConnectivityActor } from "@mungwalk/core/session"

let update: ((reloadPage?: boolean) => Promise<void>) | null = null

/** Activates the waiting version and reloads the page (nothing before registration found one). */
export const applyUpdate = (): void => {
  void update?.(true)
}

/** Registers the service worker once the page has painted; reports a waiting update to `connectivity`. */
export const registerServiceWorker = (connectivity: ConnectivityActor): void => {
  if (!("serviceWorker" in navigator)) return
  const register = async () => {
    const { registerSW } = await import("virtual:pwa-register")
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => connectivity.send({ type: "update.available" })
    })
  }
  // After the first paint: the frame after next has been painted.
  requestAnimationFrame(() => setTimeout(() => void register(), 0))
}
