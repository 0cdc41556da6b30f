/**
 * The app's start, loaded by `main.tsx` once the page has painted. It is cut into tasks — these
 * modules, the services, then rendering in time slices — so that no step blocks the page for long.
 */
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { lightTheme } from "./ui/index.ts"
import { App } from "./app/App.tsx"
import { AppServicesProvider, createAppServices } from "./app/services.tsx"
import { registerServiceWorker } from "./platform/serviceWorker.ts"

/** Set on `<html>` by `index.html`'s inline script when a token is stored (`build/prerender.ts`). */
const SIGNED_IN_ATTRIBUTE = "data-signed-in"

/** Ends the current task so the browser can paint and handle input before the next step of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

document.documentElement.classList.add(lightTheme)
await nextTask()

const services = createAppServices()
const container = document.getElementById("root")!
await nextTask()

/** Shows the screen to a member once the app has drawn it: until then the prerendered visitor's screen stays hidden. */
const Drawn = ({ children }: { children: ReactNode }) => {
  useLayoutEffect(() => document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE), [])
  return children
}

const app = (
  <StrictMode>
    <Drawn>
      <AppServicesProvider services={services}>
        <App />
      </AppServicesProvider>
    </Drawn>
  </StrictMode>
)

// `index.html` holds the visitor's home rendered at build time: a visitor at `/` hydrates it; anyone else renders
// afresh over it (React clears the container), as on `shell.html`. Both as a transition: React then works in time
// slices, yielding to the browser between them, instead of in one long task.
const prerendered = container.firstElementChild !== null
const visitorHome = window.location.pathname === "/" && services.tokens.get() === null
startTransition(() => {
  if (prerendered && visitorHome) hydrateRoot(container, app)
  else createRoot(container).render(app)
})

registerServiceWorker(services.connectivity, () => import("virtual:pwa-register"))
