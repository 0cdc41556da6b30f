/**
 * Smaller copies of stored pictures. The server keeps each uploaded picture once (at most 1024 px a
 * side) and makes narrower copies on request (`/uploads/…?w=400`, at the widths below only), so a
 * list's thumbnails do not download photos sized for a whole screen. A view gives the browser the
 * choice (`srcset` with `sizes`): it picks the narrowest copy that is sharp on the phone's screen.
 */

/**
 * The widths (px) the server makes copies at, height in proportion. A copy is never wider than the
 * picture itself. Steps of about 1.5× (not 2×), so the copy a phone picks is at most half as wide
 * again as its box needs: a 118 px list thumbnail takes 300 on a 1.75× or 2× screen (400 with
 * steps of 2×, ~1.8× the bytes), a 170 px shop card 600 on a 3× screen (800). 720: a post's photo
 * fills the post detail's 328 CSS px, 656 px on a 2× phone, sharp at 720 (800 would be ~1.2× the bytes).
 */
export const PICTURE_WIDTHS = [200, 300, 400, 600, 720, 800] as const
export type PictureWidth = (typeof PICTURE_WIDTHS)[number]

export const isPictureWidth = (n: number): n is PictureWidth => (PICTURE_WIDTHS as ReadonlyArray<number>).includes(n)

/** Where the server keeps the pictures it stores (the only ones it makes copies of). */
const STORED = /^\/uploads\/[a-z]+\/[a-f0-9]+\.[a-z]+$/

/** The copy of a stored picture at `width`; any other address (a fixture, another site) as it is. */
export const pictureAt = (url: string, width: PictureWidth): string => (STORED.test(url) ? `${url}?w=${width}` : url)

/** The `srcset` of a stored picture's copies; undefined for any other address (shown as it is). */
export const pictureSrcSet = (url: string): string | undefined => (STORED.test(url) ? PICTURE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", ") : undefined)
