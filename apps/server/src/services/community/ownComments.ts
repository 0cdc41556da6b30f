/**
 * Deleting my own comment (`DELETE /api/comment/{commentId}`). Another member's comment answers
 * 403, a missing or already removed one 404, and neither changes anything.
 *
 * - A comment with replies keeps its place: `removed = 'DELETED'`, its text emptied (the app shows
 *   '삭제된 댓글이에요'); one without replies is deleted. A reply whose removed parent has no other
 *   reply left takes the parent with it, so an empty tombstone never stays.
 * - `posts.comments_count` counts the comments still showing their text: it moves by one.
 * - The comment's notifications go; members who had one unread hear their new unread state.
 * - Locks the post row first, as writing a comment does, so the two never deadlock and a reply
 *   cannot arrive between "has replies?" and the delete.
 */
import { and, eq, isNotNull, ne, sql } from "drizzle-orm"
import type { Db } from "../../db/client.ts"
import { comments, notifications, posts } from "../../db/schema.ts"
import { forbidden, notFound } from "../../http/errors.ts"
import type { NotificationHub } from "./hub.ts"
import { publishUnreadState } from "./notifications.ts"

export const COMMENT_NOT_FOUND = "댓글을 찾을 수 없어요."
export const NOT_MY_COMMENT = "내가 쓴 댓글만 지울 수 있어요."

export const deleteComment = async (db: Db, hub: NotificationHub, memberId: number, commentId: number): Promise<void> => {
  const recipients = await db.transaction(async (tx) => {
    const [found] = await tx.select({ postId: comments.postId }).from(comments).where(eq(comments.id, commentId))
    if (!found) throw notFound(COMMENT_NOT_FOUND)
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, found.postId)).for("update")
    const [comment] = await tx
      .select({ memberId: comments.memberId, parentId: comments.parentId, removed: comments.removed })
      .from(comments)
      .where(eq(comments.id, commentId))
      .for("update")
    if (!comment || comment.removed) throw notFound(COMMENT_NOT_FOUND)
    if (comment.memberId !== memberId) throw forbidden(NOT_MY_COMMENT)
    const unread = await tx
      .selectDistinct({ memberId: notifications.memberId })
      .from(notifications)
      .where(and(eq(notifications.commentId, commentId), eq(notifications.read, false)))
    await tx.delete(notifications).where(eq(notifications.commentId, commentId))
    const [reply] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.parentId, commentId)).limit(1)
    if (reply) {
      await tx.update(comments).set({ removed: "DELETED", contents: "" }).where(eq(comments.id, commentId))
    } else {
      await tx.delete(comments).where(eq(comments.id, commentId))
      if (comment.parentId !== null) {
        const [sibling] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.parentId, comment.parentId), ne(comments.id, commentId)))
          .limit(1)
        if (!sibling) await tx.delete(comments).where(and(eq(comments.id, comment.parentId), isNotNull(comments.removed)))
      }
    }
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, found.postId))
    return unread.map((r) => r.memberId)
  })
  await publishUnreadState(db, hub, recipients)
}
