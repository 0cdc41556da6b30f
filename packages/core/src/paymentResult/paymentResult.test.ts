import { describe, expect, it } from "vitest"
import { createPaymentResultWorld } from "./paymentResult.testkit.ts"
import { PAYMENT_RESULT_COPY } from "./paymentResult.types.ts"

describe("payment result", () => {
  it("the approval landed: the success message, the main page and the order list", () => {
    const w = createPaymentResultWorld({ search: "" })
    w.actor.start()
    expect(w.view()).toEqual({
      outcome: "paid",
      title: "결제가 완료되었어요",
      detail: PAYMENT_RESULT_COPY.paidDetail,
      toMain: { href: "/", label: "메인으로 가기" },
      toOrders: { href: "/mypage/orderlist", label: "주문 내역 보기" }
    })
  })

  it("?status=pending: '결제 확인 중이에요', neither success nor failure; it says where the result shows and that points come back", () => {
    const w = createPaymentResultWorld({ search: "?status=pending" })
    w.actor.start()
    expect(w.view()).toMatchObject({ outcome: "pending", title: "결제 확인 중이에요" })
    expect(w.view().detail).toContain("주문 내역")
    expect(w.view().detail).toContain("포인트")
    expect(w.view().detail).not.toMatch(/완료|실패/)
  })

  it("going back leads to /shop in place of the entry, never to the provider's page; the trap is armed once and released", () => {
    const w = createPaymentResultWorld({ search: "?status=pending" })
    w.actor.start()
    expect(w.trap.armed).toBe(1)
    expect(w.navigations).toEqual([])
    w.back()
    expect(w.navigations).toEqual([{ path: "/shop", replace: true }])
    expect(w.trap.disarmed).toBe(1)
    expect(w.actor.getSnapshot().status).toBe("done")
  })
})
