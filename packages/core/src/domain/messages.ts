/** Korean copy the spec gives verbatim (§5, §8). Screens and machines use these, never their own wording. */
export const MESSAGES = {
  nicknameTakenInline: "*이미 사용중인 닉네임 입니다",
  nicknameTakenAlert: "이미 사용 중인 닉네임입니다. 다른 닉네임을 선택해주세요.",
  phoneInvalid: "전화번호 형식이 올바르지 않습니다. 예: 01012345678",
  profileUpdateFailed: "프로필 업데이트 중 오류가 발생했습니다. 다시 시도해주세요.",
  dogAddFailed: "강아지 추가 중 오류가 발생했습니다. 다시 시도해주세요.",
  dogEditFailed: "강아지 정보 수정 중 오류가 발생했습니다. 다시 시도해주세요.",
  walkNeedsDog: "강아지를 1마리 이상 선택해야합니다.",
  commentBlank: "댓글 내용을 입력해주세요.",
  checkoutNameRequired: "이름을 입력해주세요.",
  checkoutAddressRequired: "배송지를 입력해주세요.",
  paymentFailed: "주문 및 결제 도중 오류가 발생했습니다!!",
  emptyPosts: "현재 등록된 게시글이 없습니다.",
  emptyDogs: "등록한 멍멍이가 없어요 !",
  emptyComments: "No comments to display.",
  emptyWalkToday: "오늘 아직 산책을 안했어요 :(",
  emptyWalkMonth: "이번달 아직 산책을 안했어요 :("
} as const

export type MessageKey = keyof typeof MESSAGES
