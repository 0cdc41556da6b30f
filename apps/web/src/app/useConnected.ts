/**
 * THE way a screen binds a machine to a view: the machine's `connect(snapshot, send)` gives the
 * view model, and the screen renders the view with it. Nothing else happens in a screen.
 *
 * - `useConnected(make, input, connect, on?)`: a machine the screen owns (created when the screen
 *   mounts, stopped when it unmounts). `make` builds the logic from the app services once.
 * - `useConnectedActor(actor, connect)`: an app-lived actor from the services (auth, walk).
 * - `useConnectedValue(actor, connect)`: one value of an app-lived actor's view model, for a
 *   component that needs only that (the shell's walking dot): it draws again only when the value
 *   changes, not on every snapshot (a walk's snapshot changes every second).
 *
 * - `useStableActions(model)`: the model with every function in it replaced by one that stays the
 *   same across renders and calls the latest: a view that draws its parts with `React.memo` then
 *   redraws a part only when its values change, not because `connect` made new closures.
 *
 * `on` listens to what the machine emits (`saved`); see "Navigating after an action" in
 * docs/ARCHITECTURE.md for what a handler may do.
 */
import { useEffect, useRef, useState } from "react"
import { useActorRef, useSelector } from "@xstate/react"
import type { AnyActorLogic, AnyActorRef, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from "xstate"
import { useServices, type AppServices } from "./services.tsx"

type Handlers<L extends AnyActorLogic> = { readonly [K in EmittedFrom<L>["type"]]?: () => void }

export const useConnected = <L extends AnyActorLogic, V>(
  make: (services: AppServices) => L,
  input: InputFrom<L>,
  connect: (snapshot: SnapshotFrom<L>, send: (event: EventFromLogic<L>) => void) => V,
  on?: Handlers<L>
): V => {
  const services = useServices()
  const [logic] = useState(() => make(services))
  // The options' type is conditional on the logic; the input is typed by this hook's signature.
  const ref: AnyActorRef = (useActorRef as (logic: AnyActorLogic, options: { input: unknown }) => AnyActorRef)(logic, { input })
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
  return connect(useSelector(ref, (s) => s) as SnapshotFrom<L>, ref.send as (event: EventFromLogic<L>) => void)
}

export const useConnectedActor = <A extends AnyActorRef, V>(actor: A, connect: (snapshot: SnapshotFrom<A>, send: A["send"]) => V): V =>
  connect(useSelector(actor, (s) => s) as SnapshotFrom<A>, actor.send)

/**
 * One value of an app-lived actor's view model (`connect` returns a boolean, a string, a number or
 * the same object): the component draws again only when it changes (`Object.is`), not on every
 * snapshot. The shell uses it for the walk: a walk's clock ticks every second, and the whole
 * screen under the shell would otherwise be drawn again with it.
 */
export const useConnectedValue = <A extends AnyActorRef, V>(actor: A, connect: (snapshot: SnapshotFrom<A>, send: A["send"]) => V): V =>
  useSelector(actor, (s) => connect(s as SnapshotFrom<A>, actor.send))

/**
 * `model` with each of its functions replaced by a stable one (the same function for the same key
 * on every render) that calls the latest model's. A model's actions are closures `connect` makes
 * anew on every snapshot; stable ones let `React.memo` parts of a view skip a redraw that changed
 * nothing they show (the on-walk screen: a fix must not redraw the mark buttons or the dialogs).
 */
export const useStableActions = <V extends object>(model: V): V => {
  const latest = useRef(model)
  latest.current = model
  const [stable] = useState(() => new Map<string, (...args: unknown[]) => unknown>())
  const out: Record<string, unknown> = { ...(model as Record<string, unknown>) }
  for (const [key, value] of Object.entries(model)) {
    if (typeof value !== "function") continue
    let fn = stable.get(key)
    if (!fn) {
      fn = (...args) => (latest.current as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args)
      stable.set(key, fn)
    }
    out[key] = fn
  }
  return out as V
}
