/** `/walk/nearby`: other members' recent routes near you (pure view). */
import { useMemo, useRef, type ReactElement } from "react"
import { NEARBY_ROUTE_TRIM_M, formatKm, haversine, type LatLng, type NearbyRoute } from "@mungwalk/core"
import type { LocatedView } from "@mungwalk/core/location"
import { EmptyState, IconRoute, LoadFailed, Page, Spinner, Text, brandIcon, chip, VisuallyHidden } from "../../ui/index.ts"
import { scrollBackIntoView } from "../../ui/focusAndScroll.ts"
import { MapView } from "../../ui/map/MapView.tsx"
import { routeColor } from "../../ui/map/routeColors.ts"
import type { MapSelection } from "../../ui/map/types.ts"
import * as css from "./walk.css.ts"

export interface NearbyViewProps {
  /** The map's centre and "me" marker, and the routes found around it (`connectLocated`). */
  readonly routes: LocatedView<ReadonlyArray<NearbyRoute>>
  /** The route told apart (index): thicker, on top, the others dimmed; null or absent: none. */
  readonly selectedRoute?: number | null
  /** A route picked in the list or tapped on the map; null: none (the picked one tapped again). Absent: routes cannot be picked. */
  readonly onSelectRoute?: (index: number | null) => void
}

const lengthOf = (points: ReadonlyArray<LatLng>): number => points.reduce((sum, p, i) => (i === 0 ? 0 : sum + haversine(points[i - 1]!, p)), 0)

export const NearbyView = ({ routes: { center, position, found: routes }, selectedRoute = null, onSelectRoute }: NearbyViewProps): ReactElement => {
  const drawn = useMemo(() => (routes.status === "ready" ? routes.data.map((r, i) => ({ points: r.paths, color: routeColor(i) })) : []), [routes])
  const markers = useMemo(() => (position ? [{ position, kind: "me" as const }] : []), [position])
  const mapFrame = useRef<HTMLDivElement>(null)
  const pick = onSelectRoute ? (index: number) => onSelectRoute(index === selectedRoute ? null : index) : undefined
  const onMapSelect = pick
    ? (s: MapSelection) => {
        if (s.kind === "route") pick(s.index)
      }
    : undefined
  return (
    <Page bleed label="주변 산책로">
      <VisuallyHidden as="h1">주변 산책로</VisuallyHidden>
      <div ref={mapFrame} className={css.mapBleed}>
        {routes.status === "loading" ? (
          <span className={chip}>
            <Spinner size={16} label="주변 산책로를 불러오는 중" />
            불러오는 중
          </span>
        ) : null}
        <MapView
          center={center}
          ariaLabel="주변 산책로 지도"
          height={css.DISCOVER_MAP_HEIGHT}
          routes={drawn}
          markers={markers}
          fitToContent={drawn.length > 0}
          selectedRoute={selectedRoute}
          onSelect={onMapSelect}
        />
      </div>
      <div className={css.sheet}>
        {routes.status === "ready" && routes.data.length > 0 ? (
          <div className={css.dogRow}>
            <IconRoute size={24} className={brandIcon} />
            <Text weight="bold">근처에서 다른 멍멍이들이 걸은 길 {routes.data.length}개</Text>
          </div>
        ) : routes.status === "loading" ? (
          <Text tone="muted">주변 산책로를 찾고 있어요.</Text>
        ) : routes.status === "failed" ? (
          // A failed load is not "no routes here": the app's usual failure and a retry.
          <LoadFailed message="주변 산책로를 불러오지 못했어요." onRetry={routes.retry} />
        ) : (
          <EmptyState message="근처에 다른 산책 기록이 아직 없어요." detail="먼저 산책을 시작해 첫 길을 만들어보세요." icon={<IconRoute size={40} />} />
        )}
        {routes.status === "ready" && routes.data.length > 0 && pick ? (
          // One button per route, in its colour: the picked one is drawn thicker and on top.
          <ul className={css.routeList} aria-label="주변 산책로 목록">
            {drawn.map((r, i) => (
              <li key={`${r.color}@${r.points[0]?.lat},${r.points[0]?.lng}/${r.points.length}`}>
                <button
                  type="button"
                  className={css.routeChip}
                  aria-pressed={selectedRoute === i}
                  data-state={selectedRoute === null ? undefined : selectedRoute === i ? "selected" : "dimmed"}
                  onClick={(e) => {
                    pick(i)
                    // A tap below a map scrolled up out of view brings the map back to show the route; a
                    // keyboard's pick stays where its focus is (`detail` counts a pointer's clicks; a key's has none).
                    if (selectedRoute !== i && e.detail > 0) scrollBackIntoView(mapFrame.current)
                  }}
                >
                  <span className={css.routeSwatch} style={{ background: r.color }} aria-hidden />길 {i + 1} · {formatKm(lengthOf(r.points))}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Text size="sm" tone="muted">
          개인정보 보호를 위해 각 경로의 시작과 끝 {NEARBY_ROUTE_TRIM_M} m는 보이지 않아요.
        </Text>
      </div>
    </Page>
  )
}

export default NearbyView
