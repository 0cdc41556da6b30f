/**
 * Request counters for rate limiting, shared by every instance on PostgreSQL: one row per key
 * (`signin:ip:…`, `write:member:…`, `write:ip:…`) and fixed window, incremented atomically with an
 * upsert. Rows of past windows are deleted now and then.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull()
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_start_idx").on(t.windowStart)]
)
