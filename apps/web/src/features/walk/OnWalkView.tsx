/** `/walk/onwalk`: the live walk — map with the route so far, the live card, the end button (pure view). */
import { memo, useMemo, useRef, type ReactElement } from "react"
import { MARK_LABELS, WALK_COPY, type LiveCard, type LiveDog, type OnWalkModel } from "@mungwalk/core/walk"
import { WALK_MARK_KINDS, type WalkMarkKind } from "@mungwalk/core"
import {
  Alert,
  Avatar,
  Button,
  Card,
  IconAlert,
  IconButton,
  IconChevronDown,
  IconClose,
  Modal,
  Text,
  chip,
  notice,
  VisuallyHidden,
  visuallyHidden
} from "../../ui/index.ts"
import { MapView } from "../../ui/map/MapView.tsx"
import type { LiveTrack } from "../../ui/map/types.ts"
import { fixedSource, selectedSource, SourceText, useSourceAtOnce, type Source } from "../../ui/source.ts"
import { useScrollsItself } from "../../ui/useScrollsItself.ts"
import { useTakeDroppedFocus } from "../../ui/focusAndScroll.ts"
import * as css from "./walk.css.ts"
import * as layout from "./OnWalkView.css.ts"

export interface OnWalkViewProps {
  /** `connectOnWalk(connectWalk(...), confirm, setConfirm)`. */
  readonly walk: OnWalkModel
  /**
   * The walker and the route as the map reads them on every fix, from the walk itself (the screen
   * draws again only when something else it shows changed); default: the model's `position` and `route`.
   */
  readonly track?: LiveTrack
  /** The live card as it reads it from the walk itself (it draws again alone when a label changed); default: the model's `live`. */
  readonly live?: Source<LiveCard | null>
}

/*
 * The screen is drawn in parts that React draws again only when their own props change
 * (`React.memo`; the screen hands stable actions, `useConnectedActorWhenShown`), and the screen
 * itself only when something it shows changed: a fix (one a second, for hours) draws nothing of it
 * but the walker and the route, which the map reads from `track` and draws over itself; the live
 * card's numbers when their text changes (issue 33: smooth at hour two).
 */

/** The recording chip: its dot while recording (a batch leaving meanwhile changes nothing that shows), a warning while retrying. */
const StatusChip = memo(
  ({ retrying, recording, syncLabel }: { retrying: boolean; recording: boolean; syncLabel: string }): ReactElement => (
    <span className={chip} data-tone={retrying ? "warning" : undefined} data-part="sync">
      {retrying ? <IconAlert size={16} /> : recording ? <span className={css.recDot} aria-hidden /> : null}
      {syncLabel}
    </span>
  )
)

/**
 * A notice in one line (the walk's numbers and end button stay in view); its text opens to the
 * whole message. `onDismiss` adds a close button.
 */
const CompactNotice = memo(
  ({
    part,
    tone,
    role = "status",
    icon = true,
    text,
    dismissLabel,
    onDismiss
  }: {
    part: string
    tone?: "info" | "danger"
    role?: "status" | "alert"
    icon?: boolean
    text: string
    dismissLabel?: string
    onDismiss?: () => void
  }): ReactElement => (
    <div className={`${notice} ${layout.compactNotice}`} data-tone={tone} role={role} data-part={part}>
      {icon ? <IconAlert size={18} /> : null}
      <details className={layout.noticeDetails}>
        {/* The chevron says the line opens to the whole message (and turns when it has). */}
        <summary className={layout.noticeSummary}>
          <span className={layout.noticeText}>{text}</span>
          <IconChevronDown size={16} className={layout.noticeChevron} />
        </summary>
      </details>
      {onDismiss ? (
        <IconButton label={dismissLabel ?? "알림 닫기"} onClick={onDismiss}>
          <IconClose size={18} />
        </IconButton>
      ) : null}
    </div>
  )
)

/** The map pin of each mark. */
const MARK_PIN = { PEE: "pee", POO: "poo", WATER: "water" } as const

