/** Server-wide tables: shared secrets and one-time seed markers. */
import { pgTable, text } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"

/** Server-wide secrets shared by every instance (the JWT key when `AUTH_SECRET` is not set). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt()
})

/** One row per one-time seed that has run (`demo`), so it runs once even with several instances. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  createdAt: createdAt()
})
