/**
 * The visitor's home, rendered at build time (issue 10: first paint without waiting for JS). The
 * build (`vite/prerender.ts`) bundles this module for Node, renders `/` with the app's own
 * services over build-time ports — no token, no device, no network: a visitor's home makes no API
 * call — and writes the markup into `index.html`, which `main.tsx` then hydrates. Everything the
 * first render shows must be what a visitor's browser renders first, or hydration would not match.
 */
import { StrictMode } from "react"
import { prerender } from "react-dom/static"
import { Router } from "wouter"
import { GeolocationFailure, memoryStorage, systemClock } from "@mungwalk/core/ports"
import { TOKEN_STORAGE_KEY } from "@mungwalk/core/api"
import { lightTheme } from "./ui/index.ts"
import { App } from "./app/App.tsx"
import { AppServicesProvider, assembleAppServices } from "./app/services.tsx"

/** The path rendered: the only address whose first render does not depend on the device. */
export const PRERENDERED_PATH = "/"

/** The key under which a signed-in browser keeps its token (the page hides the visitor's content then). */
export const TOKEN_KEY = TOKEN_STORAGE_KEY

export { lightTheme }
/** The key under which a walk in progress is kept (a member's home then starts with the walk's card). */
export { WALK_STORAGE_KEY as WALK_KEY } from "@mungwalk/core/walk"
export { earlyCallUrls } from "./app/earlyCalls.ts"
export { EARLY_CALLS_GLOBAL } from "./platform/earlyCalls.ts"
export { routes } from "./app/routes.tsx"

const nothingAtBuildTime = (what: string) => () => {
  throw new Error(`${what} is not available while prerendering`)
}

/** The app's markup for a visitor at `/`, as `main.tsx` hydrates it. */
export const renderVisitorHome = async (): Promise<string> => {
  const markup = await renderVisitorAt(PRERENDERED_PATH)
  if (markup === null) throw new Error("a visitor's home navigates away while prerendering")
  return markup
}

/**
 * The app's markup for a visitor at `path`. At a path that needs a token this is the page's frame
 * (its bars) and the route guard's "login needed" modal: what a visitor who follows a link to a
 * post or the shop sees, drawn before the app's code has run. Null when the app navigates away
 * from `path` as it starts (what the visitor sees there is another page).
 */
export const renderVisitorAt = async (path: string): Promise<string | null> => {
  let navigated = false
  const services = assembleAppServices({
    storage: memoryStorage(),
    geolocation: {
      current: () => Promise.reject(new GeolocationFailure("unsupported", "no device while prerendering")),
      watch: () => () => {}
    },
    clock: systemClock,
    wakeLock: { acquire: () => Promise.resolve(() => {}) },
    visibility: { isHidden: () => false, subscribe: () => () => {} },
    navigate: () => {
      navigated = true
    },
    fetch: () => Promise.reject(new Error("a visitor's home calls no API while prerendering")),
    openEventSource: nothingAtBuildTime("the notification stream"),
    openUrl: nothingAtBuildTime("leaving the app"),
    watchLocation: (report) => report(path, "")
  })
  try {
    // `prerender` waits for every lazy screen, as the client's first render does, and gives the
    // whole markup. An error would leave a boundary for the client to render: the build fails instead.
    const errors: unknown[] = []
    const { prelude } = await prerender(
      <StrictMode>
        <AppServicesProvider services={services}>
          <Router ssrPath={path}>
            <App />
          </Router>
        </AppServicesProvider>
      </StrictMode>,
      { onError: (error) => void errors.push(error) }
    )
    const markup = await new Response(prelude).text()
    if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] })
    return navigated ? null : markup
  } finally {
    services.auth.stop()
    services.walk.stop()
    services.connectivity.stop()
  }
}
