/**
 * The service worker's registration (the worker is vite-plugin-pwa's `generateSW` one, `sw.js`;
 * it registers nothing itself, `injectRegister: false`): registered after the first paint so it
 * never competes with the first screen. A new version that has installed and waits is reported to
 * the connectivity actor (`update.available`), and `applyUpdate` — the member's consent to the
 * prompt — tells it to take over (the worker's `SKIP_WAITING` message); once it controls the page,
 * the page reloads. The browser's own API does this in a few lines: no `workbox-window` to load.
 * Only in a production build (`vite` serves no worker).
 */
import type { ConnectivityActor } from "@mungwalk/core/session"

/** The worker vite-plugin-pwa writes, at the app's base, and its scope. */
const SW_URL = `${import.meta.env.BASE_URL}sw.js`

let registration: ServiceWorkerRegistration | null = null

/** Activates the waiting version; the page reloads once it controls it (`watchForUpdates`). Nothing when none waits. */
export const applyUpdate = (): void => {
  registration?.waiting?.postMessage({ type: "SKIP_WAITING" })
}

/**
 * Watches `reg` for `applyUpdate` and calls `report` once a version waits behind the active one: one
 * already waiting at registration (installed on an earlier visit), or one that installs while the
 * page is open. From then on, a change of the controlling worker (this page's consent or another
 * tab's) reloads the page.
 */
export const watchForUpdates = (reg: ServiceWorkerRegistration, report: () => void): void => {
  registration = reg
  let reported = false
  const waiting = () => {
    if (reported || !reg.waiting) return
    reported = true
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true })
    report()
  }
  waiting()
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing
    worker?.addEventListener("statechange", () => {
      // A later version waits behind the one controlling this page. The first one (no controller
      // yet) activates at once: nothing to offer, and its taking control reloads nothing.
      if (worker.state === "installed" && navigator.serviceWorker.controller) waiting()
    })
  })
}

/** Registers the service worker once the page has painted; reports a waiting update to `connectivity`. */
export const registerServiceWorker = (connectivity: ConnectivityActor): void => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return
  const register = async () => {
    const reg = await navigator.serviceWorker.register(SW_URL, { scope: import.meta.env.BASE_URL })
    watchForUpdates(reg, () => connectivity.send({ type: "update.available" }))
  }
  // After the first paint: the frame after next has been painted. A failed registration (a private
  // window, storage off) leaves the app as it is, without offline use.
  requestAnimationFrame(() => setTimeout(() => void register().catch(() => {}), 0))
}
