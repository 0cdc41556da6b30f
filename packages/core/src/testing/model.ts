/**
 * Model-based testing of XState machines: paths generated from the machine's own graph, run
 * against the real machine, and a transition coverage check.
 *
 * 1. **Plan** (`planModelPaths`): `xstate/graph` traverses the real machine's pure transition
 *    function. The events offered in a state are every event type the state listens to — user
 *    events, `xstate.done.actor.*` / `xstate.error.actor.*` of its invoked actors, and its
 *    `xstate.after.*` timers — with the payloads the test supplies (`events`). States are told
 *    apart by `serialize` (an abstraction: the state value plus the context facts that matter).
 *    Every edge of the graph becomes a candidate path (the shortest path to the edge's source,
 *    then the edge); a greedy set cover keeps the paths that take transitions no kept path takes.
 * 2. **Run** (`runModelPath`): each kept path is replayed against a real actor that a driver
 *    starts with faked ports. The driver turns each path event into what causes it in the world
 *    (a user event is sent; a done event is a fake server answering; an `after` event is the
 *    simulated clock moving on). After every step the real snapshot must serialize like the
 *    path's snapshot. The transitions the real actor takes are recorded through XState's
 *    inspection API (`@xstate.microstep`).
 * 3. **Check** (`CoverageRecorder.missing`): every transition of the machine — each state node ×
 *    event × guarded branch, including `after`, `always`, done and error transitions — must have
 *    been taken by some real run. Adding a transition without a path makes the check fail.
 */
import {
  createActor,
  fromTransition,
  getNextTransitions,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom
} from "xstate"
import { getAdjacencyMap, getShortestPaths } from "xstate/graph"

// ── transitions and their keys ────────────────────────────────────────────────────────────

/** One transition of a machine: a state node × event × branch (guarded alternatives are branches). */
export interface TransitionInfo {
  /** Stable key: `source event#branch`. */
  readonly key: string
  readonly source: string
  readonly event: string
  readonly branch: number
  /** Readable form: `walk.idle --user.start [hasSelectedDog]--> walk.locating`. */
  readonly label: string
}

const ALWAYS = "(always)"

const branchList = (t: AnyTransitionDefinition): ReadonlyArray<AnyTransitionDefinition> =>
  (t.eventType === "" ? t.source.always : t.source.transitions.get(t.eventType)) ?? []

const guardName = (t: AnyTransitionDefinition): string => {
  const g = t.guard as unknown
  if (g === undefined) return ""
  if (typeof g === "string") return ` [${g}]`
  if (typeof g === "object" && g !== null && "type" in g) return ` [${String((g as { type: unknown }).type)}]`
  if (typeof g === "function") return ` [${(g as { name?: string }).name || "guard"}]`
  return " [guard]"
}

const describe = (t: AnyTransitionDefinition, branch: number): TransitionInfo => {
  const event = t.eventType === "" ? ALWAYS : t.eventType
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(",") ?? "(self)"
  return {
    key: `${t.source.id} ${event}#${branch}`,
    source: t.source.id,
    event,
    branch,
    label: `${t.source.id} --${event}${guardName(t)}${t.reenter ? " (reenter)" : ""}--> ${targets}`
  }
}

/** The key of a transition definition (works for any instance of the machine, e.g. after `.provide()`). */
export const transitionKey = (t: AnyTransitionDefinition): string => describe(t, branchList(t).indexOf(t)).key

const allNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((n) => allNodes(n as AnyStateNode))]

/** Every transition of the machine. */
export const machineTransitions = (machine: AnyStateMachine): TransitionInfo[] =>
  allNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((list) => list.map((t, i) => describe(t, i))),
    ...(node.always ?? []).map((t, i) => describe(t, i))
  ])

// ── coverage ──────────────────────────────────────────────────────────────────────────────

/** Collects the transitions real actors take (through inspection) and compares them with the machine's. */
export class CoverageRecorder {
  readonly taken = new Set<string>()
  readonly all: ReadonlyArray<TransitionInfo>

