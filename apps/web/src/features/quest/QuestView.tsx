import { useState, type ReactElement } from "react"
import { QUESTS, type QuestIcon } from "@mungwalk/core"
import type { QuestItemView, QuestView as QuestViewModel } from "@mungwalk/core/quest"
import {
  Button,
  Card,
  IconCalendar,
  IconCamera,
  IconCheck,
  IconClose,
  IconCoin,
  IconPaw,
  IconQuest,
  LoadFailed,
  Notice,
  Page,
  Skeleton,
  Stack,
  Text
} from "../../ui/index.ts"
import * as css from "./QuestView.css.ts"

export interface QuestViewProps {
  /** What the view needs of `connectQuest(...)`. */
  readonly quest: Pick<QuestViewModel, "load" | "allDone" | "quests" | "progress" | "points" | "claimError" | "copy" | "dismissError">
  /** How far today's walks went toward the walk quest ('0.20 / 0.30 km', `connectWalkedToday`), shown on it until it is done; null while unknown. */
  readonly walkProgress?: string | null
}

/** The walk quest ('오늘 300m 이상 산책하기'), whose card shows how far today's walks went. */
const WALK_QUEST_ID = QUESTS.find((d) => d.kind === "walk")!.questId

const ICONS: Record<QuestIcon, (p: { size?: number }) => ReactElement> = { calendar: IconCalendar, paw: IconPaw, camera: IconCamera }

const QuestRow = ({ quest, progress }: { quest: QuestItemView; progress: string | null }): ReactElement => {
  const Icon = ICONS[quest.icon]
  // Whether the keyboard's focus is on the button: a quest done turns it `disabled` (§4) unless the
  // focus is there (it just claimed it), which a disabled button would drop to the page; then it does once the focus leaves.
  const [focused, setFocused] = useState(false)
  return (
    <li className={css.item} data-state={quest.action} data-quest={quest.questId}>
      <span className={css.icon} data-state={quest.action} aria-hidden>
        {quest.action === "done" ? <IconCheck size={22} /> : <Icon size={22} />}
      </span>
      <span className={css.text}>
        <span className={css.name}>{quest.name}</span>
        <span className={css.point}>{quest.pointLabel}</span>
        {progress ? (
          <span className={css.progressNote} data-part="quest-progress">
            {progress}
          </span>
        ) : null}
      </span>
      <Button
        className={css.action}
        size="sm"
        variant={quest.action === "go" ? "outline" : quest.action === "done" ? "secondary" : "primary"}
        // Unavailable but still focusable while focused: a claim's button turns '받는 중…' then '완료'
        // under the keyboard's focus, which stays there.
        disabled={quest.action === "done" && !focused}
        aria-disabled={quest.disabled || undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-label={`${quest.name} ${quest.label}`}
        onClick={quest.disabled ? undefined : quest.onAction}
      >
        {quest.label}
      </Button>
    </li>
  )
}

/** `/quest`: today's progress and points, each quest with its button ('go', 'get points', 'done'). */
export const QuestView = ({ quest: q, walkProgress = null }: QuestViewProps): ReactElement => (
  <Page>
    <Text as="h1" size="xl" weight="bold">
      {q.copy.title}
    </Text>
    {q.load.status === "loading" ? (
      <Stack gap="3">
        <Skeleton height={96} label="퀘스트를 불러오는 중" />
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={76} />
      </Stack>
    ) : q.load.status === "failed" && q.quests.length === 0 ? (
      <LoadFailed message={q.copy.couldNotLoad} onRetry={q.load.retry} retryLabel={q.copy.retry} />
    ) : (
      <Stack gap="4">
        <Card tone="brand" aria-label="오늘의 진행">
          <div className={css.summary}>
            <div className={css.summaryRow}>
              <Text weight="bold" className={css.summaryItem}>
                <IconQuest size={18} /> {q.progress.label}
              </Text>
              <Text size="sm" weight="bold" numeric data-part="today-points" className={css.summaryItem}>
                <IconCoin size={16} /> {q.points.label}
              </Text>
            </div>
            <div
              className={css.progressTrack}
              role="progressbar"
              aria-label="퀘스트 진행"
              aria-valuemin={0}
              aria-valuemax={q.progress.total}
              aria-valuenow={q.progress.done}
            >
              <div className={css.progressFill} style={{ width: `${q.progress.total ? (q.progress.done / q.progress.total) * 100 : 0}%` }} />
            </div>
          </div>
        </Card>
        {q.allDone ? (
          <Notice tone="info" icon={<IconCheck size={18} />} part="all-done">
            {q.copy.allDone}
          </Notice>
        ) : null}
        {q.load.status === "failed" ? <LoadFailed message={q.copy.couldNotLoad} onRetry={q.load.retry} retryLabel={q.copy.retry} /> : null}
        {q.claimError ? (
          <Stack direction="row" align="center" gap="2">
            <Notice tone="danger" role="alert" part="claim-error">
              {q.claimError}
            </Notice>
            <Button variant="ghost" size="sm" aria-label="닫기" onClick={q.dismissError}>
              <IconClose size={18} />
            </Button>
          </Stack>
        ) : null}
        <ul className={css.list} aria-label="퀘스트 목록" aria-busy={q.load.status === "ready" && q.load.reloading}>
          {q.quests.map((quest) => (
            <QuestRow key={quest.questId} quest={quest} progress={quest.questId === WALK_QUEST_ID && quest.action === "go" ? walkProgress : null} />
          ))}
        </ul>
        <Text size="sm" tone="muted">
          {q.copy.resetNote}
        </Text>
      </Stack>
    )}
  </Page>
)