const CONFIRM_COPY = {
  end: { title: "산책을 종료할까요?", description: "지금까지 걸은 경로와 기록이 저장돼요.", cancel: "계속 걷기", confirm: "종료하기" },
  // A short walk (under 50 m or 1 minute): keep it (confirm) or discard it; closing the dialog walks on.
  short: { title: WALK_COPY.shortWalkTitle, description: WALK_COPY.shortWalkDetail, cancel: WALK_COPY.shortWalkDiscard, confirm: WALK_COPY.shortWalkKeep },
  abandon: {
    title: "이 산책 기록을 포기할까요?",
    description: "아직 저장되지 않은 경로는 사라지고 되돌릴 수 없어요.",
    cancel: "계속 시도하기",
    confirm: "포기하기"
  }
} as const

/** The map: the route so far (`track`), its start, the marks and where the walker is (the map keeps the walker in view). */
const WalkMap = memo(({ track, start, center, marks }: { track: LiveTrack } & Pick<OnWalkModel, "start" | "center" | "marks">): ReactElement => {
  const markers = useMemo(
    () => [...(start ? [{ position: start, kind: "start" as const }] : []), ...marks.map((m) => ({ position: m.position, kind: MARK_PIN[m.kind] }))],
    [start, marks]
  )
  return <MapView center={center} live={track} ariaLabel="지금까지 걸은 경로 지도" height="100%" markers={markers} />
})

/** The live card's time and distance, each drawn from `live` by itself (`SourceText`): a new label writes that text alone, no component draws again. */
const LiveStats = memo(
  ({ live }: { live: Source<LiveCard | null> }): ReactElement => (
    <Card as="section" padding="md" aria-label="실시간 산책 기록">
      <div className={css.statGrid}>
        <div className={css.stat}>
          <span className={css.statLabel}>산책 시간</span>
          <span className={css.statValue} data-part="elapsed">
            <SourceText className={css.liveFigure} source={live} text={elapsedLabelOf} />
          </span>
        </div>
        <div className={css.stat}>
          <span className={css.statLabel}>거리</span>
          <span className={css.statValue} data-part="distance">
            <SourceText className={css.liveFigure} source={live} text={distanceLabelOf} />
          </span>
        </div>
      </div>
    </Card>
  )
)

const elapsedLabelOf = (card: LiveCard | null): string => card?.elapsedLabel ?? "0초"
const distanceLabelOf = (card: LiveCard | null): string => card?.distanceLabel ?? "0.00 km"
const NO_DOGS: ReadonlyArray<LiveDog> = []
const dogsOf = (card: LiveCard | null): ReadonlyArray<LiveDog> => card?.dogs ?? NO_DOGS

/** The same dogs shown (who, their names and pictures): their calories are drawn by themselves. */
const sameDogsShown = (a: ReadonlyArray<LiveDog>, b: ReadonlyArray<LiveDog>): boolean =>
  a.length === b.length &&
  a.every((d, i) => {
    const e = b[i]!
    return d.petId === e.petId && d.name === e.name && d.profileImageUrl === e.profileImageUrl
  })

/** The live card: its figures drawn by themselves from `live`; the dogs' rows drawn again only when the dogs shown change. */
const LiveFigures = ({ live }: { live: Source<LiveCard | null> }): ReactElement => {
  const dogsSource = useMemo(() => selectedSource(live, dogsOf, sameDogsShown), [live])
  const dogs = useSourceAtOnce(dogsSource)
  return (
    <>
      <LiveStats live={live} />
      {dogs.length > 0 ? <DogCalories dogs={dogs} live={live} /> : null}
    </>
  )
}

/** The dogs' calories; where the list scrolls inside itself (five dogs on a small phone) it is in the tab order, so a keyboard scrolls it. */
const DogCalories = memo(({ dogs, live }: { dogs: ReadonlyArray<LiveDog>; live: Source<LiveCard | null> }): ReactElement => {
  const ref = useRef<HTMLElement>(null)
  const scrolls = useScrollsItself(ref)
  return (
    <Card as="section" ref={ref} padding="md" aria-label="강아지별 소모 칼로리" className={layout.dogs} data-part="dogs" tabIndex={scrolls ? 0 : undefined}>
      <ul>
        {dogs.map((dog) => (
          <li key={dog.petId} className={css.dogRow}>
            <Avatar src={dog.profileImageUrl} alt="" size="sm" />
            <Text weight="bold" truncate className={css.liveDogName}>
              {dog.name}
            </Text>
            <Text as="span" weight="bold" tone="brand" numeric className={css.liveFigureAtEnd} data-part="calories">
              <SourceText
                className={css.liveFigure}
                source={live}
                text={(card) => card?.dogs.find((d) => d.petId === dog.petId)?.caloriesLabel ?? dog.caloriesLabel}
              />
            </Text>
          </li>
        ))}
      </ul>
    </Card>
  )
})

