/**
 * The '산책 완료' result card (issue 33), pure: the route with its marks as pins on the map (or the
 * map's offline fallback), distance, time, pace, per-dog calories, the marks counted, and the
 * actions '인증글 쓰기', '공유하기' and, on the walk just ended, '캘린더에서 보기'. The summary's
 * day list shows every walk with this card; the walk the summary opened on comes first.
 */
import { useMemo, type ReactElement } from "react"
import type { CalendarView, WalkSummaryView as WalkItem } from "@mungwalk/core/calendar"
import { CALENDAR_COPY } from "@mungwalk/core/calendar"
import { Button, Card, RetryOnReconnect, Skeleton, Text } from "../../ui/index.ts"
import { useObjectUrl } from "../../ui/PhotoPicker.tsx"
import { MapView } from "../../ui/map/MapView.tsx"
import { MARKER_COLORS } from "../../ui/map/markerColors.ts"
import type { MapMarker, MapMarkerKind } from "../../ui/map/types.ts"
import * as resultCss from "./result.css.ts"
import * as css from "./summary.css.ts"
import * as walkCss from "./walk.css.ts"

/**
 * What the result cards do (the calendar's picture, post and share; the screen's scroll back):
 * the route picture asked for (the walk just ended at once, another at a tap on its action).
 */
export interface WalkResultActions extends Pick<CalendarView, "picture" | "busyWalkId" | "shareMessage" | "writeCertification" | "share"> {
  showInCalendar(): void
}

/** The picture that goes with the post and the share: drawn (a thumbnail), being drawn, or failed (said, with a retry). */
const RoutePicture = ({ load }: { load: NonNullable<CalendarView["picture"]>["load"] }): ReactElement => {
  const copy = CALENDAR_COPY
  // The object URL is revoked when the picture changes or the card goes.
  const url = useObjectUrl(load.status === "ready" ? load.data : null)
  return (
    <div className={resultCss.picture} data-part="route-picture" data-status={load.status}>
      {load.status === "failed" ? null : (
        <span className={resultCss.pictureFrame}>
          {load.status === "ready" && url ? (
            <img src={url} alt={copy.pictureAlt} className={resultCss.pictureImage} width={64} height={64} />
          ) : (
            <Skeleton ratio="1 / 1" label={copy.pictureLoading} />
          )}
        </span>
      )}
      {load.status === "failed" ? (
        <div className={resultCss.pictureText}>
          <Text size="sm" tone="muted" role="status">
            {copy.pictureFailed}
          </Text>
          <Button variant="ghost" size="sm" onClick={load.retry}>
            {copy.retryPicture}
          </Button>
          <RetryOnReconnect onRetry={load.retry} />
        </div>
      ) : (
        <Text size="sm" tone="muted" className={resultCss.pictureText}>
          {load.status === "ready" ? copy.pictureCaption : `${copy.pictureLoading}…`}
        </Text>
      )}
    </div>
  )
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
  const picture = actions?.picture?.walkId === walk.walkId ? actions.picture.load : null
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
      {/* The actions right under the figures: '인증글 쓰기' in view on a 360×640 phone without scrolling (two taps to quest 3). */}
      {actions ? (
        <div className={resultCss.actions}>
          <Button variant="primary" onClick={() => actions.writeCertification(walk)} loading={busy && picture?.status === "loading"} className={resultCss.wide}>
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
      {actions?.shareMessage?.walkId === walk.walkId ? (
        <Text size="sm" role="status">
          {actions.shareMessage.text}
        </Text>
      ) : null}
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
      {picture && walk.hasRoute ? <RoutePicture load={picture} /> : null}
      {onDelete ? (
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`${walk.startLabel} 산책 ${copy.deleteWalk}`}>
          {copy.deleteWalk}
        </Button>
      ) : null}
    </Card>
  )
}
