/** Column helpers shared by every area's tables. */
import { timestamp } from "drizzle-orm/pg-core"

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow()