/**
 * The mark bar: the last tap with '되돌리기' while it can be undone; for a moment after an undo, the
 * note that it was. A screen reader hears its message from `MarkNote`.
 */
const UndoBar = memo(
  ({ message, onUndo }: { message: string; onUndo: (() => void) | null }): ReactElement => (
    <div className={`${notice} ${layout.compactNotice}`} data-part="mark-undo">
      <span className={layout.noticeDetails}>{message}</span>
      {onUndo ? (
        <Button variant="ghost" size="sm" onClick={onUndo}>
          되돌리기
        </Button>
      ) : null}
    </div>
  )
)

const MarkButtons = memo(
  ({ markCounts, onMark }: { markCounts: OnWalkModel["markCounts"]; onMark: (kind: WalkMarkKind) => void }): ReactElement => (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form inputs
    <div className={layout.markRow} role="group" aria-label="배변·물 기록">
      {WALK_MARK_KINDS.map((kind) => (
        <button key={kind} type="button" className={layout.markButton} data-kind={kind} onClick={() => onMark(kind)}>
          <span className={layout.markDot} data-kind={kind} aria-hidden />
          {MARK_LABELS[kind]}
          <span className={layout.markCount} data-part={`mark-count-${kind}`}>
            {markCounts[kind]}
          </span>
        </button>
      ))}
    </div>
  )
)

/**
 * Ending keeps failing: '기록 포기' and '지금 다시 시도' take the end button's place. The end button,
 * which had the focus back from the confirmation, is gone: the focus goes to '지금 다시 시도' (not
 * dropped to the page).
 */
const EndRetryRow = ({ onRequestAbandon, onRetryEnd }: Pick<OnWalkModel, "onRequestAbandon" | "onRetryEnd">): ReactElement => {
  const retry = useRef<HTMLDivElement>(null)
  useTakeDroppedFocus(() => retry.current?.querySelector<HTMLButtonElement>("button:last-child"))
  return (
    <div ref={retry} className={css.actionRow}>
      <Button variant="outline" fullWidth onClick={onRequestAbandon}>
        기록 포기
      </Button>
      <Button variant="primary" fullWidth onClick={onRetryEnd}>
        지금 다시 시도
      </Button>
    </div>
  )
}

const EndActions = memo(
  ({
    endRetrying,
    isEnding,
    isDiscarding,
    canMark,
    markCounts,
    onMark,
    onRequestAbandon,
    onRetryEnd,
    onRequestEnd
  }: Pick<
    OnWalkModel,
    "endRetrying" | "isEnding" | "isDiscarding" | "canMark" | "markCounts" | "onMark" | "onRequestAbandon" | "onRetryEnd" | "onRequestEnd"
  >): ReactElement =>
    endRetrying ? (
      <EndRetryRow onRequestAbandon={onRequestAbandon} onRetryEnd={onRetryEnd} />
    ) : (
      // The marks beside the end button: one row, so the end stays in reach on a 640 px phone.
      <div className={layout.endRow}>
        {canMark ? <MarkButtons markCounts={markCounts} onMark={onMark} /> : null}
        <div className={layout.endButton}>
          <Button variant="danger" size="lg" fullWidth loading={isEnding || isDiscarding} onClick={onRequestEnd}>
            {isDiscarding ? "기록을 지우는 중" : isEnding ? "산책을 저장하는 중" : "산책 종료"}
          </Button>
        </div>
      </div>
    )
)

const ConfirmDialog = memo(
  ({ confirm: which, onCancelConfirm, onDiscard, onConfirm }: Pick<OnWalkModel, "confirm" | "onCancelConfirm" | "onDiscard" | "onConfirm">): ReactElement => {
    const confirm = which ? CONFIRM_COPY[which] : null
    return (
      <Modal
        open={confirm !== null}
        role="alertdialog"
        title={confirm?.title ?? ""}
        description={confirm?.description}
        onClose={onCancelConfirm}
        actions={
          confirm ? (
            <>
              <Button variant="outline" fullWidth onClick={which === "short" ? onDiscard : onCancelConfirm}>
                {confirm.cancel}
              </Button>
              <Button variant={which === "short" ? "primary" : "danger"} fullWidth onClick={onConfirm} data-autofocus>
                {confirm.confirm}
              </Button>
            </>
          ) : null
        }
      />
    )
  }
)

