/**
 * THE way a screen binds a machine to a view: the machine's `connect(snapshot, send)` gives the
 * view model, and the screen renders the view with it. Nothing else happens in a screen.
 *
 * - `useConnected(make, input, connect, on?)`: a machine the screen owns (created when the screen
 *   mounts, stopped when it unmounts). `make` builds the logic from the app services once.
 * - `useConnectedActor(actor, connect)`: an app-lived actor from the services (auth, walk).
 * - `useConnectedActorWhenShown(actor, connect, same)`: as `useConnectedActor`, for a screen whose
 *   actor changes for hours mostly in ways it does not show (the on-walk screen: a fix a second
 *   moves what the map reads from the walk itself). The screen draws again only when `same` says
 *   what it shows changed — at once, in the task that changed it, and without the passive effect
 *   `useSyncExternalStore` leaves behind on every change (React then posts a task of its own each
 *   time: ~2 ms a fix at 4× CPU slowdown, issue 33). Its actions are stable functions (a view drawn
 *   in `React.memo` parts redraws a part only when its values change) that call the latest model's.
 * - `actorSource(actor, select, same?)`: one value of an app-lived actor as a `Source`
 *   (`ui/source.ts`), read by the part of a view that draws it, outside the screen's model (the
 *   on-walk screen's live card, `useSourceAtOnce`, and map): that part alone draws again.
 * - `useConnectedValue(actor, connect)`: one value of an app-lived actor's view model, for a
 *   component that needs only that (the shell's walking dot): it draws again only when the value
 *   changes, not on every snapshot (a walk's snapshot changes every second).
 * - `useConnectedInTransition(make, input, connect, on?)`: as `useConnected`, but the machine's
 *   snapshots reach the view in a React transition: answers that land close together are drawn in
 *   one render, and React renders it in slices that yield to the browser (no long task on a slow
 *   phone; a tap is handled between slices). For screens whose model is what they loaded (home,
 *   shop, board lists) — never one with a text field the machine holds: a field's value must be
 *   drawn in the same task as the keystroke. `connect` runs once per snapshot (it must read
 *   nothing but the snapshot), so the model and its parts stay the same objects between them.
 *
 * `useConnectedInTransition`'s `resume` starts the machine from a persisted snapshot instead (a
 * list kept for the way back to it), and `actor` receives the actor (to persist it when leaving).
 *
 * `on` listens to what the machine emits (`saved`); see "Navigating after an action" in
 * docs/ARCHITECTURE.md for what a handler may do.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useActorRef, useSelector } from "@xstate/react"
import type { AnyActorLogic, AnyActorRef, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from "xstate"
import { useServices, type AppServices } from "./services.tsx"
import type { Source } from "../ui/source.ts"

type Handlers<L extends AnyActorLogic> = { readonly [K in EmittedFrom<L>["type"]]?: () => void }

/** A screen's actor resumed from where a former one was left (`getPersistedSnapshot()`), instead of started from its input. */
export interface Resume {
  readonly snapshot: unknown
}

/** The screen's own actor: made from the services once, started when mounted, stopped when unmounted; `on` listens to its emits. */
const useOwnedActor = <L extends AnyActorLogic>(
  make: (services: AppServices) => L,
  input: InputFrom<L>,
  on: Handlers<L> | undefined,
  resume?: Resume | null
): AnyActorRef => {
  const services = useServices()
  const [logic] = useState(() => make(services))
  // The options' type is conditional on the logic; the input is typed by this hook's signature.
  const ref: AnyActorRef = (useActorRef as (logic: AnyActorLogic, options: { input: unknown; snapshot?: unknown }) => AnyActorRef)(
    logic,
    resume ? { input, snapshot: resume.snapshot } : { input }
  )
  const handlers = useRef(on)
  handlers.current = on
  useEffect(() => {
    const subscriptions = Object.keys(handlers.current ?? {}).map((type) =>
      ref.on(type, () => (handlers.current as Record<string, (() => void) | undefined> | undefined)?.[type]?.())
    )
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [ref])
  return ref
}

export const useConnected = <L extends AnyActorLogic, V>(
  make: (services: AppServices) => L,
  input: InputFrom<L>,
  connect: (snapshot: SnapshotFrom<L>, send: (event: EventFromLogic<L>) => void) => V,
  on?: Handlers<L>
): V => {
  const ref = useOwnedActor(make, input, on)
  return connect(useSelector(ref, (s) => s) as SnapshotFrom<L>, ref.send as (event: EventFromLogic<L>) => void)
}

/** An actor's latest snapshot, set in a transition on each change (a failed actor's error is thrown for the error boundary, as `useSelector` does). */
const useSnapshotInTransition = (ref: AnyActorRef): unknown => {
  const [snapshot, setSnapshot] = useState(() => ref.getSnapshot())
  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(ref.getSnapshot()))
    // What changed between the render and now (the actor starts in an effect), then every change.
    update()
    const subscription = ref.subscribe({ next: update, error: update })
    return () => subscription.unsubscribe()
  }, [ref])
  if (snapshot?.status === "error") throw snapshot.error
  return snapshot
}

export const useConnectedInTransition = <L extends AnyActorLogic, V>(
  make: (services: AppServices) => L,
  input: InputFrom<L>,
  connect: (snapshot: SnapshotFrom<L>, send: (event: EventFromLogic<L>) => void) => V,
  on?: Handlers<L>,
  resume?: Resume | null,
  actor?: { current: AnyActorRef | null }
): V => {
  const ref = useOwnedActor(make, input, on, resume)
  if (actor) actor.current = ref
  const snapshot = useSnapshotInTransition(ref) as SnapshotFrom<L>
  // The same model until the snapshot changes: parts of the view drawn with `React.memo` skip a
  // render another source caused (the home's carousel turning a slide).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `connect` is a module-level function of the snapshot and `send`
  return useMemo(() => connect(snapshot, ref.send as (event: EventFromLogic<L>) => void), [snapshot, ref])
}

