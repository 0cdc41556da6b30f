/**
 * `fromPromise` actors call the API with the actor's abort signal. When the actor is stopped the
 * call is aborted; its rejection must not reach anyone — under React StrictMode `@xstate/react`
 * stops and restarts an actor with the same children, and xstate would deliver the aborted call's
 * rejection to the restarted machine as the answer of its new call. A call aborted by its own
 * signal therefore never settles (nothing holds the promise, so it is collected).
 */
import { fromPromise, type PromiseActorLogic } from "xstate"

export const unlessAborted = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(error)))

/** `fromPromise` for calls that take the actor's signal: an aborted call never answers the machine. */
export const fromApiCall = <T, I = void>(call: (args: { input: I; signal: AbortSignal }) => Promise<T>): PromiseActorLogic<T, I> =>
  fromPromise<T, I>(({ input, signal }) => unlessAborted(signal, call({ input, signal })))
