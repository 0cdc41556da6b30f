/** Comment notifications. */
import * as Schema from "effect/Schema"
import { Id, IsoDateTime } from "./common.ts"

/**
 * `postId` (optional) lets the list link to the commented post; `commentId` (optional) opens it at
 * the comment; `reply` (optional) says the comment answers one of the member's comments ('답글을 남겼어요').
 */
export const Notification = Schema.Struct({
  id: Id,
  commenterNickname: Schema.String,
  commentContent: Schema.String,
  read: Schema.Boolean,
  postId: Schema.optionalKey(Id),
  /** Additive: the post's board, so the link opens it under its own board (`/post/2/…`). */
  boardId: Schema.optionalKey(Id),
  commentId: Schema.optionalKey(Id),
  reply: Schema.optionalKey(Schema.Boolean),
  /** Additive: when the comment was written (the list says '5분 전'). */
  createdAt: Schema.optionalKey(IsoDateTime)
})
export type Notification = typeof Notification.Type

/**
 * Answer of `POST /api/notification/stream-ticket` (additive call): a sealed ticket valid for
 * `expiresIn` seconds that opens `GET /api/notification/stream?ticket=…` (Server-Sent Events;
 * `EventSource` cannot send an `Authorization` header).
 */
export const StreamTicket = Schema.Struct({ ticket: Schema.String, expiresIn: Schema.Int })
export type StreamTicket = typeof StreamTicket.Type

/** The data of an `unread` stream event. */
export const UnreadEvent = Schema.Struct({ unread: Schema.Boolean })
