/**
 * The app's start, loaded by `main.tsx` once the page has painted. It is cut into tasks so that no
 * step blocks the page for long: the core's wire schemas (`start/wire.ts`), its session and
 * machines (`start/session.ts`), the services' module, building the services, then the renderer
 * and the app's shell (`render.tsx`), then the first render, then the notifications (unread flag
 * and live stream). Each module step is a chunk of its own (`build/startChunks.ts`), preloaded by
 * every page, so the steps cost no extra round trip: only the evaluation is spread over tasks.
 */
import { lightTheme } from "./ui/theme.css.ts"
import { registerServiceWorker } from "./platform/serviceWorker.ts"

/** Ends the current task so the browser can paint and handle input before the next step of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

document.documentElement.classList.add(lightTheme)
await import("./start/wire.ts")
await nextTask()
await import("./start/session.ts")
await nextTask()
const { createAppServices } = await import("./app/services.tsx")
await nextTask()
const services = createAppServices()
await nextTask()
const { renderApp } = await import("./render.tsx")
await nextTask()
renderApp(document.getElementById("root")!, services)
// The unread flag and the live stream come after the screen's own start and calls.
await nextTask()
services.notifications.start()

registerServiceWorker(services.connectivity, () => import("virtual:pwa-register"))