  constructor(
    readonly name: string,
    machine: AnyStateMachine
  ) {
    this.all = machineTransitions(machine)
  }

  /** An `inspect` callback for `createActor`; records the root actor's microsteps. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== "@xstate.microstep" || event.actorRef.sessionId !== event.rootId) return
    for (const t of (event as { _transitions: ReadonlyArray<AnyTransitionDefinition> })._transitions) this.taken.add(transitionKey(t))
  }

  get missing(): TransitionInfo[] {
    return this.all.filter((t) => !this.taken.has(t.key))
  }

  /** `walk: 47/47 transitions`. */
  summary(): string {
    const covered = this.all.filter((t) => this.taken.has(t.key)).length
    return `${this.name}: ${covered}/${this.all.length} transitions`
  }
}

// ── planning ──────────────────────────────────────────────────────────────────────────────

export interface ModelOptions<M extends AnyStateMachine> {
  /** The real machine (as exported); its guards and assignments are what the paths are made of. */
  readonly machine: M
  /** One traversal per input. */
  readonly inputs: ReadonlyArray<InputFrom<M>>
  /**
   * Sample events with payloads. Offered in a state only when the state listens to their type;
   * an event type the state listens to without a sample is offered as a bare `{ type }`.
   */
  readonly events: (snapshot: SnapshotFrom<M>) => ReadonlyArray<EventObject>
  /**
   * Whether to offer events of `type` in `snapshot` at all (default: every type the state listens to).
   * Keeps a large graph small: an event that only matters early in a walk need not be tried in every state.
   */
  readonly offers?: (snapshot: SnapshotFrom<M>, type: string) => boolean
  /** The abstraction that tells states apart. Default: the state value. */
  readonly serialize?: (snapshot: SnapshotFrom<M>) => string
  /** Traversal limit (number of states visited). */
  readonly limit?: number
  /** Names an input in path descriptions (e.g. `restored walk`). */
  readonly describeInput?: (input: InputFrom<M>) => string
}

export interface ModelStep<M extends AnyStateMachine> {
  readonly event: EventFromLogic<M>
  /** The snapshot after the event. */
  readonly state: SnapshotFrom<M>
}

export interface ModelPath<M extends AnyStateMachine> {
  readonly input: InputFrom<M>
  readonly initial: SnapshotFrom<M>
  readonly steps: ReadonlyArray<ModelStep<M>>
  /** Transition keys the pure traversal says this path takes. */
  readonly covers: ReadonlySet<string>
  readonly description: string
}

export interface ModelPlan<M extends AnyStateMachine> {
  readonly name: string
  readonly paths: ReadonlyArray<ModelPath<M>>
  readonly transitions: ReadonlyArray<TransitionInfo>
  /** Transitions no generated path takes (the pure traversal's verdict). */
  readonly unreachable: ReadonlyArray<TransitionInfo>
  readonly serialize: (snapshot: SnapshotFrom<M>) => string
}

/** An actor scope for the pure transition function that reports the transitions of each microstep. */
const capturingScope = (onTransitions: (keys: string[]) => void) => {
  const self = createActor(
    fromTransition((s: null) => s, null),
    {
      inspect: (ev) => {
        if (ev.type === "@xstate.microstep") onTransitions((ev as { _transitions: AnyTransitionDefinition[] })._transitions.map(transitionKey))
      }
    }
  )
  return {
    self,
    defer: () => {},
    id: "",
    logger: () => {},
    sessionId: "",
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {}
  }
}

const defaultSerialize = (s: AnyMachineSnapshot): string => JSON.stringify(s.value)

const eventLabel = (e: EventObject): string => {
  const short = e.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\.([^.]+)\..*$/, "after:$1")
  return short
}

