/**
 * Points: the history (`point_entries`) and the balance (`members.point`), always changed
 * together in one transaction. Quests, the shop and refunds earn and spend through `addPoints`.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm"
import type { PointEntry } from "@mungwalk/core/schema"
import type { DbOrTx } from "../db/client.ts"
import { members, type PointCause, pointEntries } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"

/** A member's point history, newest first. */
export const listPoints = async (db: DbOrTx, memberId: number): Promise<PointEntry[]> => {
  const rows = await db.select().from(pointEntries).where(eq(pointEntries.memberId, memberId)).orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
  return rows.map(toEntry)
}

export interface PointChange {
  readonly description: string
  readonly type: "plus" | "minus"
  /** Positive whole points. */
  readonly amount: number
  /** The shop's entries name their cause and order (and line): unique, so a return is written at most once. */
  readonly cause?: { readonly kind: PointCause; readonly orderId: number; readonly orderItemId?: number }
}

const toEntry = (row: typeof pointEntries.$inferSelect): PointEntry => ({
  id: row.id,
  description: row.description,
  date: row.createdAt,
  type: row.type,
  amount: row.amount
})

/**
 * Records an entry and moves the balance. Spending more than the balance is refused (409) and
 * nothing is written. Pass a transaction to make it part of a larger change (an order, a claim).
 * With a `cause`, a second entry for the same cause (order, line) writes nothing and answers
 * `undefined`: the database's unique key says it was already written.
 */
type Moved = { entry: PointEntry; balance: number }
export function addPoints(db: DbOrTx, memberId: number, change: PointChange & { readonly cause: NonNullable<PointChange["cause"]> }): Promise<Moved | undefined>
export function addPoints(db: DbOrTx, memberId: number, change: PointChange): Promise<Moved>
export async function addPoints(db: DbOrTx, memberId: number, change: PointChange): Promise<Moved | undefined> {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0) throw badRequest("amount: expected a positive integer")
  const run = async (tx: DbOrTx) => {
    const cause = change.cause
    const [row] = await tx
      .insert(pointEntries)
      .values({
        memberId,
        description: change.description,
        type: change.type,
        amount: change.amount,
        ...(cause ? { cause: cause.kind, orderId: cause.orderId, orderItemId: cause.orderItemId ?? null } : {})
      })
      .onConflictDoNothing()
      .returning()
    if (!row) {
      if (cause) return undefined
      throw new Error("point entry not written")
    }
    const delta = change.type === "plus" ? change.amount : -change.amount
    const [updated] = await tx
      .update(members)
      .set({ point: sql`${members.point} + ${delta}` })
      .where(and(eq(members.id, memberId), change.type === "minus" ? gte(members.point, change.amount) : undefined))
      .returning({ point: members.point })
    if (!updated) {
      const [exists] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId))
      if (!exists) throw notFound("Member not found")
      throw conflict("포인트가 부족해요.")
    }
    return { entry: toEntry(row), balance: updated.point }
  }
  // Inside a caller's transaction this is a savepoint: a refusal undoes only this change.
  return db.transaction(run)
}
