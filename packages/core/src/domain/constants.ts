/** Business constants and limits (spec §9). */

/** Default map centre (경복궁 부근) and zoom level. */
export const DEFAULT_MAP_CENTER = { lat: 37.5740321, lng: 127.0078127 } as const
export const DEFAULT_MAP_ZOOM = 4

export const CAROUSEL_SLIDES = 3
export const CAROUSEL_INTERVAL_MS = 2000

export const HOME_LATEST_POSTS = { page: 0, size: 3, board: 1 } as const

export const POST_PAGE_SIZE = 15
export const POST_SCROLL_DEBOUNCE_MS = 300
export const POST_SCROLL_THRESHOLD_PX = 20

export const SHOP_FIRST_PAGE = 1
export const SHOP_SCROLL_DEBOUNCE_MS = 1000
export const SHOP_SCROLL_THRESHOLD_PX = 1000
/** A shop or order page with this many items or fewer is the last one. */
export const SHOP_END_PAGE_MAX_ITEMS = 1

export const MAX_POST_IMAGES = 5

/** The earliest birth date a member or a dog may give (a date before it is a slip of the year). */
export const EARLIEST_BIRTH_DATE = "1900-01-01"
/**
 * The longest post title, post text and comment the server keeps, counted as a form field's
 * `maxLength` counts (UTF-16 units, after trimming on the server): the forms stop typing there.
 */
export const MAX_POST_TITLE_LENGTH = 100
export const MAX_POST_CONTENTS_LENGTH = 5000
export const MAX_COMMENT_LENGTH = 1000

/** Geolocation watch options (§9 GPS). */
export const GPS_WATCH_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const
/** Route points are sent when this many are buffered… */
export const ROUTE_SEND_BATCH = 20
/** …or when at least this long has passed since the last send. */
export const ROUTE_SEND_INTERVAL_MS = 40_000
/** The live walk card ticks every second. */
export const LIVE_TICK_MS = 1000

export const ROUTE_LINE_WIDTH = 5
export const ROUTE_LINE_OPACITY = 0.7
export const ROUTE_DEFAULT_COLOR = "#699BF7"
/** Six colours cycled for the walks of a summary; the first is the default route colour. */
export const ROUTE_COLORS = ["#699BF7", "#F76969", "#5FC48E", "#F7B955", "#A77BF3", "#4FC3D9"] as const

export const HOTPLACE_MARKER_DELAY_MS = 1000

export const CALENDAR_SWIPE_THRESHOLD_PX = 100
/** Weeks start on Sunday (0). */
export const CALENDAR_WEEK_START = 0

export const TOKEN_KEY = "accessToken"
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Walk days and months are Asia/Seoul days. */
export const WALK_TIME_ZONE = "Asia/Seoul"

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8
/** Nearby routes are cut by this many metres at both ends so nobody's door is shown. */
export const NEARBY_ROUTE_TRIM_M = 200
