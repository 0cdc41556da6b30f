/**
 * `/mypage/settings` (issue 32): '산책 기록 공개', comment notifications, '내 데이터 내려받기',
 * '로그아웃' (unsent walk points are sent first, or given up only when the member confirms) and
 * '회원 탈퇴' (a confirmation that says what is erased and what is kept).
 * `createActor(provideSettingsMachine(ports)).start()`, render `connectSettings`.
 */
export { settingsMachine } from "./settings.machine.ts"
export type { SettingsMachine } from "./settings.machine.ts"
export { createSettingsImplementations, exportFileContents, exportFileName, provideSettingsMachine } from "./settings.actors.ts"
export { provideConsentMachine } from "./consent.actors.ts"
export { connectConsent, consentMachine } from "./consent.machine.ts"
export type { ConsentContext, ConsentEvent, ConsentMachine, ConsentView } from "./consent.machine.ts"
export { connectSettings } from "./settings.connect.ts"
export type { SettingsDialog, SettingsView } from "./settings.connect.ts"
export { SETTINGS_COPY, SETTINGS_PAGE } from "./settings.types.ts"
export type { SettingsContext, SettingsEvent, SettingsPorts, WalkOnDevice, WalkOutbox } from "./settings.types.ts"
