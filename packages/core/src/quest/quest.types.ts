/** Types of the quest list (§2 `/quest`, §4 Quest). */
import type { ApiClient } from "../api/client.ts"
import type { Navigate } from "../ports.ts"
import type { Quest } from "../schema/quest.ts"

export interface QuestContext {
  /** Today's quests as the server last answered them (kept while reloading and after failures). */
  readonly quests: ReadonlyArray<Quest> | null
  /** The quest whose reward is being claimed. */
  readonly claimingId: number | null
  /** Why the last claim failed (Korean), until dismissed or the next claim. */
  readonly claimError: string | null
  /**
   * The quest whose last claim got no answer (the network, a 5xx): its points may have been paid.
   * A claim of it again that the server calls already claimed (409) was that claim: no error.
   */
  readonly claimUnknown: number | null
}

export type QuestEvent =
  /** 'go' on a quest not completed yet: navigates to where it is done (quest 2 `/walk`, quest 3 `/post/1`). */
  | { readonly type: "user.go"; readonly questId: number }
  /** 'get points' on a completed, unclaimed quest. */
  | { readonly type: "user.claim"; readonly questId: number }
  | { readonly type: "user.retry" }
  /** Load the list again (the screen came back into view). */
  | { readonly type: "user.reload" }
  | { readonly type: "user.dismissError" }

export interface ClaimInput {
  readonly questId: number
}

export interface QuestPorts {
  readonly api: ApiClient
  readonly navigate: Navigate
}

/** Korean copy of the quest screen (the spec gives none). */
export const QUEST_COPY = {
  title: "오늘의 퀘스트",
  go: "바로가기",
  claim: "포인트 받기",
  claiming: "받는 중…",
  done: "완료",
  couldNotLoad: "퀘스트를 불러오지 못했어요.",
  retry: "다시 시도",
  claimFailed: "포인트를 받지 못했어요. 잠시 후 다시 시도해주세요.",
  /** No answer came: the points may be paid; claiming again cannot pay twice (one reward per quest a day). */
  claimUnknown: "포인트를 받았는지 확인하지 못했어요. 다시 눌러도 두 번 받지 않아요.",
  allDone: "오늘의 퀘스트를 모두 마쳤어요! 내일 또 만나요.",
  resetNote: "퀘스트는 매일 자정(한국 시간)에 새로 시작돼요."
} as const
