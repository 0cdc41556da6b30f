/**
 * The app's one walk actor: the core walk machine over the browser's ports (GPS, Screen Wake
 * Lock, page visibility, `localStorage`, the router). It lives as long as the page, so a walk
 * survives navigation; the machine restores a walk from storage, so it survives a reload too.
 */
import { navigate } from "wouter/use-browser-location"
import { systemClock, type ApiClient, type TokenStore } from "@mungwalk/core"
import { createWalkActor as createCoreWalkActor } from "@mungwalk/core/walk"
import { browserGeolocation } from "../../platform/geolocation.ts"
import { browserStorage } from "../../platform/storage.ts"
import { browserVisibility } from "../../platform/visibility.ts"
import { browserWakeLock } from "../../platform/wakeLock.ts"

/** The device position, shared by the walk actor and the map screens. */
export const geolocation = browserGeolocation()

export type WalkActor = ReturnType<typeof createCoreWalkActor>

let singleton: WalkActor | null = null

/**
 * Creates and starts the walk actor once; later calls return the same actor. A new sign-in
 * retries a stalled end at once (the walk's calls failed while signed out).
 */
export const createWalkActor = (api: ApiClient, tokens: TokenStore): WalkActor => {
  if (singleton) return singleton
  const visibility = browserVisibility()
  const actor = createCoreWalkActor({
    api,
    geolocation,
    storage: browserStorage(),
    clock: systemClock,
    wakeLock: browserWakeLock(undefined, visibility),
    visibility,
    navigate: (path, options) => navigate(path, options?.replace ? { replace: true } : {})
  })
  tokens.subscribe((token) => {
    if (token) actor.send({ type: "user.retry" })
  })
  actor.start()
  singleton = actor
  return actor
}
