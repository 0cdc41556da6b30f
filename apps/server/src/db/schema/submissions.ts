/** What a member sent once and must not be done twice: the creating calls' idempotency keys. */
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"
import { members } from "./members.ts"

/**
 * One row per creating call sent with an `Idempotency-Key` (a post, a comment, a dog, a cart add),
 * written in the same transaction as what the call created: a repeat of the key by the same member
 * (a retry after a lost answer) gets `answer` again, encoded as the endpoint answers it, instead of a
 * second copy. `fingerprint` is the request's digest, so the key sent with other content is refused.
 * Rows older than `SUBMISSION_KEPT_MS` are removed as the member sends new ones.
 */
export const submissions = pgTable(
  "submissions",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The endpoint's name in the core's table (`writePost`, `writeComment`, `addPet`, `addToCart`). */
    endpoint: text("endpoint").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** The first answer, as sent on the wire (null for an answer without a body); set before the commit. */
    answer: jsonb("answer"),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index("submissions_member_created_idx").on(t.memberId, t.createdAt)]
)
