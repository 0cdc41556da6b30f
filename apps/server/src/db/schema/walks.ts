/** Walks, their dogs, route points and the grid cells of shared routes. */
import { sql } from "drizzle-orm"
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { members, pets } from "./members.ts"

/** `[longitude, latitude, epochMs]`: a stored route point in the precomputed overviews. */
export type OverviewPoint = [number, number, number]
/** `[longitude, latitude]` */
export type LngLat = [number, number]

/**
 * A walk. `distance` (m) is recomputed from the stored points on every update. At most one walk
 * per member is in progress (partial unique index). When a walk ends, two derived views of its
 * route are stored so reads never scan every point: `overview` (≤ 200 points, for month views)
 * and `sharedRoute` (what other members may see: both ends cut away, simplified; one or more
 * polylines). Both are null while walking.
 */
export const walks = pgTable(
  "walks",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true, mode: "date" }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true, mode: "date" }),
    isWalking: boolean("is_walking").notNull().default(true),
    distance: doublePrecision("distance").notNull().default(0),
    startLat: doublePrecision("start_lat").notNull(),
    startLng: doublePrecision("start_lng").notNull(),
    endLat: doublePrecision("end_lat"),
    endLng: doublePrecision("end_lng"),
    overview: jsonb("overview").$type<OverviewPoint[]>(),
    sharedRoute: jsonb("shared_route").$type<LngLat[][]>(),
    /**
     * While walking, what keeps an update's cost flat (the core's `LiveRouteState`): the length of
     * the settled segments of the route, the time of the first point an update still reads
     * (`tail_from`, null: all) and of the last settled segment's end (`settled_boundary`).
     */
    settledDistance: doublePrecision("settled_distance").notNull().default(0),
    tailFrom: timestamp("tail_from", { withTimezone: true, mode: "date" }),
    settledBoundary: timestamp("settled_boundary", { withTimezone: true, mode: "date" }),
    /**
     * Counts the changes of the walk's route while walking (each update that stored new points):
     * a server that kept the tail of the route in memory uses it only when this still says what it
     * said then (`services/walks/tailCache.ts`), so instances sharing a database never use a stale copy.
     */
    routeRevision: integer("route_revision").notNull().default(0),
    /**
     * The device recording the walk (the calls' `recorderId`; null: none named). Another device's
     * update is refused (409) until the route has been still for `WALK_TAKEOVER_IDLE_MS`; then that
     * device records it. A change of recorder also raises `route_revision`, so no copy of the tail
     * made for the old one serves an update.
     */
    recorder: text("recorder")
  },
  (t) => [index("walks_member_start_idx").on(t.memberId, t.startTime), uniqueIndex("walks_member_walking_key").on(t.memberId).where(sql`${t.isWalking}`)]
)

/** The dogs of a walk, with the weight used for their calories (kept as it was on that day). */
export const walkDogs = pgTable(
  "walk_dogs",
  {
    walkId: integer("walk_id")
      .notNull()
      .references(() => walks.id, { onDelete: "cascade" }),
    petId: integer("pet_id")
      .notNull()
      .references(() => pets.id, { onDelete: "cascade" }),
    weightKg: doublePrecision("weight_kg").notNull(),
    caloriesBurned: doublePrecision("calories_burned").notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.walkId, t.petId] })]
)

/** Route points. `(walk_id, record_time)` is the key, so a batch sent twice stores nothing new. */
export const walkPoints = pgTable(
  "walk_points",
  {
    walkId: integer("walk_id")
      .notNull()
      .references(() => walks.id, { onDelete: "cascade" }),
    recordTime: timestamp("record_time", { withTimezone: true, mode: "date" }).notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    accuracy: doublePrecision("accuracy")
  },
  (t) => [primaryKey({ columns: [t.walkId, t.recordTime] })]
)

/**
 * The grid cells (≈ 74 m, see `services/walks/cells.ts`) an ended walk's shareable part passed
 * through, one row per walk and cell, with the mean position of the walk's points in the cell.
 * Nearby routes and hot places are bounding-box queries on `(cell_x, cell_y)`; no PostGIS needed.
 */
export const walkCells = pgTable(
  "walk_cells",
  {
    walkId: integer("walk_id")
      .notNull()
      .references(() => walks.id, { onDelete: "cascade" }),
    cellX: integer("cell_x").notNull(),
    cellY: integer("cell_y").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** When the walk ended. */
    walkedAt: timestamp("walked_at", { withTimezone: true, mode: "date" }).notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull()
  },
  (t) => [primaryKey({ columns: [t.walkId, t.cellX, t.cellY] }), index("walk_cells_cell_idx").on(t.cellX, t.cellY, t.walkedAt)]
)

/**
 * Marks tapped on a walk (issue 33): the dog peed (`PEE`), pooped (`POO`) or drank (`WATER`), with
 * when (server clock) and where. `(walk_id, record_time, kind)` is the key, so a batch sent twice
 * stores nothing new; they go with their walk.
 */
export const walkMarks = pgTable(
  "walk_marks",
  {
    walkId: integer("walk_id")
      .notNull()
      .references(() => walks.id, { onDelete: "cascade" }),
    recordTime: timestamp("record_time", { withTimezone: true, mode: "date" }).notNull(),
    kind: text("kind").$type<"PEE" | "POO" | "WATER">().notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull()
  },
  (t) => [primaryKey({ columns: [t.walkId, t.recordTime, t.kind] }), check("walk_marks_kind_check", sql`${t.kind} in ('PEE', 'POO', 'WATER')`)]
)
