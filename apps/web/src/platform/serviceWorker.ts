/**
 * The service worker's registration (vite-plugin-pwa's `virtual:pwa-register`, `registerType:
 * 'prompt'`): registered after the first paint so it never competes with the first screen; a new
 * version that has installed and waits is reported to the connectivity actor (`update.available`),
 * and `applyUpdate` — the member's consent to the prompt — activates it and reloads.
 * In development (`vite`) the plugin registers nothing.
 */
import type { ConnectivityActor } from "@mungwalk/core/session"
import type { RegisterSWOptions } from "vite-plugin-pwa/types"

/** vite-plugin-pwa's `registerSW` (`virtual:pwa-register`), loaded by `main.tsx` only: Storybook has no such module. */
export type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>

let update: ((reloadPage?: boolean) => Promise<void>) | null = null

/**
 * Activates the waiting version and reloads the page once it controls it (nothing before
 * registration found one). The reload is ours: the plugin reloads only a page that was already
 * controlled when it loaded, not one that installed the first version itself.
 */
export const applyUpdate = (): void => {
  if (!update) return
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true })
  void update(true)
}

/** Registers the service worker once the page has painted; reports a waiting update to `connectivity`. */
export const registerServiceWorker = (connectivity: ConnectivityActor, load: () => Promise<{ registerSW: RegisterSW }>): void => {
  if (!("serviceWorker" in navigator)) return
  const register = async () => {
    const { registerSW } = await load()
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => connectivity.send({ type: "update.available" })
    })
  }
  // After the first paint: the frame after next has been painted.
  requestAnimationFrame(() => setTimeout(() => void register(), 0))
}
