/**
 * Daily quests (the catalogue is code: `QUESTS` in `@mungwalk/core/domain`). Two tables hold
 * what the member did: the day's check-in and the day's claims. `day` is the Asia/Seoul date.
 */
import { date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"
import { members, pointEntries } from "./members.ts"

/** One row per member and KST day on which the member opened the quest list (quest 1, check-in). */
export const questCheckIns = pgTable(
  "quest_check_ins",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })]
)

/**
 * A claimed reward: at most one per member, quest and KST day (the key), so concurrent claims pay
 * once. `pointEntryId` is the history entry written in the same transaction.
 */
export const questClaims = pgTable(
  "quest_claims",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    questId: integer("quest_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    pointEntryId: integer("point_entry_id")
      .notNull()
      .references(() => pointEntries.id, { onDelete: "cascade" }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.memberId, t.questId, t.day] }), index("quest_claims_point_entry_idx").on(t.pointEntryId)]
)
