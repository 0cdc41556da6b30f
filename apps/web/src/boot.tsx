/**
 * The app's start, loaded by `main.tsx` once the page has painted. It is cut into tasks so that no
 * step blocks the page for long: these modules (the core's machines and the services), building
 * the services, then React and the app's shell (`render.tsx`), then rendering in time slices.
 */
import { lightTheme } from "./ui/theme.css.ts"
import { createAppServices } from "./app/services.tsx"
import { registerServiceWorker } from "./platform/serviceWorker.ts"

/** Ends the current task so the browser can paint and handle input before the next step of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

document.documentElement.classList.add(lightTheme)
await nextTask()
const services = createAppServices()
await nextTask()
const { renderApp } = await import("./render.tsx")
await nextTask()
renderApp(document.getElementById("root")!, services)

registerServiceWorker(services.connectivity, () => import("virtual:pwa-register"))
