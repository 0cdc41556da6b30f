/**
 * The point ledger invariant: every change of a balance writes exactly one history entry in the
 * same transaction, so a member's balance always equals the sum of their entries (plus − minus),
 * whatever mix of quest claims, earnings, spendings, refused overspends and concurrent calls
 * happened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq, sql } from "drizzle-orm"
import { mulberry32, QUESTS } from "@mungwalk/core/domain"
import { members, pointEntries, questClaims } from "../src/db/schema.ts"
import { addPoints } from "../src/services/points.ts"
import { checkIn, claimQuest } from "../src/services/quests.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

/** The core's seeded PRNG, so a failing mix can be replayed. */
const prng = mulberry32

const SEED = 20260301
const DAY_MS = 86_400_000
/** 2026-03-01 12:00 KST. */
const FIRST_DAY = Date.UTC(2026, 2, 1, 3, 0)

interface Outcome {
  written: number
  refused: number
}

describe("point ledger", () => {
  let server: TestServer
  let people: TestMember[]

  beforeAll(async () => {
    server = await createTestServer()
    people = []
    for (const name of ["원장1", "원장2", "원장3"]) people.push(await createMember(server, name))
  })
  afterAll(() => server.close())

  const ledgerOf = async (memberId: number) => {
    const db = server.database.db
    const [balance] = await db.select({ point: members.point }).from(members).where(eq(members.id, memberId))
    const [sums] = await db
      .select({
        plus: sql<number>`coalesce(sum(case when ${pointEntries.type} = 'plus' then ${pointEntries.amount} else 0 end), 0)`.mapWith(Number),
        minus: sql<number>`coalesce(sum(case when ${pointEntries.type} = 'minus' then ${pointEntries.amount} else 0 end), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number)
      })
      .from(pointEntries)
      .where(eq(pointEntries.memberId, memberId))
    return { balance: balance!.point, plus: sums!.plus, minus: sums!.minus, count: sums!.count }
  }

  it(`after a random mix of claims, earnings, spendings and overspends, some concurrent, balance = Σ plus − Σ minus (seed ${SEED})`, async () => {
    const db = server.database.db
    const random = prng(SEED)
    const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(random() * list.length)]!
    const outcome = new Map<number, Outcome>(people.map((p) => [p.memberId, { written: 0, refused: 0 }]))

    /** One random operation; resolves whether it wrote (true) or was refused with a 409 (false). */
    const operation = (): { memberId: number; run: () => Promise<unknown> } => {
      const memberId = pick(people).memberId
      const roll = random()
      if (roll < 0.35) {
        const amount = 1 + Math.floor(random() * 100)
        return { memberId, run: () => addPoints(db, memberId, { description: "적립", type: "plus", amount }) }
      }
      if (roll < 0.7) {
        const amount = 1 + Math.floor(random() * 150) // often more than the balance: refused
        return { memberId, run: () => addPoints(db, memberId, { description: "사용", type: "minus", amount }) }
      }
      // A check-in quest claim on one of five days (claimed again on the same day: refused).
      const at = new Date(FIRST_DAY + Math.floor(random() * 5) * DAY_MS)
      return {
        memberId,
        run: async () => {
          await checkIn(db, memberId, at)
          return claimQuest(db, memberId, 1, at)
        }
      }
    }

    const perform = async (op: ReturnType<typeof operation>) => {
      const o = outcome.get(op.memberId)!
      try {
        await op.run()
        o.written++
      } catch (e) {
        if ((e as { status?: number }).status !== 409) throw e
        o.refused++
      }
    }

    for (let round = 0; round < 12; round++) {
      const batch = Array.from({ length: 1 + Math.floor(random() * 8) }, operation)
      if (random() < 0.5) await Promise.all(batch.map(perform))
      else for (const op of batch) await perform(op)
    }

    let refused = 0
    for (const person of people) {
      const ledger = await ledgerOf(person.memberId)
      const o = outcome.get(person.memberId)!
      refused += o.refused
      expect(ledger.balance).toBe(ledger.plus - ledger.minus)
      expect(ledger.balance).toBeGreaterThanOrEqual(0)
      expect(ledger.count).toBe(o.written)
      // Each claim row points at its own reward entry.
      const claims = await db
        .select({ amount: pointEntries.amount, description: pointEntries.description, memberId: pointEntries.memberId })
        .from(questClaims)
        .innerJoin(pointEntries, eq(questClaims.pointEntryId, pointEntries.id))
        .where(eq(questClaims.memberId, person.memberId))
      for (const c of claims) expect(c).toEqual({ amount: QUESTS[0]!.point, description: `퀘스트 보상: ${QUESTS[0]!.name}`, memberId: person.memberId })
    }
    // The mix did exercise refusals (overspends, repeated claims).
    expect(refused).toBeGreaterThan(0)
  })

  it("concurrent spendings never overdraw: exactly as many as the balance covers are written", async () => {
    const db = server.database.db
    const spender = await createMember(server, "동시사용")
    await addPoints(db, spender.memberId, { description: "적립", type: "plus", amount: 50 })
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => addPoints(db, spender.memberId, { description: "사용", type: "minus", amount: 20 }))
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2)
    expect(await ledgerOf(spender.memberId)).toEqual({ balance: 10, plus: 50, minus: 40, count: 3 })
  })

  it("a transaction that fails after a change leaves neither the balance nor the entry", async () => {
    const db = server.database.db
    const member = await createMember(server, "롤백")
    await expect(
      db.transaction(async (tx) => {
        await addPoints(tx, member.memberId, { description: "적립", type: "plus", amount: 30 })
        throw new Error("the rest of the order failed")
      })
    ).rejects.toThrow("the rest of the order failed")
    expect(await ledgerOf(member.memberId)).toEqual({ balance: 0, plus: 0, minus: 0, count: 0 })
  })
})
