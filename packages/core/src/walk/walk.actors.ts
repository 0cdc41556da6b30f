/**
 * The walk machine's effects over its ports. `walkMachine.provide(createWalkImplementations(ports))`
 * gives a machine ready to run; `createWalkActor(ports)` also restores a persisted walk (read
 * through `walk.store.ts`, whose codec loads only when storage holds a walk or one starts).
 */
import { createActor, fromCallback, fromPromise, type EventObject, type InspectionEvent } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import { GPS_WATCH_OPTIONS, LIVE_TICK_MS } from "../domain/constants.ts"
import { currentPosition } from "../location/location.ts"
import type { Clock } from "../ports.ts"
import type { LatLng } from "../schema/common.ts"
import { seoulDateParts } from "../domain/format.ts"
import { walkMachine } from "./walk.machine.ts"
import { endWalkInputOf, walkInProgressOf } from "./walk.rules.ts"
import { abandonedWalkEntry, settleAbandonedWalk } from "./walk.abandoned.ts"
import { coalescingWalkStore, lazyWalkStore, type WalkStore } from "./walk.store.ts"
import {
  deviceRecorderId,
  type DiscardWalkInput,
  type EndWalkInput,
  type FoundWalk,
  type PersistedWalkState,
  type SendRouteInput,
  type StartedWalk,
  type StartWalkInput,
  type WalkContext,
  type WalkEvent,
  type WalkPorts
} from "./walk.types.ts"

type InspectionObserver = (event: InspectionEvent) => void
type XStateClock = Pick<Clock, "setTimeout" | "clearTimeout">

const DAY_MS = 86_400_000

