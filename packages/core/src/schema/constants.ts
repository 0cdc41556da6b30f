/**
 * The wire's limits and fixed names, as plain values: the schemas check against them, and code
 * that needs only a value (the walk's batching, the mark buttons, the stream's path) imports it
 * from here without loading a schema or Effect.
 */

/** Largest id: ids are PostgreSQL `integer` columns (32-bit signed). */
export const MAX_ID = 2_147_483_647

/** What a walk mark records (issue 33): the dog peed (소변), pooped (대변) or drank (물). */
export const WALK_MARK_KINDS = ["PEE", "POO", "WATER"] as const

/** At most this many marks per update call. */
export const MAX_MARKS_PER_UPDATE = 100

/** At most this many dogs on one walk. */
export const MAX_DOGS_PER_WALK = 10

/** At most this many points per update call. */
export const MAX_POINTS_PER_UPDATE = 1000

/**
 * How long a walk's route must have been still before another device takes the walk on: two sends'
 * time and more (a device recording a walk sends at least every 40 s while it moves). The client's
 * `mayTakeOn` and the server's update both read it.
 */
export const WALK_TAKEOVER_IDLE_MS = 120_000

/**
 * The 409 of an update sent by a device other than the one recording the walk, while that one
 * still records it (its last point under {@link WALK_TAKEOVER_IDLE_MS} old): one walk, one
 * recorder, so two devices never interleave their positions in one route.
 */
export const WALK_RECORDED_ELSEWHERE_MESSAGE = "다른 기기에서 기록하고 있는 산책이에요."

/** A checkout's own id (`checkoutId` on the ready calls, named again by the release call): 16–64 letters, digits, `-` or `_`. */
export const CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
/** The most checkouts one release call may name. */
export const MAX_RELEASED_CHECKOUTS = 10
/** A device's recorder id (`recorderId` on the walk's start and update calls): 8–64 letters, digits, `-` or `_`. */
export const RECORDER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** At most this many lines in one order. */
export const MAX_ORDER_ITEMS = 100

/** The notification stream: path, and the event it sends (`data: {"unread":true|false}`) on connect and on every change. */
export const NOTIFICATION_STREAM = { path: "/api/notification/stream", event: "unread" } as const
