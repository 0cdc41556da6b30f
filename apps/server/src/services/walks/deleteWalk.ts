/**
 * `DELETE /api/walks/{walkId}`: deletes one of my ended walks. Its dogs, points and shared cells go
 * by cascade in the same statement, so it leaves no trace in the calendar, nearby routes or hot
 * places. Quest rewards already claimed stay paid (claims are their own rows). Another member's
 * walk answers 404, the same as a missing one; a walk still in progress 409 (end or discard it).
 */
import { and, eq } from "drizzle-orm"
import type { Db } from "../../db/client.ts"
import { walks } from "../../db/schema.ts"
import { conflict, notFound } from "../../http/errors.ts"

export const WALK_NOT_FOUND = "산책 기록을 찾을 수 없어요."
export const WALK_IN_PROGRESS = "진행 중인 산책은 삭제할 수 없어요. 산책을 마친 뒤에 삭제해주세요."

export const deleteWalk = async (db: Db, memberId: number, walkId: number): Promise<void> =>
  db.transaction(async (tx) => {
    const [walk] = await tx
      .select({ isWalking: walks.isWalking })
      .from(walks)
      .where(and(eq(walks.id, walkId), eq(walks.memberId, memberId)))
      .for("update")
    if (!walk) throw notFound(WALK_NOT_FOUND)
    if (walk.isWalking) throw conflict(WALK_IN_PROGRESS)
    await tx.delete(walks).where(eq(walks.id, walkId))
  })
