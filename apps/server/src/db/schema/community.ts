/** The community board: posts, their images, likes, comments and replies, and comment notifications. */
import { sql } from "drizzle-orm"
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"
import { members } from "./members.ts"

/**
 * A post on board 1 (산책 인증) or 2 (정보 공유). `likesCount` and `commentsCount` are kept in the
 * same transaction as every like and comment, so a list page reads them without counting.
 * `(board_id, updated_at desc, id desc)` serves the list's order and keeps a page fast at any size.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    boardId: integer("board_id").notNull(),
    title: text("title").notNull(),
    contents: text("contents").notNull(),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
  },
  (t) => [
    index("posts_board_updated_idx").on(t.boardId, t.updatedAt.desc(), t.id.desc()),
    index("posts_member_idx").on(t.memberId),
    check("posts_board_known", sql`${t.boardId} in (1, 2)`),
    check("posts_counts_nonnegative", sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`)
  ]
)

/** A post's images in upload order (`position` 0 is the list's `img`). */
export const postImages = pgTable(
  "post_images",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull()
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), check("post_images_position_range", sql`${t.position} between 0 and 4`)]
)

/** One row per member and liked post: liking twice (or 20 times at once) counts once. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] }), index("post_likes_member_idx").on(t.memberId)]
)

/** A comment; a reply has `parentId`, always a top-level comment of the same post (replies are one level deep). */
export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    contents: text("contents").notNull(),
    createdAt: createdAt(),
    /**
     * Why a comment that still has replies shows no text: `DELETED` (its author deleted it) or
     * `WITHDRAWN` (its author left). Null for a live comment. A removed comment keeps its place
     * only while it has replies; its `contents` are emptied.
     */
    removed: text("removed", { enum: ["DELETED", "WITHDRAWN"] })
  },
  (t) => [
    check("comments_removed_known", sql`${t.removed} in ('DELETED', 'WITHDRAWN')`),
    index("comments_post_idx").on(t.postId, t.id),
    index("comments_parent_idx").on(t.parentId)
  ]
)

/** A comment notification for `memberId` (the recipient). */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt()
  },
  (t) => [index("notifications_member_idx").on(t.memberId, t.id), index("notifications_unread_idx").on(t.memberId).where(sql`not ${t.read}`)]
)
