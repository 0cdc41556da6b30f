/** Comment notifications. */
import { Schema } from "effect"
import { Id } from "./common.ts"

/** `postId` (optional) lets the list link to the commented post. */
export const Notification = Schema.Struct({
  id: Id,
  commenterNickname: Schema.String,
  commentContent: Schema.String,
  read: Schema.Boolean,
  postId: Schema.optionalKey(Id)
})
export type Notification = typeof Notification.Type
