/**
 * The hot-place map (pure props), shown by `/walk/hotplace` and by the home screen: the places as
 * markers (fitted to them), "me" where known, a tap on a place or a group giving its places, and
 * the tapped places' sheet (`PlaceSheet`) over the map's top or under it.
 */
import { useMemo, type ReactElement } from "react"
import type { HotPlace, LatLng } from "@mungwalk/core"
import { MapView } from "../../ui/map/MapView.tsx"
import { PlaceSheet } from "../../ui/map/PlaceSheet.tsx"
import type { MapSelection } from "../../ui/map/types.ts"
import * as css from "./walk.css.ts"

export interface HotPlaceMapBlockProps {
  readonly center: LatLng
  /** Where the member is: the sheet's distances are from here. */
  readonly position?: LatLng | null
  /** Mark the member's position on the map too (default: yes). */
  readonly showPosition?: boolean
  /** Hot places to mark (with their walk counts, which the sheet adds up). */
  readonly places: ReadonlyArray<HotPlace>
  readonly height: number | string
  readonly ariaLabel?: string
  /** The frame around the map (and the overlaid sheet). */
  readonly className?: string
  /** The places tapped (one, or a group's), shown in the sheet; null or absent: none. */
  readonly selected?: ReadonlyArray<LatLng> | null
  /** A tap on a hot place or a group (its places), or the sheet's close (null); absent: the places cannot be tapped. */
  readonly onSelect?: ((places: ReadonlyArray<LatLng> | null) => void) | undefined
  /** The sheet over the map's top (a full-screen map) or under the map (a map in a page); default over. */
  readonly sheet?: "overlay" | "below"
}

export const HotPlaceMapBlock = ({
  center,
  position = null,
  showPosition = true,
  places,
  height,
  ariaLabel = "핫플레이스 지도",
  className,
  selected = null,
  onSelect,
  sheet = "overlay"
}: HotPlaceMapBlockProps): ReactElement => {
  const markers = useMemo(
    () => [...places.map((p) => ({ position: p, kind: "hotplace" as const })), ...(showPosition && position ? [{ position, kind: "me" as const }] : [])],
    [places, position, showPosition]
  )
  const select = useMemo(
    () =>
      onSelect
        ? (s: MapSelection) => {
            if (s.kind === "places") onSelect(s.places)
          }
        : undefined,
    [onSelect]
  )
  const placeSheet = selected && onSelect ? <PlaceSheet places={selected} from={position} known={places} onClose={() => onSelect(null)} /> : null
  return (
    <>
      <div className={className}>
        <MapView center={center} ariaLabel={ariaLabel} height={height} markers={markers} fitToContent={places.length > 0} onSelect={select} />
        {placeSheet && sheet === "overlay" ? <div className={css.placeOverlay}>{placeSheet}</div> : null}
      </div>
      {sheet === "below" ? placeSheet : null}
    </>
  )
}
