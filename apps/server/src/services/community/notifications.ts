/**
 * A member's comment notifications. The list is oldest first (§7; the app reverses it) and holds
 * the latest `MAX_NOTIFICATIONS`. Marking read touches only the caller's rows and tells the
 * caller's other open streams that nothing is unread any more.
 */
import { and, desc, eq, sql } from "drizzle-orm"
import type { Notification } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../../db/client.ts"
import { comments, members, notifications, posts } from "../../db/schema.ts"
import { UNNAMED_MEMBER } from "./boards.ts"
import type { NotificationHub } from "./hub.ts"

export const MAX_NOTIFICATIONS = 100

export const listNotifications = async (db: DbOrTx, memberId: number): Promise<Notification[]> => {
  const rows = await db
    .select({
      id: notifications.id,
      commenterNickname: members.nickname,
      commentContent: comments.contents,
      read: notifications.read,
      postId: notifications.postId,
      boardId: posts.boardId,
      commentId: notifications.commentId,
      reply: sql<boolean>`${comments.parentId} is not null`,
      createdAt: notifications.createdAt
    })
    .from(notifications)
    .innerJoin(comments, eq(comments.id, notifications.commentId))
    .innerJoin(members, eq(members.id, comments.memberId))
    .innerJoin(posts, eq(posts.id, notifications.postId))
    .where(eq(notifications.memberId, memberId))
    .orderBy(desc(notifications.id))
    .limit(MAX_NOTIFICATIONS)
  return rows.reverse().map((r) => ({ ...r, reply: Boolean(r.reply), commenterNickname: r.commenterNickname ?? UNNAMED_MEMBER }))
}

export const hasUnread = async (db: DbOrTx, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.read, false)))
    .limit(1)
  return row !== undefined
}

export const readAllNotifications = async (db: Db, hub: NotificationHub, memberId: number): Promise<void> => {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.memberId, memberId), eq(notifications.read, false)))
    .returning({ id: notifications.id })
  if (changed.length) await hub.publish([memberId], false).catch((e: unknown) => console.error("[notifications] publish failed", e))
}

/**
 * After notifications were removed (a deleted comment or post), tells each member's open streams
 * whether anything is still unread. A failure is only logged: the bell reads the truth on its next check.
 */
export const publishUnreadState = async (db: DbOrTx, hub: NotificationHub, memberIds: ReadonlyArray<number>): Promise<void> => {
  for (const memberId of new Set(memberIds)) {
    const unread = await hasUnread(db, memberId)
    await hub.publish([memberId], unread).catch((e: unknown) => console.error("[notifications] publish failed", e))
  }
}