export const useConnectedActor = <A extends AnyActorRef, V>(actor: A, connect: (snapshot: SnapshotFrom<A>, send: A["send"]) => V): V =>
  connect(useSelector(actor, (s) => s) as SnapshotFrom<A>, actor.send)

/** `model` with each function replaced by the stable one for its key in `stable`, which calls `latest()`'s. */
const withStableActions = <V extends object>(model: V, stable: Map<string, (...args: unknown[]) => unknown>, latest: () => V): V => {
  // One pass over the model's fields (it is made again on every snapshot: a fix a second on the walk).
  const fields = model as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) {
    const value = fields[key]
    if (typeof value !== "function") {
      out[key] = value
      continue
    }
    let fn = stable.get(key)
    if (!fn) {
      fn = (...args) => (latest() as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args)
      stable.set(key, fn)
    }
    out[key] = fn
  }
  return out as V
}

/**
 * For a screen whose snapshots mostly change nothing it shows (issue 33: the on-walk screen, where
 * a fix a second moves only what the map reads from the walk itself). Each snapshot's model is made
 * as the actor changes; the screen draws again — at once, in that task — only when
 * `same(drawn, next)` is false. The model's actions are stable and call the
 * latest model's, drawn or not (a tap acts on the walk as it is now). A failed actor's error is
 * thrown for the error boundary. `connect` may close over the screen's own state: a change of that
 * state draws the screen, which makes the model again.
 */
export const useConnectedActorWhenShown = <A extends AnyActorRef, V extends object>(
  actor: A,
  connect: (snapshot: SnapshotFrom<A>, send: A["send"]) => V,
  same: (drawn: V, next: V) => boolean,
  /** What `connect` reads besides the snapshot (the screen's own state): the model is made again when one changes. */
  inputs: ReadonlyArray<unknown>
): V => {
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const snapshot = actor.getSnapshot() as SnapshotFrom<A>
  if ((snapshot as { status?: string } | undefined)?.status === "error") throw (snapshot as { error?: unknown }).error
  // The drawn model, the latest one made (what actions call), what it was made from and how: read by the subscription.
  const latest = useRef<{ drawn: V; model: V; snapshot: unknown; inputs: ReadonlyArray<unknown>; connect: typeof connect; same: typeof same } | null>(null)
  const last = latest.current
  // The model the subscription made from this snapshot is the one to draw (not made twice).
  const model =
    last && last.snapshot === snapshot && last.inputs.length === inputs.length && last.inputs.every((v, i) => Object.is(v, inputs[i]))
      ? last.model
      : connect(snapshot, actor.send)
  latest.current = { drawn: model, model, snapshot, inputs, connect, same }
  const [stable] = useState(() => new Map<string, (...args: unknown[]) => unknown>())
  useLayoutEffect(() => {
    /** Whether the latest snapshot shows anything the drawn model does not (a failed actor: always). */
    const changed = (): boolean => {
      const now = latest.current!
      const s = actor.getSnapshot() as SnapshotFrom<A>
      if ((s as { status?: string }).status === "error") return true
      if (s === now.snapshot) return false
      now.model = now.connect(s, actor.send)
      now.snapshot = s
      return !now.same(now.drawn, now.model)
    }
    // What changed between the render and now (drawn after this effect), then every change, at once.
    if (changed()) redraw()
    const update = () => {
      if (changed()) flushSync(redraw)
    }
    const subscription = actor.subscribe({ next: update, error: update })
    return () => subscription.unsubscribe()
  }, [actor])
  return withStableActions(model, stable, () => latest.current!.model)
}

/**
 * One value of an app-lived actor's view model (`connect` returns a boolean, a string, a number or
 * the same object): the component draws again only when it changes (`Object.is`), not on every
 * snapshot. The shell uses it for the walk: a walk's clock ticks every second, and the whole
 * screen under the shell would otherwise be drawn again with it.
 */
export const useConnectedValue = <A extends AnyActorRef, V>(actor: A, connect: (snapshot: SnapshotFrom<A>, send: A["send"]) => V): V =>
  // The same selector while `actor` and `connect` are: a new one on every render would leave React a
  // passive effect (`useSyncExternalStore`'s) on every render of the component (issue 33).
  useSelector(
    actor,
    useCallback((s: unknown) => connect(s as SnapshotFrom<A>, actor.send), [actor, connect])
  )

/**
 * `select(snapshot)` of `actor` as a `Source`: `select` runs once per snapshot, and `onChange` is
 * called after each snapshot whose value is not `same` as the last one told.
 */
export const actorSource = <A extends AnyActorRef, T>(
  actor: A,
  select: (snapshot: SnapshotFrom<A>) => T,
  same: (a: T, b: T) => boolean = Object.is
): Source<T> => {
  let last: { snapshot: unknown; value: T } | null = null
  const get = (): T => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<A>
    if (last?.snapshot !== snapshot) last = { snapshot, value: select(snapshot) }
    return last.value
  }
  return {
    get,
    subscribe(onChange) {
      let told = get()
      const subscription = actor.subscribe(() => {
        const now = get()
        if (same(told, now)) return
        told = now
        onChange()
      })
      return () => subscription.unsubscribe()
    }
  }
}
