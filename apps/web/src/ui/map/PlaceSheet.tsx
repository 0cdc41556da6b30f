/**
 * What a tap on a hot place (or a group of them) shows, under the map: how many places, where
 * they are from the member (direction and distance, when the position is known) and what makes a
 * hot place, and how many walks passed there (`walkCount` of the hot-place answer). The answer has
 * no names, so the area is told from the member's position. Pure: the screen keeps the selection.
 */
import type { ReactElement } from "react"
import { bearing, haversine, type HotPlace, type LatLng } from "@mungwalk/core"
import { IconButton } from "../Button.tsx"
import { IconClose, IconFlame } from "../icons.tsx"
import { Text } from "../Text.tsx"
import { brandIcon } from "../Tile.css.ts"
import * as css from "./MapOverlays.css.ts"

const DIRECTIONS = ["북", "북동", "동", "남동", "남", "남서", "서", "북서"] as const

/** The compass direction (8 points, Korean) from `from` to `to`. */
export const directionFrom = (from: LatLng, to: LatLng): (typeof DIRECTIONS)[number] => DIRECTIONS[Math.round(bearing(from, to) / 45) % 8]!

/** "약 350 m" (to 10 m) under a kilometre, "약 1.2 km" beyond. */
export const aboutDistance = (meters: number): string =>
  meters < 1000 ? `약 ${Math.max(10, Math.round(meters / 10) * 10)} m` : `약 ${(meters / 1000).toFixed(1)} km`

/** Where the places are from the member: "내 위치에서 북동쪽 약 350 m" (their mean), or "내 위치 바로 근처". */
export const placeArea = (places: ReadonlyArray<LatLng>, from: LatLng): string => {
  const mid = { lat: places.reduce((s, p) => s + p.lat, 0) / places.length, lng: places.reduce((s, p) => s + p.lng, 0) / places.length }
  const meters = haversine(from, mid)
  return meters < 30 ? "내 위치 바로 근처" : `내 위치에서 ${directionFrom(from, mid)}쪽 ${aboutDistance(meters)}`
}

/**
 * How many walks passed through the tapped places: each one's `walkCount` in the hot-place answer
 * (the map hands back positions, matched to the answer's places within a few metres); null when
 * one of them has no count.
 */
export const walksThrough = (places: ReadonlyArray<LatLng>, known: ReadonlyArray<HotPlace>): number | null => {
  let total = 0
  for (const p of places) {
    const match = known.find((k) => haversine(k, p) < 5)
    if (match?.walkCount === undefined) return null
    total += match.walkCount
  }
  return total
}

export interface PlaceSheetProps {
  /** The places tapped (one, or a group's). */
  readonly places: ReadonlyArray<LatLng>
  /** The member's position, for the area; null: unknown. */
  readonly from: LatLng | null
  /** Every hot place of the answer, with its walk count. */
  readonly known?: ReadonlyArray<HotPlace>
  readonly onClose: () => void
}

export const PlaceSheet = ({ places, from, known = [], onClose }: PlaceSheetProps): ReactElement => {
  const title = places.length === 1 ? "핫플레이스" : `핫플레이스 ${places.length}곳`
  const walks = walksThrough(places, known)
  return (
    <section className={css.placeSheet} aria-label="선택한 핫플레이스" data-part="place-sheet" aria-live="polite">
      <IconFlame size={24} className={brandIcon} />
      <div className={css.placeSheetText}>
        <Text weight="bold">{title}</Text>
        {from ? (
          <Text size="sm" data-part="place-area">
            {placeArea(places, from)}
          </Text>
        ) : null}
        {walks === null ? null : (
          <Text size="sm" data-part="place-walks">
            최근 산책 {walks.toLocaleString("ko-KR")}회
          </Text>
        )}
        <Text size="sm" tone="muted">
          {places.length === 1 ? "보호자 세 명 이상이 산책한 곳이에요." : "보호자 세 명 이상이 산책한 곳이 모여 있어요."}
        </Text>
      </div>
      <IconButton label="핫플레이스 정보 닫기" onClick={onClose}>
        <IconClose size={18} />
      </IconButton>
    </section>
  )
}
