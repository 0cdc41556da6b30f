/**
 * The location consent step's Korean copy (part of `SETTINGS_COPY` too): a module of its own, so the
 * walk screen, which asks for consent before the first walk, loads it without the settings screen's copy.
 */
export const CONSENT_COPY = {
  consentTitle: "위치정보 이용 동의",
  consentBody: [
    "산책하는 동안 휴대폰의 위치(GPS)로 산책 경로, 거리, 시간을 기록해요.",
    "'공개'로 두면 내 산책 경로가 1km 안의 다른 회원에게 근처 산책로로 보이고 핫플레이스 집계에 쓰여요. 닉네임은 보이지 않아요.",
    "동의하지 않아도 산책할 수 있어요. 이때 기록은 나만 볼 수 있어요 (비공개). 설정에서 언제든 바꿀 수 있어요."
  ],
  consentAgree: "동의하고 공개",
  consentDecline: "동의하지 않음 (비공개)",
  consentLater: "나중에 정하기 (비공개로 산책)",
  consentSaveFailed: "동의 여부를 저장하지 못했어요. 다시 시도해주세요."
} as const