/** Actors and actions of the walk machine over `ports` (`session` keeps the walk in `ports.storage`). */
export const createWalkImplementations = (ports: WalkPorts, store: WalkStore = lazyWalkStore(ports.storage)) => {
  const { api, geolocation, clock, wakeLock, visibility } = ports
  // A fix's save waits up to a second for the next ones; flushed when the page is hidden and when the walk's session stops (`pageVisibility`).
  const session = coalescingWalkStore(store, clock)
  // This device's recorder id, sent with the start and every update (one walk, one recorder), read once.
  let recorder: string | undefined
  const recorderId = (): string => {
    recorder ??= deviceRecorderId(ports.storage)
    return recorder
  }
  // The end call: the walk's `endWalk`, and a given-up walk's kept end (`walk.abandoned.ts`), which
  // names this device: a walk another device has taken on since is not ended under it (409).
  const endCall = (input: EndWalkInput, signal: AbortSignal, recorder?: string) =>
    api.call(
      "walkEnd",
      {
        body: {
          memberId: 0,
          walkId: input.walkId,
          latitude: input.position.lat,
          longitude: input.position.lng,
          ...(input.located ? {} : { located: false }),
          ...(input.endedAt === undefined ? {} : { endTime: new Date(input.endedAt) }),
          ...(recorder === undefined ? {} : { recorderId: recorder })
        }
      },
      { signal }
    )
  // A walk given up here is ended (`walk.abandoned.ts`): answers its id while it cannot be yet.
  const settleGivenUp = (signal: AbortSignal) => settleAbandonedWalk(ports.storage, (input) => endCall(input, signal, recorderId()), signal)
  return {
    actors: {
      readStoredWalk: fromPromise<PersistedWalkState | null, void>(() => session.load()),
      currentPosition: fromPromise<LatLng, void>(() => currentPosition(geolocation)),
      // Today's and yesterday's walks (Asia/Seoul): a walk started before midnight is still found after it.
      // A visitor (no token: the route guard is asking them to sign in) has no walk to find, and is asked nothing.
      findWalkInProgress: fromApiCall(async ({ signal }: { signal: AbortSignal }): Promise<FoundWalk | null> => {
        if (api.tokens.get() === null) return null
        // A walk given up here is ended first; while it cannot be, it is not the walk in progress to take on.
        const givenUp = abandonedWalkEntry(ports.storage).read() && (await settleGivenUp(signal))
        const now = clock.now()
        const days = [now, now - DAY_MS].map((t) => seoulDateParts(new Date(t)))
        const answers = await Promise.all(days.map(({ year, month, day }) => api.call("walkDaily", { body: { memberId: 0, year, month, day } }, { signal })))
        const walk = walkInProgressOf(answers.flatMap((a) => a.walks))
        return walk && walk.walkId !== givenUp ? { walk, now: clock.now() } : null
      }),
      startWalk: fromApiCall(async ({ input, signal }: { input: StartWalkInput; signal: AbortSignal }): Promise<StartedWalk> => {
        const sentAt = clock.now()
        const answer = await api.call(
          "walkStart",
          {
            body: {
              memberId: 0,
              dogs: [...input.dogIds],
              latitude: input.position.lat,
              longitude: input.position.lng,
              recorderId: recorderId(),
              ...(input.located ? {} : { located: false })
            }
          },
          { signal }
        )
        return { answer, sentAt, receivedAt: clock.now() }
      }),
      sendRoute: fromApiCall(({ input, signal }: { input: SendRouteInput; signal: AbortSignal }) =>
        api.call(
          "walkUpdate",
          {
            body:
              input.marks && input.marks.length > 0
                ? { memberId: 0, walkId: input.walkId, walkPaths: [...input.points], walkMarks: [...input.marks], recorderId: recorderId() }
                : { memberId: 0, walkId: input.walkId, walkPaths: [...input.points], recorderId: recorderId() }
          },
          // Sent every 20 points or 40 s for the walk's hours, answered to nobody's screen: off the main thread where the transport can.
          { signal, background: true }
        )
      ),
      endWalk: fromApiCall(({ input, signal }: { input: EndWalkInput; signal: AbortSignal }) => endCall(input, signal)),
      // Outside a walk: a walk given up while its end could not be saved is ended now, if the server answers.
      settleAbandonedWalk: fromPromise<void, void>(async ({ signal }) => {
        await settleGivenUp(signal).catch(() => null)
      }),
      discardWalk: fromApiCall(({ input, signal }: { input: DiscardWalkInput; signal: AbortSignal }) =>
        api.call("walkDiscard", { body: { memberId: 0, walkId: input.walkId } }, { signal })
      ),
      gpsWatch: fromCallback<EventObject>(({ sendBack }) =>
        geolocation.watch(
          GPS_WATCH_OPTIONS,
          (fix) => sendBack({ type: "gps.fix", fix } satisfies WalkEvent),
          (error) => sendBack({ type: "gps.error", error: error.kind } satisfies WalkEvent)
        )
      ),
      ticker: fromCallback<EventObject>(({ sendBack }) => {
        let handle: unknown
        const schedule = () => {
          handle = clock.setTimeout(() => {
            sendBack({ type: "timer.tick", now: clock.now() } satisfies WalkEvent)
            schedule()
          }, LIVE_TICK_MS)
        }
        schedule()
        return () => clock.clearTimeout(handle)
      }),
      pageVisibility: fromCallback<EventObject>(({ sendBack }) => {
        if (visibility.isHidden()) sendBack({ type: "page.hidden", at: clock.now() } satisfies WalkEvent)
        const unsubscribe = visibility.subscribe((hidden) => {
          // Hidden: the last chance a phone's OS may give (it can kill a hidden page): the waiting fix is written now.
          if (hidden) session.flush()
          sendBack((hidden ? { type: "page.hidden", at: clock.now() } : { type: "page.visible", at: clock.now() }) satisfies WalkEvent)
        })
        return () => {
          unsubscribe()
          // The walk's session ends or the actor stops (the page goes away): nothing waits unwritten.
          session.flush()
        }
      }),
      wakeLock: fromCallback<EventObject>(() => {
        let release: (() => void) | undefined
        let stopped = false
        wakeLock.acquire().then(
          (r) => {
            if (stopped) r()
            else release = r
          },
          () => {} // No wake lock (unsupported, refused): the walk goes on; the screen may dim.
        )
        return () => {
          stopped = true
          release?.()
        }
      })
    },
    actions: {
      persist: ({ context, event }: { context: WalkContext; event: EventObject }) => {
        if (!context.walk) return
        const state = { walk: context.walk, selectedDogIds: context.selectedDogIds, savedAt: clock.now() }
        // A fix (one a second, for hours) is coalesced; anything else is written at once.
        if (event.type === "gps.fix") session.saveSoon(state)
        else session.save(state)
      },
      clearPersisted: () => session.clear(),
      /**
       * '기록 포기': the walk's end call is kept, to be made once the server answers (`walk.abandoned.ts`).
       * Not `located`: the route not yet sent is given up, so no end point is drawn to where the walk was then.
       */
      rememberAbandoned: ({ context }: { context: WalkContext }) => {
        if (context.walk) abandonedWalkEntry(ports.storage).save({ ...endWalkInputOf(context.walk), located: false })
      },
      navigate: (_: unknown, params: { path: string; replace?: boolean }) =>
        params.replace ? ports.navigate(params.path, { replace: true }) : ports.navigate(params.path)
    }
  }
}

/** The walk machine with its ports provided. */
export const provideWalkMachine = (ports: WalkPorts, session?: WalkStore) => walkMachine.provide(createWalkImplementations(ports, session))

/**
 * Creates (not starts) the app's one walk actor: the machine over `ports`, restoring a walk kept
 * in storage (read once started, in `restoring.reading`). XState's delays use `ports.clock` unless
 * `options.clock` is given; `options.store` replaces the storage of the walk (default: `lazyWalkStore(ports.storage)`).
 */
export const createWalkActor = (
  ports: WalkPorts,
  options: { readonly inspect?: InspectionObserver; readonly clock?: XStateClock; readonly store?: WalkStore } = {}
) => {
  const session = options.store ?? lazyWalkStore(ports.storage)
  return createActor(provideWalkMachine(ports, session), {
    clock: options.clock ?? ports.clock,
    input: { now: ports.clock.now(), storedWalk: session.stored() },
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
}
