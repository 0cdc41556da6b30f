/** The quest list view model: each quest with its button, today's progress and points. */
import type { SnapshotFrom } from "xstate"
import { isQuestDone, walkQuestProgress, type QuestIcon } from "../domain/quests.ts"
import type { ResourceMachine } from "../resource/resource.machine.ts"
import type { QuestMachine } from "./quest.machine.ts"
import { questAction, questIcon, type QuestAction } from "./quest.rules.ts"
import { loadState, type LoadState } from "../resource/loadable.ts"
import { QUEST_COPY, type QuestEvent } from "./quest.types.ts"

export type QuestStatus = "loading" | "ready" | "claiming" | "allDone" | "failed"

export interface QuestItemView {
  readonly questId: number
  readonly name: string
  readonly point: number
  /** `+10P` */
  readonly pointLabel: string
  readonly icon: QuestIcon
  readonly completed: boolean
  readonly claimed: boolean
  readonly action: QuestAction
  /** The button's Korean label: 바로가기 / 포인트 받기 / 받는 중… / 완료. */
  readonly label: string
  /** 'done', 'claiming', a 'go' with nowhere to go (check-in), or while another quest is being claimed or the list loads. */
  readonly disabled: boolean
  /** Sends 'go' or 'claim' as the action says (does nothing when disabled). */
  onAction(): void
}

export interface QuestView {
  readonly status: QuestStatus
  /**
   * The list's load: `loading` the first time (no list yet), `ready` with `reloading` while it loads
   * again with the last list shown (after a claim, or on reload), `failed` (the last list, if any,
   * stays in `quests`).
   */
  readonly load: LoadState
  /** Every quest was completed and claimed today. */
  readonly allDone: boolean
  readonly quests: ReadonlyArray<QuestItemView>
  /** Completed quests of today (n of total). */
  readonly progress: { readonly done: number; readonly total: number; readonly label: string }
  /** Today's points: all the quests together, already claimed, and waiting to be claimed. */
  readonly points: {
    readonly total: number
    readonly claimed: number
    readonly claimable: number
    readonly label: string
  }
  readonly claimError: string | null
  readonly copy: typeof QUEST_COPY
  go(questId: number): void
  claim(questId: number): void
  retry(): void
  reload(): void
  dismissError(): void
}

const STATUSES: ReadonlyArray<QuestStatus> = ["loading", "ready", "claiming", "allDone", "failed"]

export const connectQuest = (snapshot: SnapshotFrom<QuestMachine>, send: (event: QuestEvent) => void): QuestView => {
  const c = snapshot.context
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? "loading"
  const list = c.quests ?? []
  const busy = status !== "ready"
  const quests = list.map((q): QuestItemView => {
    const action = questAction(q, c.claimingId)
    const label = action === "go" ? QUEST_COPY.go : action === "claim" ? QUEST_COPY.claim : action === "claiming" ? QUEST_COPY.claiming : QUEST_COPY.done
    const canAct =
      (action === "go" && snapshot.can({ type: "user.go", questId: q.questId })) ||
      (action === "claim" && snapshot.can({ type: "user.claim", questId: q.questId }))
    return {
      questId: q.questId,
      name: q.questName,
      point: q.questPoint,
      pointLabel: `+${q.questPoint}P`,
      icon: questIcon(q.questId),
      completed: q.completed,
      claimed: q.reward,
      action,
      label,
      disabled: busy || !canAct,
      onAction: () => {
        if (action === "go") send({ type: "user.go", questId: q.questId })
        else if (action === "claim") send({ type: "user.claim", questId: q.questId })
      }
    }
  })
  const done = list.filter(isQuestDone).length
  const total = list.reduce((sum, q) => sum + q.questPoint, 0)
  const claimed = list.reduce((sum, q) => sum + (q.reward ? q.questPoint : 0), 0)
  const claimable = list.reduce((sum, q) => sum + (q.completed && !q.reward ? q.questPoint : 0), 0)
  return {
    status,
    load: loadState({ loading: status === "loading", failed: status === "failed", hasData: c.quests !== null }, () => send({ type: "user.retry" })),
    allDone: status === "allDone",
    quests,
    progress: { done, total: list.length, label: `${done}/${list.length} 완료` },
    points: { total, claimed, claimable, label: `${claimed}P / ${total}P 받음` },
    claimError: c.claimError,
    copy: QUEST_COPY,
    go: (questId) => send({ type: "user.go", questId }),
    claim: (questId) => send({ type: "user.claim", questId }),
    retry: () => send({ type: "user.retry" }),
    reload: () => send({ type: "user.reload" }),
    dismissError: () => send({ type: "user.dismissError" })
  }
}

/**
 * The walk quest's progress from `walkedTodayMachine` ('0.20 / 0.30 km'), or null while it loads
 * or when it could not (the quest's own card still says whether it is done).
 */
export const connectWalkedToday = (snapshot: SnapshotFrom<ResourceMachine>): string | null =>
  snapshot.matches("success") && typeof snapshot.context.data === "number" ? walkQuestProgress(snapshot.context.data) : null