const WalkOverDialog = memo(
  ({ title, message, actionLabel, onAction }: { title: string | null; message?: string; actionLabel?: string; onAction: () => void }): ReactElement => (
    <Modal
      open={title !== null}
      role="alertdialog"
      title={title ?? ""}
      description={message}
      onClose={onAction}
      actions={
        title !== null ? (
          <Button variant="primary" fullWidth onClick={onAction} data-autofocus>
            {actionLabel}
          </Button>
        ) : null
      }
    />
  )
)

const WalkAlert = memo(Alert)

export const OnWalkView = ({ walk: props, track: givenTrack, live: givenLive }: OnWalkViewProps): ReactElement => {
  const { isEnding, endRetrying } = props
  const { position, route, live: card } = props
  const fixed = useMemo(() => fixedSource({ position, route }), [position, route])
  const track = givenTrack ?? fixed
  const fixedLive = useMemo(() => fixedSource(card), [card])
  const live = givenLive ?? fixedLive
  return (
    <section className={layout.screen} aria-label="산책 중">
      <VisuallyHidden as="h1">산책 중</VisuallyHidden>
      <div className={`${css.mapBleed} ${layout.mapArea}`}>
        {/* No recording chip once the server said the walk is over (tracking has stopped), nor offline (the one offline notice says it). */}
        {props.syncLabel === null ? null : <StatusChip retrying={props.retrying} recording={props.isRecording} syncLabel={props.syncLabel} />}
        <WalkMap track={track} start={props.start} center={props.center} marks={props.marks} />
      </div>
      <div className={layout.sheet}>
        {props.offlineNotice ? <CompactNotice part="offline-notice" text={props.offlineNotice} /> : null}
        {props.gapNotice ? <CompactNotice part="gap-notice" text={props.gapNotice} onDismiss={props.onDismissGap} /> : null}
        {props.rejectedNotice ? (
          <CompactNotice part="rejected-points" tone="info" text={props.rejectedNotice} dismissLabel="제외 알림 닫기" onDismiss={props.onDismissRejected} />
        ) : null}
        {props.gpsProblem ? <CompactNotice part="gps-problem" tone="danger" role="alert" text={props.gpsProblem} /> : null}
        {props.sendProblem && !isEnding ? <CompactNotice part="send-problem" tone="info" icon={false} text={props.sendProblem} /> : null}
        <LiveFigures live={live} />
        {props.undoableMark ? <UndoBar message={props.undoableMark.message} onUndo={props.undoableMark.canUndo ? props.onUndoMark : null} /> : null}
        {/* Always in the page (a region added with its text is often not read): each mark, and each undo, is said as it happens. */}
        <p className={visuallyHidden} role="status" data-part="mark-note">
          {props.undoableMark?.message ?? ""}
        </p>
        {isEnding && props.endStatus ? (
          <CompactNotice
            part="end-status"
            tone={endRetrying ? "danger" : "info"}
            icon={false}
            text={`${props.endStatus}${endRetrying ? " 기록은 이 기기에 안전하게 보관돼요." : ""}`}
          />
        ) : null}
        <EndActions
          endRetrying={endRetrying}
          isEnding={isEnding}
          isDiscarding={props.isDiscarding}
          canMark={props.canMark}
          markCounts={props.markCounts}
          onMark={props.onMark}
          onRequestAbandon={props.onRequestAbandon}
          onRetryEnd={props.onRetryEnd}
          onRequestEnd={props.onRequestEnd}
        />
      </div>
      <ConfirmDialog confirm={props.confirm} onCancelConfirm={props.onCancelConfirm} onDiscard={props.onDiscard} onConfirm={props.onConfirm} />
      <WalkAlert message={props.alert} onConfirm={props.onDismissAlert} />
      <WalkOverDialog
        title={props.walkOver?.title ?? null}
        message={props.walkOver?.message}
        actionLabel={props.walkOver?.actionLabel}
        onAction={props.onWalkOverAction}
      />
    </section>
  )
}

export default OnWalkView
