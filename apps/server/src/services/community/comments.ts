/**
 * Comments and replies, and the notifications they cause.
 *
 * - The server's clock decides `createdAt` (the request's is ignored).
 * - A reply's parent must be a comment of the same post (400 otherwise); a reply to a reply is
 *   attached to its top-level comment, so the tree stays one level deep. A deleted comment kept for
 *   its replies takes no reply (409): its author is not told of answers to what they took back.
 * - `posts.comments_count` counts replies too and moves in the same transaction.
 * - Notified (one notification each, never the commenter): the post's author, and for a reply the
 *   author of the comment replied to (the one the member answered, even when the reply is attached
 *   to its top comment), unless they turned comment notifications off. After the commit their open
 *   streams hear "unread" through the hub.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm"
import type { CommentWriteRequest, CommentWriteResponse } from "@mungwalk/core/schema"
import type { Db } from "../../db/client.ts"
import { comments, members, notifications, posts } from "../../db/schema.ts"
import { MAX_COMMENT_LENGTH } from "@mungwalk/core/domain"
import { badRequest, conflict, notFound } from "../../http/errors.ts"
import { POST_NOT_FOUND } from "./posts.ts"
import { UNNAMED_MEMBER } from "./boards.ts"
import type { NotificationHub } from "./hub.ts"
import { once, type Submission } from "../submissions.ts"

/** The 409 of a reply to a comment its author deleted. */
export const REPLY_TO_REMOVED_MESSAGE = "삭제된 댓글에는 답글을 달 수 없어요."

export interface WrittenComment extends CommentWriteResponse {
  /** Members notified of this comment. */
  readonly notified: ReadonlyArray<number>
}

/** Inserts a comment, moves the count and writes the notifications (inside the caller's transaction). */
export const insertComment = async (
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  memberId: number,
  input: { postId: number; contents: string; parentId?: number | null | undefined },
  at?: Date
): Promise<WrittenComment> => {
  const contents = input.contents.trim()
  if (!contents) throw badRequest("body.contents: must not be blank")
  if (contents.length > MAX_COMMENT_LENGTH) throw badRequest(`body.contents: at most ${MAX_COMMENT_LENGTH} characters`)
  // Locks the post row: the count update below needs it anyway, and a concurrent delete waits.
  const [post] = await tx
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, input.postId))
    .returning({ authorId: posts.memberId })
  if (!post) throw notFound(POST_NOT_FOUND)
  let parentId: number | null = null
  let repliedTo: number | null = null
  if (input.parentId != null) {
    const [parent] = await tx
      .select({ postId: comments.postId, parentId: comments.parentId, memberId: comments.memberId, removed: comments.removed })
      .from(comments)
      .where(eq(comments.id, input.parentId))
    if (!parent || parent.postId !== input.postId) {
      throw badRequest(`body.commentsid: no comment ${input.parentId} on post ${input.postId}`)
    }
    // Its author deleted it (it stays as '삭제된 댓글이에요' for its replies): nothing to answer, nobody to tell.
    if (parent.removed) throw conflict(REPLY_TO_REMOVED_MESSAGE)
    parentId = parent.parentId ?? input.parentId
    repliedTo = parent.memberId
  }
  const [row] = await tx
    .insert(comments)
    .values({
      postId: input.postId,
      memberId,
      parentId,
      contents,
      ...(at ? { createdAt: at } : {})
    })
    .returning({ id: comments.id, createdAt: comments.createdAt })
  if (!row) throw new Error("comment not written")
  const addressed = [...new Set([post.authorId, repliedTo].filter((m): m is number => m !== null && m !== memberId))]
  // A member who turned comment notifications off (settings) gets none: no row, no live signal.
  const notified =
    addressed.length === 0
      ? []
      : (
          await tx
            .select({ id: members.id })
            .from(members)
            .where(and(inArray(members.id, addressed), eq(members.commentNotifications, true), isNull(members.withdrawnAt)))
        ).map((m) => m.id)
  if (notified.length) {
    await tx.insert(notifications).values(
      notified.map((m) => ({
        memberId: m,
        commentId: row.id,
        postId: input.postId,
        ...(at ? { createdAt: at } : {})
      }))
    )
  }
  const [me] = await tx.select({ nickname: members.nickname, profileImageUrl: members.profileImageUrl }).from(members).where(eq(members.id, memberId))
  return { id: row.id, nickname: me?.nickname ?? UNNAMED_MEMBER, profileImageUrl: me?.profileImageUrl ?? null, createdAt: row.createdAt, notified }
}

/**
 * `POST /api/comment/write`: one transaction, then the notified members' streams hear it. A repeated
 * submission answers the first comment again (nothing written, nobody told twice).
 */
export const writeComment = async (
  db: Db,
  hub: NotificationHub,
  memberId: number,
  input: CommentWriteRequest,
  submission?: Submission
): Promise<CommentWriteResponse> => {
  let notified: ReadonlyArray<number> = []
  const { answer } = await db.transaction((tx) =>
    once(tx, memberId, submission, async (): Promise<CommentWriteResponse> => {
      const { notified: told, ...written } = await insertComment(tx, memberId, input)
      notified = told
      return written
    })
  )
  if (notified.length) await hub.publish(notified, true).catch((e: unknown) => console.error("[notifications] publish failed", e))
  return answer
}
