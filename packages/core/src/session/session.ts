/**
 * A client's session: the long-lived parts every client wires the same way, wired once here —
 * ONE token store over the client's storage, ONE API client over it, the auth actor (route
 * guard, login modal) and the walk actor (a walk survives navigation and reloads), plus the rules
 * that join them:
 *
 * - a new sign-in retries what the walk could not send while signed out (`user.retry`);
 * - every navigation is reported to both actors, the guard first (`routeChanged`);
 * - the network coming back retries the walk's stalled calls at once too (the connectivity actor),
 *   rather than after the rest of the backoff (up to 60 s);
 * - the API calls' own outcomes tell the connectivity actor too (`reportingTransport`): a call that
 *   got no answer means offline, any answer means online. The device's flag alone
 *   (`navigator.onLine`) stays true with a signal but no data (a subway tunnel, a captive portal),
 *   and a page loaded while the network is gone can read it as true.
 *
 * The client supplies only its ports (the browser's, a native app's, a test's fakes).
 */
import { createApiClient, type ApiClient, type ApiClientOptions } from "../api/client.ts"
import { createTokenStore, type TokenStore } from "../api/tokens.ts"
import { createAuthActor } from "../auth/auth.actors.ts"
import { createConnectivityActor, alwaysOnline, type ConnectivityActor } from "../connectivity/connectivity.actors.ts"
import type { Clock, Connectivity, Geolocation, KeyValueStorage, Navigate, PageVisibility, WakeLock } from "../ports.ts"
import { createWalkActor } from "../walk/walk.actors.ts"

/**
 * The API transport, telling `report` what each call says about the network: an answer of any
 * status — online; no answer (the transport threw, and not because the caller aborted) — offline.
 */
export const reportingTransport =
  (fetch: NonNullable<ApiClientOptions["fetch"]>, report: (online: boolean) => void): NonNullable<ApiClientOptions["fetch"]> =>
  async (input, init, extras) => {
    try {
      const answer = await fetch(input, init, extras)
      report(true)
      return answer
    } catch (e) {
      const aborted = init.signal?.aborted === true || (e as { name?: unknown } | null)?.name === "AbortError"
      if (!aborted) report(false)
      throw e
    }
  }

export interface SessionPorts {
  readonly storage: KeyValueStorage
  readonly geolocation: Geolocation
  readonly clock: Clock
  readonly wakeLock: WakeLock
  readonly visibility: PageVisibility
  readonly navigate: Navigate
  /** The API transport and origin (defaults: the global `fetch`, the page's origin). */
  readonly fetch?: ApiClientOptions["fetch"]
  readonly baseUrl?: string
  /** The device's network state (default: always online). */
  readonly connectivity?: Connectivity
  /** Activates a waiting new version of the app and reloads (the update prompt's consent). */
  readonly applyUpdate?: () => void
}

export type { ConnectivityActor }
export type AuthActor = ReturnType<typeof createAuthActor>
export type WalkActor = ReturnType<typeof createWalkActor>

export interface Session {
  readonly storage: KeyValueStorage
  readonly geolocation: Geolocation
  readonly tokens: TokenStore
  readonly api: ApiClient
  readonly auth: AuthActor
  readonly walk: WalkActor
  /** Online/offline and the waiting update (`connectConnectivity`). */
  readonly connectivity: ConnectivityActor
  /** The navigation port, for screen-owned machines that navigate after an action (the quest list's 'go'). */
  readonly navigate: Navigate
  /** Report a navigation (path and `?search`) to the guard, then to the walk (restarts GPS while walking). */
  routeChanged(path: string, search: string): void
}

/**
 * The session's creation as steps: each `next()` creates and starts one part (the token store, the
 * API client and the auth actor; then the walk actor; then the connectivity actor) and the last
 * returns the session. A client that starts in short tasks runs one step per task
 * (`runStepsApart`); `createSession` runs them all at once (`runSteps`). Between the steps nothing but
 * the session's own code holds its parts, so the order of events is the same either way.
 */
export function* sessionSteps(ports: SessionPorts): Generator<void, Session, void> {
  const { storage, geolocation, navigate } = ports
  const tokens = createTokenStore(storage)
  /** Set once the connectivity actor exists (the last step); calls before it report nothing. */
  let reportNetwork: (online: boolean) => void = () => {}
  const transport = reportingTransport(ports.fetch ?? ((input, init) => globalThis.fetch(input, init)), (online) => reportNetwork(online))
  const api = createApiClient({ tokens, fetch: transport, ...(ports.baseUrl ? { baseUrl: ports.baseUrl } : {}) })
  const auth = createAuthActor({ tokens, storage, navigate })
  auth.start()
  yield
  const walk = createWalkActor({ api, geolocation, storage, clock: ports.clock, wakeLock: ports.wakeLock, visibility: ports.visibility, navigate })
  // A new sign-in retries a stalled send or end at once (the walk's calls failed while signed out).
  tokens.subscribe((token) => {
    if (token) walk.send({ type: "user.retry" })
  })
  walk.start()
  yield
  const connectivity = createConnectivityActor(
    {
      connectivity: ports.connectivity ?? alwaysOnline,
      reconnected: () => walk.send({ type: "user.retry" }),
      // Its answer, through the reporting transport, says online: one failed call does not leave "offline" up for good.
      probe: () => {
        api.call("health", {}).catch(() => {})
      },
      ...(ports.applyUpdate ? { applyUpdate: ports.applyUpdate } : {})
    },
    { clock: ports.clock }
  )
  connectivity.start()
  // A failed call says the server could not be reached; only the device's own port says the device is offline.
  reportNetwork = (online) => connectivity.send(online ? { type: "net.online" } : { type: "net.offline", server: true })
  return {
    storage,
    geolocation,
    tokens,
    api,
    auth,
    walk,
    connectivity,
    navigate,
    routeChanged(path, search) {
      auth.send({ type: "route.changed", path, search })
      walk.send({ type: "nav.changed", path })
    }
  }
}

/** Runs every step of `steps` now and returns what the last one returns. */
export const runSteps = <T>(steps: Generator<void, T, void>): T => {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Runs the steps of `steps` one by one, awaiting `between()` before each after the first. */
export const runStepsApart = async <T>(steps: Generator<void, T, void>, between: () => Promise<void>): Promise<T> => {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value
    await between()
  }
}

/** Creates and starts the session's actors. Report the current location with `routeChanged` right after. */
export const createSession = (ports: SessionPorts): Session => runSteps(sessionSteps(ports))
