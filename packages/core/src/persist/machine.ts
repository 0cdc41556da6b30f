/**
 * A machine's state kept through a full-page redirect (a pay provider sends the browser away and
 * back; a reload): the actor's persisted snapshot — state value, context, running children — is
 * written to a `KeyValueStorage` entry on every change and read back when the page loads again.
 *
 * ```ts
 * const flow = persistMachine(storage, { key: "mungwalk.checkout", version: 1, context: CheckoutContext })
 * const actor = createActor(checkoutMachine, { snapshot: flow.restore(checkoutMachine), input })
 * flow.attach(actor)    // saves on every change; clears when the machine reaches a final state
 * actor.start()
 * ```
 *
 * The context goes through `context` (an Effect schema), so Dates and other domain values survive
 * JSON and a stored context that no longer fits is refused. `restore` never throws: nothing
 * stored, a corrupt entry, another version, a context that does not decode or a state the machine
 * no longer has all give `undefined` (a fresh start) and remove the entry. Invoked promise actors
 * that were running are started again on restore with their input (XState's own restore), so a
 * call cut short by the redirect is made again: make such calls idempotent.
 */
import * as Schema from "effect/Schema"
import type { AnyActorRef, AnyStateMachine, Snapshot } from "xstate"
import type { KeyValueStorage } from "../ports.ts"
import { persistedEntry, type EntrySchema, type PersistedEntry } from "./persisted.ts"

/** What is stored of a snapshot (XState's persisted snapshot without its status). */
interface StoredMachine {
  readonly value: unknown
  readonly context: unknown
  readonly children: Record<string, unknown>
  readonly historyValue?: unknown
}

export interface PersistMachineOptions<C extends EntrySchema> {
  readonly key: string
  /** Bump when the machine's states or the context's shape change incompatibly. */
  readonly version: number
  /** The context's schema. */
  readonly context: C
}

export interface MachinePersistence {
  /** The snapshot to create the actor from, or `undefined` for a fresh start (see above). */
  restore(machine: AnyStateMachine): Snapshot<unknown> | undefined
  /** Saves `actor`'s state now and on every change; clears the entry when it is done. Returns the unsubscribe. */
  attach(actor: AnyActorRef): () => void
  clear(): void
}

export const persistMachine = <C extends EntrySchema>(storage: KeyValueStorage, options: PersistMachineOptions<C>): MachinePersistence => {
  const entry: PersistedEntry<StoredMachine> = persistedEntry(storage, {
    key: options.key,
    version: options.version,
    schema: Schema.Struct({
      value: Schema.Unknown,
      context: options.context,
      children: Schema.Record(Schema.String, Schema.Unknown),
      historyValue: Schema.optionalKey(Schema.Unknown)
    })
  }) as PersistedEntry<StoredMachine>

  return {
    restore(machine) {
      const stored = entry.load()
      if (!stored) return undefined
      try {
        // Throws for a state value the machine does not have.
        machine.resolveState({ value: stored.value as never, context: stored.context })
      } catch {
        entry.clear()
        return undefined
      }
      return { status: "active", output: undefined, error: undefined, historyValue: {}, ...stored } as Snapshot<unknown>
    },
    attach(actor) {
      const save = (): void => {
        const snapshot = actor.getSnapshot() as { status: string }
        if (snapshot.status === "active") {
          const persisted = actor.getPersistedSnapshot() as unknown as StoredMachine
          entry.save({ value: persisted.value, context: persisted.context, children: persisted.children, historyValue: persisted.historyValue ?? {} })
        } else if (snapshot.status === "done") entry.clear()
      }
      save()
      const subscription = actor.subscribe({ next: save, error: () => {}, complete: save })
      return () => subscription.unsubscribe()
    },
    clear: () => entry.clear()
  }
}
