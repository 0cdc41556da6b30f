/** Overlays shared by the implementations that draw their own: the scale bar and the note chip. */
import { memo, type ReactNode } from "react"
import { scaleBar } from "./projection.ts"
import * as css from "./MapOverlays.css.ts"

/**
 * The scale bar for `zoom` (256 px-tile zoom, `projection.ts`) at latitude `lat`; drawn again only
 * when one of them changes (a followed map's view moves now and then, not on every fix).
 */
export const ScaleBar = memo(({ lat, zoom }: { lat: number; zoom: number }): ReactNode => {
  const bar = scaleBar(lat, zoom)
  return (
    <div className={css.scaleBar} data-part="scale-bar" aria-hidden="true">
      <span>{bar.label}</span>
      <span className={css.scaleLine} style={{ width: `${Math.round(bar.px)}px` }} />
    </div>
  )
})

/** What the fallback map says about itself. */
export const MAP_FAILED_NOTE = "지도를 불러오지 못했어요"

export const MapNote = ({ children }: { children: string }): ReactNode => (
  <span className={css.note} data-part="map-note">
    {children}
  </span>
)

/** What the frame says while the map loads (`css.loading`). */
export const MAP_LOADING_NOTE = "지도를 불러오는 중"

export const MapLoading = (): ReactNode => (
  <span className={css.loading} data-part="map-loading">
    {MAP_LOADING_NOTE}
  </span>
)
