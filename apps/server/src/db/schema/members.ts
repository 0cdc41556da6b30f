/** Members, their dogs, breeds and point history. */
import { sql } from "drizzle-orm"
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { createdAt } from "./columns.ts"

/**
 * A member, created on first sign-in (`provider` + `subject` identify the external account).
 * `registeredAt` is null until the member saved the profile form (nickname, birth date, phone).
 */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    nickname: text("nickname"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    /** Domain values; the member codec maps them to the wire's `f` / `m`. */
    gender: text("gender", { enum: ["female", "male"] }),
    phoneNumber: text("phone_number"),
    profileImageUrl: text("profile_image_url"),
    point: integer("point").notNull().default(0),
    registeredAt: timestamp("registered_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    /**
     * Raised by sign-out (and withdrawal): a token carries the version it was issued at (`tv`), and
     * the `/api/*` guard refuses one whose version is not the member's current one, on every instance.
     */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * '산책 기록 공개': whether the member's walks (past ones too) show in others' nearby routes and
     * count toward hot places. Off until the member agrees to the location consent (or turns it on):
     * a walk started before the consent was asked (the check still on its way) stays private.
     */
    walkSharing: boolean("walk_sharing").notNull().default(false),
    /** '위치정보 이용 동의', asked once before the first walk: null until answered. Declining sets `walkSharing` off. */
    locationConsent: text("location_consent", { enum: ["agreed", "declined"] }),
    locationConsentAt: timestamp("location_consent_at", { withTimezone: true, mode: "date" }),
    /** Comment notifications on or off: off, no notification is made for the member (the bell and the live badge stay quiet). */
    commentNotifications: boolean("comment_notifications").notNull().default(true),
    /**
     * Set when the member left ('회원 탈퇴'): the row stays only as the anonymous owner of the kept order
     * records (provider, subject, profile and points erased); no token of it is valid, and nobody signs in as it.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true, mode: "date" })
  },
  (t) => [
    uniqueIndex("members_provider_subject_key").on(t.provider, t.subject),
    uniqueIndex("members_nickname_key").on(sql`lower(${t.nickname})`),
    check("members_point_nonnegative", sql`${t.point} >= 0`),
    check("members_gender_valid", sql`${t.gender} in ('female', 'male')`),
    check("members_location_consent_valid", sql`${t.locationConsent} in ('agreed', 'declined')`)
  ]
)

export const breeds = pgTable(
  "breeds",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull()
  },
  (t) => [uniqueIndex("breeds_name_key").on(t.name)]
)

export const pets = pgTable(
  "pets",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    breedId: integer("breed_id")
      .notNull()
      .references(() => breeds.id),
    name: text("name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    /** Domain values; the pet codec maps them to the wire's `Male` / `Female`. */
    gender: text("gender", { enum: ["female", "male"] }).notNull(),
    weight: doublePrecision("weight").notNull(),
    neutering: boolean("neutering").notNull(),
    profileImageUrl: text("profile_image_url"),
    createdAt: createdAt(),
    /**
     * Set when the member deleted a dog that has walks: the row stays so those walks keep the
     * dog's name (its photo is removed); every list, profile, edit and walk start skips it.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" })
  },
  (t) => [index("pets_member_idx").on(t.memberId), check("pets_gender_valid", sql`${t.gender} in ('female', 'male')`)]
)

/** Point history; `members.point` is the balance, kept in the same transaction as each entry. */
/**
 * What moved points, for entries the shop writes: an order's spend (`order.spend`), the return of
 * an order that was not paid (`order.return`), a line's refund (`line.refund`). Unique per order
 * (and line), so a return is written at most once per spend whatever the code path.
 */
export const POINT_CAUSES = ["order.spend", "order.return", "line.refund"] as const
export type PointCause = (typeof POINT_CAUSES)[number]

export const pointEntries = pgTable(
  "point_entries",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    type: text("type", { enum: ["plus", "minus"] }).notNull(),
    amount: integer("amount").notNull(),
    /** The shop's entries: why, and which order (and line) — see `POINT_CAUSES`. Null for quests and others. */
    cause: text("cause", { enum: POINT_CAUSES }),
    orderId: integer("order_id"),
    orderItemId: integer("order_item_id"),
    createdAt: createdAt()
  },
  (t) => [
    index("point_entries_member_idx").on(t.memberId, t.createdAt),
    check("point_entries_amount_positive", sql`${t.amount} > 0`),
    check(
      "point_entries_cause",
      sql`(${t.cause} is null and ${t.orderId} is null and ${t.orderItemId} is null)
    or (${t.cause} in ('order.spend', 'order.return') and ${t.orderId} is not null and ${t.orderItemId} is null)
    or (${t.cause} = 'line.refund' and ${t.orderId} is not null and ${t.orderItemId} is not null)`
    ),
    uniqueIndex("point_entries_order_cause_key").on(t.orderId, t.cause).where(sql`${t.orderItemId} is null and ${t.orderId} is not null`),
    uniqueIndex("point_entries_line_refund_key").on(t.orderItemId).where(sql`${t.orderItemId} is not null`)
  ]
)