/** Offers, per state, the sample events for the types it listens to (bare `{ type }` when none given). */
const offeredEvents =
  <M extends AnyStateMachine>(options: ModelOptions<M>) =>
  (snapshot: SnapshotFrom<M>): EventObject[] => {
    const types = [
      ...new Set(
        getNextTransitions(snapshot as AnyMachineSnapshot)
          .map((t) => t.eventType)
          .filter((t) => t !== "" && (options.offers?.(snapshot, t) ?? true))
      )
    ]
    const samples = options.events(snapshot) as ReadonlyArray<EventObject>
    return types.flatMap((type) => {
      if (type.includes("*")) throw new Error(`model: wildcard event descriptors are not supported (${type})`)
      const matching = samples.filter((e) => e.type === type)
      return matching.length > 0 ? matching : [{ type }]
    })
  }

/**
 * Generates the paths of a model test from the machine graph and keeps those that, together,
 * take every transition the traversal can reach.
 */
export const planModelPaths = <M extends AnyStateMachine>(name: string, options: ModelOptions<M>): ModelPlan<M> => {
  const machine = options.machine
  const serialize = (options.serialize ?? defaultSerialize) as (s: SnapshotFrom<M>) => string
  const transitions = machineTransitions(machine)
  const candidates: ModelPath<M>[] = []

  for (const input of options.inputs) {
    // Paths are replayed from the initial state through the pure transition function (memoized
    // as a trie of events), so each step's snapshot is exactly what its events produce, and the
    // transitions each step takes are captured from the microsteps.
    interface Node {
      readonly state: SnapshotFrom<M>
      readonly keys: ReadonlyArray<string>
      readonly children: Map<string, Node>
    }
    let initKeys: string[] = []
    const initial = machine.getInitialSnapshot(capturingScope((keys) => (initKeys = initKeys.concat(keys))) as never, input) as SnapshotFrom<M>
    const root: Node = { state: initial, keys: initKeys, children: new Map() }
    const stepFrom = (node: Node, event: EventObject): Node => {
      const id = JSON.stringify(event)
      let next = node.children.get(id)
      if (!next) {
        const keys: string[] = []
        const state = machine.transition(node.state, event as never, capturingScope((k) => keys.push(...k)) as never) as SnapshotFrom<M>
        next = { state, keys, children: new Map() }
        node.children.set(id, next)
      }
      return next
    }

    const traversal = {
      input,
      fromState: initial,
      events: offeredEvents(options) as never,
      serializeState: ((s: SnapshotFrom<M>) => serialize(s)) as never,
      ...(options.limit === undefined ? {} : { limit: options.limit })
    }
    const adjacency = getAdjacencyMap(machine, traversal)
    const shortest = new Map<string, ReadonlyArray<EventObject>>()
    for (const p of getShortestPaths(machine, traversal)) {
      // steps[0] is the initial state (event xstate.init); the rest are real steps.
      shortest.set(
        serialize(p.state as SnapshotFrom<M>),
        p.steps.slice(1).map((s) => s.event as EventObject)
      )
    }

    const from = options.describeInput ? `[${options.describeInput(input)}] ` : ""
    candidates.push({ input, initial, steps: [], covers: new Set(initKeys), description: `${from}(initial state)` })
    for (const [stateKey, entry] of Object.entries(adjacency)) {
      const prefix = shortest.get(stateKey)
      if (!prefix) continue
      for (const { event } of Object.values(entry.transitions) as Array<{ event: EventObject }>) {
        const events = [...prefix, event as EventObject]
        const covers = new Set(initKeys)
        const steps: ModelStep<M>[] = []
        let node = root
        for (const e of events) {
          node = stepFrom(node, e)
          for (const k of node.keys) covers.add(k)
          steps.push({ event: e as EventFromLogic<M>, state: node.state })
        }
        candidates.push({ input, initial, steps, covers, description: from + steps.map((s) => eventLabel(s.event)).join(" → ") })
      }
    }
  }

  // Greedy set cover: the path taking most transitions not yet taken; shorter first on ties.
  const chosen: ModelPath<M>[] = []
  const covered = new Set<string>()
  const inputsChosen = new Set<unknown>()
  for (;;) {
    let best: ModelPath<M> | undefined
    let bestGain = 0
    for (const c of candidates) {
      let gain = 0
      for (const k of c.covers) if (!covered.has(k)) gain++
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.steps.length < best.steps.length)) {
        best = c
        bestGain = gain
      }
    }
    if (!best || bestGain === 0) break
    chosen.push(best)
    inputsChosen.add(best.input)
    for (const k of best.covers) covered.add(k)
  }
  // Every input is run at least once (its initial state is a behaviour too).
  for (const c of candidates) if (c.steps.length === 0 && !inputsChosen.has(c.input)) chosen.push(c)

  return {
    name,
    paths: chosen,
    transitions,
    unreachable: transitions.filter((t) => !covered.has(t.key)),
    serialize
  }
}

