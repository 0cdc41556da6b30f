/** `/walk/hotplace`: places where many members walk (pure view). */
import type { ReactElement } from "react"
import type { HotPlace, LatLng } from "@mungwalk/core"
import { dataOr } from "@mungwalk/core/resource"
import type { LocatedView } from "@mungwalk/core/location"
import { EmptyState, IconFlame, LoadFailed, Page, Spinner, Text, brandIcon, VisuallyHidden } from "../../ui/index.ts"
import { HotPlaceMapBlock } from "./HotPlaceMapBlock.tsx"
import * as css from "./walk.css.ts"

export interface HotPlaceViewProps {
  /** The map's centre and "me" marker, and the hot places found (`connectLocated`; loading includes the spec's 1 s delay). */
  readonly places: LocatedView<ReadonlyArray<HotPlace>>
  /** The hot places tapped on the map (one, or a group's), shown under it; null: none. */
  readonly selected?: ReadonlyArray<LatLng> | null
  /** A tap on a hot place or a group (its places), or the sheet's close (null). */
  readonly onSelect?: (places: ReadonlyArray<LatLng> | null) => void
}

const NO_PLACES: ReadonlyArray<HotPlace> = []

export const HotPlaceView = ({ places: { center, position, found: places }, selected = null, onSelect }: HotPlaceViewProps): ReactElement => (
  <Page bleed label="핫플레이스">
    <VisuallyHidden as="h1">핫플레이스</VisuallyHidden>
    <HotPlaceMapBlock
      className={css.mapBleed}
      center={center}
      position={position}
      places={dataOr(places, NO_PLACES)}
      height={css.DISCOVER_MAP_HEIGHT}
      selected={selected}
      onSelect={onSelect}
    />
    <div className={css.sheet}>
      {places.status === "loading" ? (
        <div className={css.dogRow}>
          <Spinner size={20} label="핫플레이스를 찾는 중" />
          <Text tone="muted">핫플레이스를 찾고 있어요.</Text>
        </div>
      ) : places.status === "failed" ? (
        // A failed load is not "no hot places": the app's usual failure and a retry.
        <LoadFailed message="핫플레이스를 불러오지 못했어요." onRetry={places.retry} />
      ) : places.status === "ready" && places.data.length > 0 ? (
        <div className={css.dogRow}>
          <IconFlame size={24} className={brandIcon} />
          <Text weight="bold">여러 멍멍이가 자주 걷는 곳 {places.data.length}곳</Text>
        </div>
      ) : (
        <EmptyState
          message="근처에 아직 핫플레이스가 없어요."
          detail="세 명 이상의 보호자가 산책한 곳이 핫플레이스로 표시돼요."
          icon={<IconFlame size={40} />}
        />
      )}
    </div>
  </Page>
)

export default HotPlaceView
