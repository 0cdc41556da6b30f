/**
 * Reads an `unread` event of the notification stream (`UnreadEvent`, Effect's `Schema`): imported
 * by the stream once it connects (`notifications.stream.ts`), so a page without the stream loads
 * none of it.
 */
import * as Schema from "effect/Schema"
import { UnreadEvent } from "../schema/notification.ts"

/** The event's data (`{"unread":true}`) as its flag; None for anything else. */
export const decodeUnread = Schema.decodeUnknownOption(Schema.fromJsonString(UnreadEvent))
