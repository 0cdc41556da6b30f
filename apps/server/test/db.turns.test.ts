/**
 * PGlite runs statements on the server's own thread: queued callers take turns with the event
 * loop, so sockets and timers are served between two statements rather than after the whole queue.
 */
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDatabase, type Database } from "../src/db/client.ts"
import { testDatabaseKind } from "./helpers/app.ts"

describe.skipIf(testDatabaseKind() !== "pglite")("PGlite turns", () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterAll(() => database.close())

  it("a timer due while 40 statements and transactions are queued fires before the last of them ends", async () => {
    const db = database.db
    const finished: number[] = []
    let timerFiredAfter = -1
    setTimeout(() => {
      timerFiredAfter = finished.length
    }, 0)
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? db.execute(sql`select pg_sleep(0.005)`) : db.transaction((tx) => tx.execute(sql`select pg_sleep(0.005)`))).then(() => finished.push(i))
      )
    )
    expect(timerFiredAfter).toBeGreaterThanOrEqual(0)
    expect(timerFiredAfter).toBeLessThan(40)
    // Callers still go in arrival order.
    expect(finished).toEqual(Array.from({ length: 40 }, (_, i) => i))
  })
})
