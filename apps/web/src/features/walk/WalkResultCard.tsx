/**
 * The '산책 완료' result card (issue 33), pure: the route with its marks as pins on the map (or the
 * map's offline fallback), distance, time, pace, per-dog calories, the marks counted, and the
 * actions '인증글 쓰기', '공유하기' and, on the walk just ended, '캘린더에서 보기'. The summary's
 * day list shows every walk with this card; the walk the summary opened on comes first.
 */
import { useMemo, type ReactElement } from "react"
import type { WalkSummaryView as WalkItem } from "@mungwalk/core/calendar"
import { CALENDAR_COPY } from "@mungwalk/core/calendar"
import { Button, Card, Text } from "../../ui/index.ts"
import { MapView } from "../../ui/map/MapView.tsx"
import { MARKER_COLORS } from "../../ui/map/markerColors.ts"
import type { MapMarker, MapMarkerKind } from "../../ui/map/types.ts"
import * as resultCss from "./result.css.ts"
import * as css from "./summary.css.ts"
import * as walkCss from "./walk.css.ts"

/** Where a walk's picture is: asked for when the card opens on the walk just ended, or at a tap. */
export type PictureStatus = "loading" | "ready" | "failed"

/** What the screen does for the result cards (the picture, the post, the share). */
export interface WalkResultActions {
  /** Each walk's picture by walk id (absent: not asked for yet). */
  readonly pictures: Readonly<Record<number, PictureStatus>>
  /** The walk being shared or handed to the post form (its buttons busy), or null. */
  readonly busyWalkId: number | null
  /** What the last share did ('링크를 복사했어요') and for which walk, or null. */
  readonly shareMessage: { readonly walkId: number; readonly text: string } | null
  writeCertification(walk: WalkItem): void
  share(walk: WalkItem): void
  showInCalendar(): void
}

const MARK_KINDS: Record<WalkItem["marks"][number]["kind"], MapMarkerKind> = { PEE: "pee", POO: "poo", WATER: "water" }

const RouteWithMarks = ({ walk }: { walk: WalkItem }): ReactElement => {
  const routes = useMemo(() => [{ points: walk.route, color: walk.color }], [walk.route, walk.color])
  const markers = useMemo<ReadonlyArray<MapMarker>>(
    () => [
      { position: walk.route[0]!, kind: "start" },
      ...(walk.route.length > 1 ? [{ position: walk.route[walk.route.length - 1]!, kind: "end" as const }] : []),
      ...walk.marks.map((m) => ({ position: m.location, kind: MARK_KINDS[m.kind] }))
    ],
    [walk.route, walk.marks]
  )
  return <MapView center={walk.route[0]!} fitToContent routes={routes} markers={markers} ariaLabel={`${walk.startLabel} 산책 경로와 표시 지도`} height={200} />
}

export interface WalkResultCardProps {
  readonly walk: WalkItem
  readonly actions?: WalkResultActions | undefined
  readonly onDelete?: (() => void) | undefined
}

export const WalkResultCard = ({ walk, actions, onDelete }: WalkResultCardProps): ReactElement => {
  const copy = CALENDAR_COPY
  const busy = actions?.busyWalkId === walk.walkId
  const picture = actions?.pictures[walk.walkId]
  return (
    <Card
      as="article"
      padding="md"
      className={css.walkCard}
      aria-label={walk.isFocused ? `${copy.resultTitle}: ${walk.startLabel} 산책` : `${walk.startLabel} 산책`}
      data-part="walk-result"
      data-focused={walk.isFocused}
    >
      <div className={css.walkHead}>
        <span className={css.colorSwatch} style={{ background: walk.color }} aria-hidden />
        {walk.isFocused ? <span className={resultCss.badge}>{copy.resultTitle}</span> : null}
        <Text as="h3" weight="bold" numeric>
          {walk.startLabel}
        </Text>
      </div>
      {walk.hasRoute ? <RouteWithMarks walk={walk} /> : <p className={resultCss.noRoute}>{copy.noRoute}</p>}
      <dl className={resultCss.stats}>
        <div className={resultCss.stat}>
          <dt className={walkCss.statLabel}>{copy.distance}</dt>
          <dd className={resultCss.statValue}>{walk.distanceLabel}</dd>
        </div>
        <div className={resultCss.stat}>
          <dt className={walkCss.statLabel}>{copy.time}</dt>
          <dd className={resultCss.statValue}>{walk.durationLabel}</dd>
        </div>
        <div className={resultCss.stat}>
          <dt className={walkCss.statLabel}>{copy.pace}</dt>
          <dd className={resultCss.statValue}>{walk.paceLabel}</dd>
        </div>
      </dl>
      <ul className={css.dogList} aria-label="함께한 강아지와 소모 칼로리">
        {walk.dogs.map((d) => (
          <li key={d.petId} className={css.dogPill}>
            {d.name} · {d.caloriesLabel}
          </li>
        ))}
      </ul>
      {walk.markCounts.length > 0 ? (
        <ul className={resultCss.markList} aria-label={copy.marks}>
          {walk.markCounts.map((m) => (
            <li key={m.kind} className={resultCss.markChip}>
              <span className={resultCss.markDot} style={{ background: MARKER_COLORS[MARK_KINDS[m.kind]] }} aria-hidden />
              {m.label} {m.count}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? (
        <div className={resultCss.actions}>
          <Button variant="primary" onClick={() => actions.writeCertification(walk)} loading={busy && picture === "loading"} className={resultCss.wide}>
            {copy.writeCertification}
          </Button>
          {walk.hasRoute ? (
            <Button variant="outline" onClick={() => actions.share(walk)} disabled={busy}>
              {copy.share}
            </Button>
          ) : null}
          {walk.isFocused ? (
            <Button variant="outline" onClick={actions.showInCalendar} className={walk.hasRoute ? undefined : resultCss.wide}>
              {copy.showInCalendar}
            </Button>
          ) : null}
        </div>
      ) : null}
      {picture === "failed" && actions ? (
        <Text size="sm" tone="muted" role="status">
          경로 그림을 만들지 못했어요. 인증글은 그림 없이 쓸 수 있어요.
        </Text>
      ) : null}
      {actions?.shareMessage?.walkId === walk.walkId ? (
        <Text size="sm" role="status">
          {actions.shareMessage.text}
        </Text>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`${walk.startLabel} 산책 ${copy.deleteWalk}`}>
          {copy.deleteWalk}
        </Button>
      ) : null}
    </Card>
  )
}
