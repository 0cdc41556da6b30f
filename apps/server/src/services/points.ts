/**
 * Points: the history (`point_entries`) and the balance (`members.point`), always changed
 * together in one transaction. Quests, the shop and refunds earn and spend through `addPoints`.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm"
import type { PointEntry } from "@mungwalk/core/schema"
import type { DbOrTx } from "../db/client.ts"
import { members, pointEntries } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"

/** A member's point history, newest first. */
export const listPoints = async (db: DbOrTx, memberId: number): Promise<PointEntry[]> => {
  const rows = await db.select().from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
  return rows.map((r) => ({ id: r.id, description: r.description, date: r.createdAt, type: r.type, amount: r.amount }))
}

export interface PointChange {
  readonly description: string
  readonly type: "plus" | "minus"
  /** Positive whole points. */
  readonly amount: number
}

/**
 * Records an entry and moves the balance. Spending more than the balance is refused (409) and
 * nothing is written. Pass a transaction to make it part of a larger change (an order, a claim).
 */
export const addPoints = async (db: DbOrTx, memberId: number, change: PointChange): Promise<{ entry: PointEntry; balance: number }> => {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0) throw badRequest("amount: expected a positive integer")
  const run = async (tx: DbOrTx) => {
    const delta = change.type === "plus" ? change.amount : -change.amount
    const [updated] = await tx.update(members)
      .set({ point: sql`${members.point} + ${delta}` })
      .where(and(eq(members.id, memberId), change.type === "minus" ? gte(members.point, change.amount) : undefined))
      .returning({ point: members.point })
    if (!updated) {
      const [exists] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId))
      if (!exists) throw notFound("Member not found")
      throw conflict("Not enough points")
    }
    const [row] = await tx.insert(pointEntries)
      .values({ memberId, description: change.description, type: change.type, amount: change.amount })
      .returning()
    if (!row) throw new Error("point entry not written")
    return {
      entry: { id: row.id, description: row.description, date: row.createdAt, type: row.type, amount: row.amount },
      balance: updated.point
    }
  }
  // Inside a caller's transaction this is a savepoint: a refusal undoes only this change.
  return db.transaction(run)
}
