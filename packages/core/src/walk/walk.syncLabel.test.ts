import { describe, expect, it } from "vitest"
import { syncLabel } from "./walk.connect.ts"

describe("the recording chip's text is chosen in the core", () => {
  it("says what happens to the points: recording (a batch leaving meanwhile changes nothing), or waiting with the points kept", () => {
    expect(syncLabel("idle", 0, false)).toBe("산책 기록 중")
    expect(syncLabel("sending", 3, false)).toBe("산책 기록 중")
    expect(syncLabel("retrying", 12, false)).toBe("연결 대기 · 기록 12개 보관 중")
    expect(syncLabel("retrying", 0, false)).toBe("연결 대기 중")
  })
  it("without location it says so rather than recording (a send's retry and the end still come first)", () => {
    expect(syncLabel("idle", 0, false, "denied")).toBe("위치 없이 산책 중")
    expect(syncLabel("sending", 0, false, "unsupported")).toBe("위치 없이 산책 중")
    expect(syncLabel("idle", 0, false, "timeout")).toBe("위치 찾는 중")
    expect(syncLabel("idle", 0, false, "unavailable")).toBe("위치 찾는 중")
    expect(syncLabel("retrying", 4, false, "denied")).toBe("연결 대기 · 기록 4개 보관 중")
    expect(syncLabel("idle", 0, true, "denied")).toBe("기록 저장 중")
  })
  it("while ending it speaks of saving", () => {
    expect(syncLabel("idle", 0, true)).toBe("기록 저장 중")
    expect(syncLabel("sending", 2, true)).toBe("남은 기록 보내는 중…")
    expect(syncLabel("retrying", 2, true)).toBe("저장 재시도 중")
  })
})
