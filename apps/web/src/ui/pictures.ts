/**
 * Stored pictures at the width their box needs: `srcset` lists the server's narrower copies
 * (`@mungwalk/core/domain` `pictureSrcSet`) and `sizes` says how wide the picture is shown, so the
 * browser downloads the narrowest copy that is sharp on the phone's screen. Pictures that are not
 * stored by the server (fixtures, a photo being picked) get neither and show as they are.
 */
import { pictureSrcSet } from "@mungwalk/core/domain"
import { APP_MAX_WIDTH_PX } from "./theme.css.ts"

/** `srcSet` and `sizes` for picture `src` shown `sizes` wide; nothing for a picture the server did not store. */
export const pictureProps = (src: string, sizes: string): { srcSet?: string; sizes?: string } => {
  const srcSet = pictureSrcSet(src)
  return srcSet ? { srcSet, sizes } : {}
}

/**
 * `sizes` for a picture cropped to fill a square box `px` wide (`object-fit: cover`): a landscape
 * photo fills the box with its height, so for a phone camera's 4:3 the copy must be 4/3 as wide.
 */
export const squareCover = (px: number): string => `${Math.ceil((px * 4) / 3)}px`

/** `sizes` for a picture as wide as the app's column. */
export const FULL_WIDTH = `(max-width: ${APP_MAX_WIDTH_PX}px) 100vw, ${APP_MAX_WIDTH_PX}px`
