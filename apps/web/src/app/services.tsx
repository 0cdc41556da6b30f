/**
 * The app's long-lived services, created once per page: the core session (ONE token store in
 * `localStorage`, ONE API client, the auth actor and the walk actor) over the browser's ports, and
 * those ports themselves — `geolocation` is a platform service every screen gets from here. Both
 * actors hear every navigation synchronously — before React renders the next screen — so a
 * protected screen never renders, let alone calls the API, before the guard has judged its path.
 */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from "react"
import { navigate } from "wouter/use-browser-location"
import { systemClock, type Navigate, type OpenUrl } from "@mungwalk/core"
import { onReconnected } from "@mungwalk/core/connectivity"
import { runSteps, sessionSteps, type Session, type SessionPorts } from "@mungwalk/core/session"
import { ReconnectedContext, type OnReconnected } from "../ui/LoadFailed.tsx"
import { browserGeolocation } from "../platform/geolocation.ts"
import { browserStorage } from "../platform/storage.ts"
import { browserVisibility } from "../platform/visibility.ts"
import { browserWakeLock } from "../platform/wakeLock.ts"
import { earlyCallsFetch } from "../platform/earlyCalls.ts"
import { uploadFetch } from "../platform/uploadFetch.ts"
import { backgroundFetch } from "../platform/backgroundFetch.ts"
import { createScreenActivity } from "../platform/screenSettled.ts"
import { openEventSource } from "../platform/eventSource.ts"
import { browserConnectivity } from "../platform/connectivity.ts"
import { applyUpdate } from "../platform/serviceWorker.ts"
import { createNotificationsService, type NotificationsService } from "../features/notification/notificationService.ts"
import { noteLocation } from "./history.ts"
import { navigateOverDialogs } from "../ui/dialogHistory.ts"

export type { AuthActor, ConnectivityActor, WalkActor } from "@mungwalk/core/session"
/** For `boot.tsx`, which imports the core only through this step's module. */
export { runStepsApart } from "@mungwalk/core/session"
/** For `boot.tsx`, which registers the service worker once the first screen has settled: the start's own code stays import-free. */
export { registerServiceWorker } from "../platform/serviceWorker.ts"

/** What every screen may use: the session's API client, token store, actors and the device ports. */
export type AppServices = Session & {
  /** The browser's navigation as the core's `Navigate` port (for screen-owned machines that navigate). */
  readonly navigate: Navigate
  /** Leaves the app for another page (the pay provider's): `location.assign`. */
  readonly openUrl: OpenUrl
  /** The notifications actor while signed in (top bar flag, `/notification`). */
  readonly notifications: NotificationsService
}

/** The browser events wouter's location hook fires on every navigation (it patches push/replaceState). */
const NAVIGATION_EVENTS = ["popstate", "pushState", "replaceState", "hashchange"] as const

/** Calls `report` with the path and `?search` now and after every navigation; returns the unsubscribe function. */
export const watchLocation = (report: (path: string, search: string) => void): (() => void) => {
  let last = ""
  const check = () => {
    const { pathname, search } = window.location
    if (pathname + search === last) return
    last = pathname + search
    report(pathname, search)
  }
  for (const type of NAVIGATION_EVENTS) window.addEventListener(type, check)
  check()
  return () => {
    for (const type of NAVIGATION_EVENTS) window.removeEventListener(type, check)
  }
}

/** An open dialog's history entry is replaced, not pushed over (`ui/dialogHistory.ts`). */
const browserNavigate: Navigate = (path, options) => navigateOverDialogs(navigate, path, options?.replace ? { replace: true } : {})

/** Over an open dialog's history entry, the other page takes its place (`location.replace`). */
const browserOpenUrl: OpenUrl = (url) =>
  navigateOverDialogs((to, options?: { replace?: boolean }) => (options?.replace ? window.location.replace(to) : window.location.assign(to)), url)

/** The ports the app's services are assembled from: the session's, the notification stream's and the page's. */
export interface AppPorts extends SessionPorts {
  readonly openEventSource: typeof openEventSource
  readonly openUrl: OpenUrl
  /** Reports the current path and `?search` now and after every navigation. */
  readonly watchLocation: (report: (path: string, search: string) => void) => void
}

/**
 * The services over any ports, as steps (the session's, then the notifications service and the
 * location watcher): the browser's start runs one per task (`createAppServicesSteps`), a
 * build-time page all at once (`assembleAppServices`). The notifications service follows the token
 * only once started (`notifications.start()`, which `boot.tsx` calls after the first screen is drawn).
 */
export function* appServicesSteps(ports: AppPorts): Generator<void, AppServices, void> {
  const session = yield* sessionSteps(ports)
  yield
  const notifications = createNotificationsService({ api: session.api, tokens: session.tokens, open: ports.openEventSource })
  ports.watchLocation((path, search) => {
    session.routeChanged(path, search)
    notifications.routeChanged(path)
  })
  return { ...session, notifications, navigate: ports.navigate, openUrl: ports.openUrl }
}

/** The services over any ports, created at once (`prerender.tsx`). */
export const assembleAppServices = (ports: AppPorts): AppServices => runSteps(appServicesSteps(ports))

/** The browser's services, and when the first screen has settled (`platform/screenSettled.ts`, for `boot.tsx`). */
export type BrowserAppServices = AppServices & { readonly screenSettled: (limitMs: number) => Promise<void> }

/**
 * The services over the browser's ports, as steps: `boot.tsx` runs them one per task
 * (`runStepsApart`), so creating the actors blocks a slow phone in short pieces.
 */
export function* createAppServicesSteps(): Generator<void, BrowserAppServices, void> {
  const visibility = browserVisibility()
  const activity = createScreenActivity()
  const services = yield* appServicesSteps({
    storage: browserStorage(),
    geolocation: browserGeolocation(),
    clock: systemClock,
    wakeLock: browserWakeLock(undefined, visibility),
    visibility,
    navigate: browserNavigate,
    // The screen's first calls, which the page itself started while it parsed, are taken over;
    // the walk's batches leave from a worker (`backgroundFetch`).
    fetch: activity.track(earlyCallsFetch(backgroundFetch(uploadFetch()))),
    connectivity: browserConnectivity(),
    applyUpdate,
    openEventSource,
    openUrl: browserOpenUrl,
    watchLocation: (report) =>
      watchLocation((path, search) => {
        noteLocation()
        report(path, search)
      })
  })
  return { ...services, screenSettled: activity.settled }
}

const ServicesContext = createContext<AppServices | null>(null)

export const AppServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }): ReactElement => {
  // Failed blocks retry when the session's connectivity comes back online, whatever said it was lost.
  const reconnected = useMemo<OnReconnected>(() => (listener) => onReconnected(services.connectivity, listener), [services.connectivity])
  return (
    <ServicesContext.Provider value={services}>
      <ReconnectedContext.Provider value={reconnected}>{children}</ReconnectedContext.Provider>
    </ServicesContext.Provider>
  )
}

/** The app's services; only inside `AppServicesProvider`. */
export const useServices = (): AppServices => {
  const services = useContext(ServicesContext)
  if (!services) throw new Error("useServices() outside AppServicesProvider")
  return services
}
