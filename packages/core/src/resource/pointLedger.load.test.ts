import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createFakeApi, httpError, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectLoadable } from "./resource.connect.ts"
import { pointLedgerMachine, type PointLedger } from "./resource.loads.ts"

const entry = (id: number, iso: string, type: "plus" | "minus", amount: number) => ({ id, description: `내역 ${id}`, date: new Date(iso), type, amount })

describe("point ledger load (/mypage/point)", () => {
  it("shows my-page's balance over the history grouped by KST day, newest first", async () => {
    const server = createFakeApi()
    server.on("points", () =>
      ok([entry(1, "2026-02-28T14:30:00Z", "plus", 10), entry(2, "2026-02-28T15:30:00Z", "plus", 50), entry(3, "2026-03-01T01:00:00Z", "minus", 20)])
    )
    server.on("myPage", () => ok({ memberInfo: { nickname: "콩이맘", point: 40, profileImageUrl: null }, pets: [] }))
    const actor = createActor(pointLedgerMachine(server.api), { input: { input: undefined } }).start()
    await settle()
    const view = connectLoadable<PointLedger>(actor.getSnapshot(), actor.send)
    expect(view.status).toBe("ready")
    if (view.status !== "ready") return
    expect(view.data.balance).toBe(40)
    // 15:30Z is 00:30 KST on 03-01: the same KST day as the spend.
    expect(view.data.days.map((d) => [d.date, d.label, d.entries.map((e) => e.id), d.plus, d.minus])).toEqual([
      ["2026-03-01", "2026년 3월 1일 일요일", [3, 2], 50, 20],
      ["2026-02-28", "2026년 2월 28일 토요일", [1], 10, 0]
    ])
    actor.stop()
  })

  it("fails (and retries) when either call fails", async () => {
    const server = createFakeApi()
    let fail = true
    server.on("points", () => ok([]))
    server.on("myPage", () => (fail ? httpError(500) : ok({ memberInfo: { nickname: "콩이맘", point: 0, profileImageUrl: null }, pets: [] })))
    const actor = createActor(pointLedgerMachine(server.api), { input: { input: undefined } }).start()
    await settle()
    const failed = connectLoadable<PointLedger>(actor.getSnapshot(), actor.send)
    expect(failed.status).toBe("failed")
    fail = false
    if (failed.status === "failed") failed.retry()
    await settle()
    expect(connectLoadable<PointLedger>(actor.getSnapshot(), actor.send)).toMatchObject({ status: "ready", data: { balance: 0, days: [] } })
    actor.stop()
  })
})
