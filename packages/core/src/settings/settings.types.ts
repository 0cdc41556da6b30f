/** Types of `/mypage/settings` (issue 32): settings, sign-out, withdrawal and the data download. */
import type { ApiClient } from "../api/client.ts"
import { CONSENT_COPY } from "./consent.copy.ts"
import type { Navigate } from "../ports.ts"
import type { AccountSettings } from "../schema/account.ts"

export const SETTINGS_PAGE = "/mypage/settings"

export interface SettingsContext {
  readonly settings: AccountSettings | null
  /** A message to show in an alert (a failed save, download or sign-out), cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** Why the withdrawal failed (the server's message, e.g. an order being paid), while `deleteFailed`. */
  readonly failure: string | null
  /** Route points of a walk in progress that have not reached the server yet (read when sign-out is asked). */
  readonly unsentPoints: number
  /** A walk is in progress on this device. */
  readonly walking: boolean
}

export type SettingsEvent =
  | { readonly type: "user.retry" }
  | { readonly type: "user.toggleSharing" }
  | { readonly type: "user.toggleNotifications" }
  | { readonly type: "user.export" }
  | { readonly type: "user.logout" }
  | { readonly type: "user.deleteAccount" }
  /** Yes in the open dialog (sign out, sign out losing unsent points, leave). */
  | { readonly type: "user.confirm" }
  /** No in the open dialog, or back from a failed withdrawal. */
  | { readonly type: "user.cancel" }
  | { readonly type: "user.dismissAlert" }

/** The walk on this device as sign-out sees it. */
export interface WalkOnDevice {
  /** A walk is in progress here. */
  readonly walking: boolean
  /** Route points not acknowledged by the server yet. */
  readonly unsent: number
}

/** The walk on this device, as sign-out needs it: what is unsent, and sending it. */
export interface WalkOutbox {
  readonly read: () => Promise<WalkOnDevice>
  /** Tries to send what is unsent (a few seconds at most); answers what is left. */
  readonly flush: () => Promise<WalkOnDevice>
}

export interface SettingsPorts {
  readonly api: ApiClient
  readonly walk: WalkOutbox
  /** Forgets the member on this device: the token, the stored walk and anything else kept for them. */
  readonly clearLocal: () => void
  readonly navigate: Navigate
  /** Offers a file to the member (the browser's download). */
  readonly saveFile: (name: string, contents: string, type: string) => void
}

/** Korean copy (the spec gives none for these screens). */
export const SETTINGS_COPY = {
  title: "설정",
  sharingSection: "산책 기록",
  sharing: "산책 기록 공개",
  sharingOn: "공개: 내 산책 경로가 근처 산책로와 핫플레이스에 보여요 (지난 산책 포함).",
  sharingOff: "비공개: 내 산책 경로는 나만 볼 수 있어요.",
  notificationsSection: "알림",
  notifications: "댓글 알림",
  notificationsHint: "내 글과 댓글에 새 댓글이 달리면 알려 드려요.",
  dataSection: "내 정보",
  export: "내 데이터 내려받기",
  exportHint: "프로필, 반려견, 산책 기록(경로 포함), 게시글, 댓글, 포인트 내역을 JSON 파일 하나로 받아요.",
  exporting: "데이터를 모으는 중…",
  logout: "로그아웃",
  deleteAccount: "회원 탈퇴",
  loading: "설정을 불러오는 중…",
  couldNotLoad: "설정을 불러오지 못했어요.",
  retry: "다시 시도",
  cancel: "취소",
  saveFailed: "설정을 저장하지 못했어요. 잠시 후 다시 시도해주세요.",
  exportFailed: "데이터를 내려받지 못했어요. 잠시 후 다시 시도해주세요.",
  logoutFailed: "로그아웃하지 못했어요. 네트워크 연결을 확인하고 다시 시도해주세요.",
  confirmLogoutTitle: "로그아웃할까요?",
  confirmLogoutBody: "이 기기에서 로그인 정보가 지워지고, 지금 쓰던 로그인은 어느 기기에서도 더 쓸 수 없어요.",
  confirmLogoutWalking: "진행 중인 산책이 있어요. 보내지 못한 기록을 먼저 보내고 로그아웃해요.",
  flushing: "보내지 못한 산책 기록을 보내는 중…",
  confirmLossTitle: "산책 기록을 보내지 못했어요",
  confirmLossBody: (points: number) => `아직 서버에 저장되지 않은 산책 기록 ${points}개가 있어요. 지금 로그아웃하면 이 기록은 사라져요.`,
  confirmLoss: "기록을 지우고 로그아웃",
  signingOut: "로그아웃하는 중…",
  confirmDeleteTitle: "정말 탈퇴할까요?",
  confirmDeleteBody: [
    "프로필과 반려견, 산책 기록과 경로, 게시글과 사진, 좋아요, 알림, 포인트가 모두 지워지고 되돌릴 수 없어요.",
    "내가 쓴 댓글은 지워지고, 답글이 달린 댓글은 '탈퇴한 회원의 댓글이에요'로 바뀌어요.",
    "닉네임은 다른 사람이 쓸 수 있게 돼요.",
    "주문 내역은 전자상거래법에 따라 5년 동안 금액, 상품, 날짜만 남기고 이름과 주소는 지워요."
  ],
  confirmDelete: "탈퇴하기",
  deleting: "탈퇴 처리 중…",
  deleteFailedTitle: "탈퇴하지 못했어요",
  deleteFailed: "탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.",
  ...CONSENT_COPY
} as const
