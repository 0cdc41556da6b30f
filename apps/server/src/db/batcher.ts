/**
 * Group commit for one hot statement: calls that arrive while the database is busy with earlier
 * ones run together as one statement (one round trip, one commit) instead of queueing for the
 * pool one by one.
 *
 * A call goes out at once while fewer than `maxInFlight` batches are running, alone if nothing
 * else waits, so at low load nothing waits for company. When the batches in flight are at the
 * limit, calls queue, and each batch that finishes sends every call that queued meanwhile (up
 * to `maxBatch`) as the next one. At saturation a batch therefore carries what arrived during
 * the last one: the round trips, the commits and, on this machine, the costly wake-ups of the
 * database's processes are shared by many calls.
 *
 * Calls with the same key (the walk they update) never share a batch nor run at once: a call
 * whose key is in flight waits for the next batch, so the batches running at any moment touch
 * disjoint rows and cannot deadlock each other.
 */
export interface BatcherOptions<Item, Result> {
  /** Batches running at once (each takes one pooled connection). */
  readonly maxInFlight: number
  /** Calls per batch at most. */
  readonly maxBatch: number
  readonly keyOf: (item: Item) => number
  /** Runs one batch and answers one result per item, in the items' order; a rejection rejects every call of the batch. */
  readonly run: (items: ReadonlyArray<Item>) => Promise<ReadonlyArray<Result>>
}

export interface Batcher<Item, Result> {
  (item: Item): Promise<Result>
  /** Calls waiting and batches running (for tests). */
  readonly pending: () => { readonly queued: number; readonly inFlight: number }
}

interface Waiting<Item, Result> {
  readonly item: Item
  readonly key: number
  readonly resolve: (result: Result) => void
  readonly reject: (error: unknown) => void
}

export const createBatcher = <Item, Result>(options: BatcherOptions<Item, Result>): Batcher<Item, Result> => {
  const { maxInFlight, maxBatch, keyOf, run } = options
  let queue: Array<Waiting<Item, Result>> = []
  const busyKeys = new Set<number>()
  let inFlight = 0

  const send = (batch: ReadonlyArray<Waiting<Item, Result>>): void => {
    inFlight++
    for (const w of batch) busyKeys.add(w.key)
    const settle = (): void => {
      inFlight--
      for (const w of batch) busyKeys.delete(w.key)
      flush()
    }
    let running: Promise<ReadonlyArray<Result>>
    try {
      running = run(batch.map((w) => w.item))
    } catch (e) {
      running = Promise.reject(e)
    }
    running.then(
      (results) => {
        settle()
        batch.forEach((w, i) => {
          w.resolve(results[i]!)
        })
      },
      (error: unknown) => {
        settle()
        for (const w of batch) w.reject(error)
      }
    )
  }

  const flush = (): void => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch: Array<Waiting<Item, Result>> = []
      const keys = new Set<number>()
      const rest: Array<Waiting<Item, Result>> = []
      for (const w of queue) {
        if (batch.length < maxBatch && !busyKeys.has(w.key) && !keys.has(w.key)) {
          batch.push(w)
          keys.add(w.key)
        } else rest.push(w)
      }
      if (batch.length === 0) return
      queue = rest
      send(batch)
    }
  }

  const call = (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, key: keyOf(item), resolve, reject })
      flush()
    })
  return Object.assign(call, { pending: () => ({ queued: queue.length, inFlight }) })
}
