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
