/**
 * The app's long-lived services, created once per page: ONE API client over ONE token store (in
 * `localStorage`), the auth actor (route guard) and the walk actor (a walk survives navigation).
 * Both actors hear every navigation synchronously — before React renders the next screen — so a
 * protected screen never renders, let alone calls the API, before the guard has judged its path.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from "react"
import { navigate } from "wouter/use-browser-location"
import { createApiClient, createTokenStore, type ApiClient, type KeyValueStorage, type TokenStore } from "@mungwalk/core"
import { createAuthActor } from "@mungwalk/core/auth"
import { browserStorage } from "../platform/storage.ts"
import { noteLocation } from "./history.ts"
import { createWalkActor, type WalkActor } from "../features/walk/walkActor.ts"

export type AuthActor = ReturnType<typeof createAuthActor>

export interface AppServices {
  readonly storage: KeyValueStorage
  readonly tokens: TokenStore
  readonly api: ApiClient
  readonly auth: AuthActor
  readonly walk: WalkActor
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

export const createAppServices = (): AppServices => {
  const storage = browserStorage()
  const tokens = createTokenStore(storage)
  const api = createApiClient({ tokens })
  const auth = createAuthActor({ tokens, storage, navigate: (path, options) => navigate(path, options?.replace ? { replace: true } : {}) })
  auth.start()
  const walk = createWalkActor(api, tokens)
  watchLocation((path, search) => {
    noteLocation()
    auth.send({ type: "route.changed", path, search })
    walk.send({ type: "nav.changed", path })
  })
  return { storage, tokens, api, auth, walk }
}

const ServicesContext = createContext<AppServices | null>(null)

export const AppServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }): ReactElement => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
)

/** The app's services; only inside `AppServicesProvider`. */
export const useServices = (): AppServices => {
  const services = useContext(ServicesContext)
  if (!services) throw new Error("useServices() outside AppServicesProvider")
  return services
}