// ── running ───────────────────────────────────────────────────────────────────────────────

/** A real system under test for one path: the actor and a way to make each path event happen. */
export interface ModelRun<M extends AnyStateMachine> {
  readonly actor: AnyActorRef & { getSnapshot(): SnapshotFrom<M> }
  /** Causes `event` in the world (send it, answer a fake call, advance a clock, emit a fix...). */
  perform(event: EventFromLogic<M>): void | Promise<void>
  stop?(): void
}

export interface ModelDriver<M extends AnyStateMachine> {
  /** Creates (and starts) the real actor with `inspect` and the faked ports for `input`. */
  start(input: InputFrom<M>, inspect: (event: InspectionEvent) => void): ModelRun<M> | Promise<ModelRun<M>>
}

/** Lets pending promise callbacks and fake I/O finish. */
export const settle = async (rounds = 3): Promise<void> => {
  const tick: (fn: () => void) => void = (globalThis as { setImmediate?: (fn: () => void) => void }).setImmediate ?? ((fn) => setTimeout(fn, 0))
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => tick(resolve))
}

/** Replays one path against the real system; throws at the first step whose state differs. */
export const runModelPath = async <M extends AnyStateMachine>(
  plan: ModelPlan<M>,
  path: ModelPath<M>,
  driver: ModelDriver<M>,
  coverage: CoverageRecorder
): Promise<void> => {
  const run = await driver.start(path.input, coverage.inspect)
  try {
    await settle()
    const check = (expected: SnapshotFrom<M>, at: string) => {
      const actual = run.actor.getSnapshot()
      const status = (actual as { status?: string }).status
      if (status === "error") {
        throw new Error(`${plan.name}: the actor failed at ${at} of "${path.description}": ${String((actual as { error?: unknown }).error)}`)
      }
      const a = plan.serialize(actual)
      const e = plan.serialize(expected)
      if (a !== e) {
        const err = (actual as { error?: unknown }).error
        throw new Error(`${plan.name}: ${at} of "${path.description}"\n  expected ${e}\n  actual   ${a}${err ? `\n  actor error: ${String(err)}` : ""}`)
      }
    }
    check(path.initial, "initial state")
    for (const [i, step] of path.steps.entries()) {
      await run.perform(step.event)
      await settle()
      check(step.state, `step ${i + 1} (${step.event.type})`)
    }
  } finally {
    run.stop?.()
    run.actor.stop()
  }
}

/** Whether `actor` has a delayed event of `type` scheduled (e.g. an `xstate.after.*` timer). */
export const isScheduled = (actor: AnyActorRef, type: string): boolean => {
  const scheduled = (actor.system as { getSnapshot(): { _scheduledEvents: Record<string, { event: EventObject }> } }).getSnapshot()._scheduledEvents
  return Object.values(scheduled).some((s) => s.event.type === type)
}

/**
 * Makes an `xstate.after.*` event happen the way it does in the world: time moves on, timer by
 * timer, until the actor's timer for it has fired.
 */
export const fireDelayed = (actor: AnyActorRef, clock: { fireNext(): boolean }, type: string, maxTimers = 1000): void => {
  if (!isScheduled(actor, type)) throw new Error(`model: ${type} is not scheduled`)
  for (let i = 0; i < maxTimers && isScheduled(actor, type); i++) {
    if (!clock.fireNext()) throw new Error(`model: ${type} is scheduled but the clock has no timer`)
  }
}
