import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { connectPagedLoadable } from "../pagedList/pagedList.connect.ts"
import type { OrderItem } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectOrderList, ORDER_LIST_INPUT, ORDER_RECHECK_EVERY_MS, ORDER_RECHECK_TIMES, orderListMachine } from "./orderList.ts"
import { createOrderListWorld, createOrderRefundWorld, orderItem } from "./orderRefund.testkit.ts"
import { ORDER_COPY } from "./orderRefund.types.ts"
import { orderItemLabels, orderLineStatus, orderRefundInput, refundDetail } from "./orders.rules.ts"

describe("order refund", () => {
  it("refund → confirmation → the refund call → 'refund done', announced once", async () => {
    const w = createOrderRefundWorld()
    w.actor.start()
    expect(w.view()).toMatchObject({ status: "available", hasButton: true, canRefund: true, buttonLabel: ORDER_COPY.refund, note: null })
    w.view().refund()
    expect(w.view().isConfirming).toBe(true)
    expect(w.server.calls("refund")).toHaveLength(0)
    w.view().confirm()
    expect(w.view()).toMatchObject({ status: "refunding", isConfirming: true, canRefund: false, buttonLabel: ORDER_COPY.refunding })
    const req = w.server.next("refund")
    expect(req.json).toEqual({ orderItemId: 41 })
    req.respond({ status: "REFUNDED" })
    await settle()
    expect(w.view()).toMatchObject({ status: "refunded", isRefunded: true, buttonLabel: ORDER_COPY.refunded })
    expect(w.announced).toEqual([["refunded", 41]])
  })

  it("a refund the provider has not answered yet is pending ('환불 처리 중'), announced as refunding, and never sent again", async () => {
    const w = createOrderRefundWorld()
    w.actor.start()
    w.view().refund()
    w.view().confirm()
    w.server.next("refund").respond({ status: "REFUNDING" })
    await settle()
    expect(w.view()).toMatchObject({ status: "pending", isPending: true, canRefund: false, buttonLabel: "환불 처리 중", note: ORDER_COPY.pendingNote })
    expect(w.announced).toEqual([["refunding", 41]])
    w.view().refund()
    w.view().retry()
    expect(w.server.calls("refund")).toHaveLength(1)
  })

  it("the confirmation says what returns where: the cash part to 카카오페이, POINTSHARE as points", () => {
    const w = createOrderRefundWorld({ totalPrice: 15000, pointShare: 3000 })
    w.actor.start()
    expect(w.view().confirmDetail).toBe("결제 금액 12,000원은 카카오페이로, 3,000P는 포인트로 돌려드려요.")
    expect(refundDetail({ cash: 15000, points: 0 })).toBe("결제 금액 15,000원은 카카오페이로 돌려드려요.")
    expect(refundDetail({ cash: 0, points: 2500 })).toBe("사용한 2,500P는 포인트로 돌려드려요.")
    // Older servers send no POINTSHARE: only the cash part is said.
    expect(orderRefundInput(orderItem(7, { totalPrice: 9900 }))).toEqual({ orderItemId: 7, status: "PAID", totalPrice: 9900, pointShare: 0 })
  })

  it("cancelling the confirmation calls nothing", () => {
    const w = createOrderRefundWorld()
    w.actor.start()
    w.view().refund()
    w.view().cancel()
    expect(w.view().status).toBe("available")
    expect(w.server.calls("refund")).toHaveLength(0)
  })

  it("a line starts as loaded: REFUNDED done, REFUNDING pending, PAYING without a button; none of them calls", () => {
    const starts = (["REFUNDED", "REFUNDING", "PAYING"] as const).map((status) => {
      const w = createOrderRefundWorld({ status })
      w.actor.start()
      if (status !== "REFUNDED") w.view().refund()
      expect(w.server.calls("refund")).toHaveLength(0)
      const { status: s, hasButton, canRefund, note } = w.view()
      return { s, hasButton, canRefund, note }
    })
    expect(starts).toEqual([
      { s: "refunded", hasButton: true, canRefund: false, note: null },
      { s: "pending", hasButton: true, canRefund: false, note: ORDER_COPY.pendingNote },
      { s: "paying", hasButton: false, canRefund: false, note: ORDER_COPY.payingNote }
    ])
  })

  it("a provider failure shows the server's message; retry calls again, dismiss goes back", async () => {
    const w = createOrderRefundWorld()
    w.actor.start()
    w.view().refund()
    w.view().confirm()
    w.server.next("refund").fail(502, "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요.")
    await settle()
    expect(w.view()).toMatchObject({ status: "failed", error: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요." })
    w.view().retry()
    expect(w.view().error).toBeNull()
    w.server.next("refund").fail(409, "다른 상품의 환불을 처리하고 있어요. 잠시 후 다시 시도해주세요.")
    await settle()
    expect(w.view().error).toBe("다른 상품의 환불을 처리하고 있어요. 잠시 후 다시 시도해주세요.")
    w.view().retry()
    w.server.next("refund").fail(400)
    await settle()
    expect(w.view()).toMatchObject({ error: ORDER_COPY.refundFailed, errorTitle: ORDER_COPY.failedTitle })
    w.view().dismiss()
    expect(w.view()).toMatchObject({ status: "available", error: null })
    expect(w.announced).toEqual([])
  })

  it.each([
    ["no answer (the connection cut)", (w: ReturnType<typeof createOrderRefundWorld>) => w.server.next("refund").networkError()],
    ["a 500", (w: ReturnType<typeof createOrderRefundWorld>) => w.server.next("refund").fail(500)],
    ["a proxy's 502 without the server's message", (w: ReturnType<typeof createOrderRefundWorld>) => w.server.next("refund").fail(502)]
  ])("%s leaves the outcome unknown: it says so, a retry is safe, closing it shows '환불 처리 중' for the list to re-read", async (_, answer) => {
    const w = createOrderRefundWorld()
    w.actor.start()
    w.view().refund()
    w.view().confirm()
    answer(w)
    await settle()
    expect(w.view()).toMatchObject({ status: "failed", errorTitle: ORDER_COPY.unknownTitle, error: ORDER_COPY.refundUnknown })
    // A retry calls again (the server refunds a line once); no answer again, the same message.
    w.view().retry()
    expect(w.view().status).toBe("refunding")
    w.server.next("refund").networkError()
    await settle()
    expect(w.view().errorTitle).toBe(ORDER_COPY.unknownTitle)
    w.view().dismiss()
    expect(w.view()).toMatchObject({ status: "pending", buttonLabel: ORDER_COPY.pending, error: null })
    expect(w.announced).toEqual([["refunding", 41]])
    expect(w.server.calls("refund")).toHaveLength(2)
  })
})

describe("order list", () => {
  it("pages from 1 and ends at a page of 1 or fewer items (§9); rows are labelled in won with their status", async () => {
    const server = createFakeApi()
    const list = createActor(orderListMachine(server.api), { input: ORDER_LIST_INPUT }).start()
    const first = server.next("orderItems")
    expect(first.query.get("page")).toBe("1")
    first.respond([orderItem(3), orderItem(2, { status: "PAYING" })])
    await settle()
    const view = () => connectPagedLoadable<OrderItem>(list.getSnapshot(), list.send)
    const v = view()
    expect(v.status).toBe("ready")
    if (v.status !== "ready") return
    expect(v.data.map(orderItemLabels).map((r) => [r.productName, r.quantityLabel, r.totalPriceLabel, r.statusLabel])).toEqual([
      ["상품 3", "2개", "25,800원", "결제 완료"],
      ["상품 2", "2개", "25,800원", "결제 확인 중"]
    ])
    expect(orderItemLabels(orderItem(1), new Date("2025-11-26T00:00:00Z")).orderDateLabel).toBe("5월 1일 (목) 오전 9:59")
    expect(orderItemLabels(orderItem(1), new Date("2026-11-26T00:00:00Z")).orderDateLabel).toBe("2025년 5월 1일 (목) 오전 9:59")
    expect(orderLineStatus(orderItem(1, { isRefunded: true }))).toBe("REFUNDED")
    list.stop()
  })

  it("connectOrderList: a refunded row is REFUNDED in place, a refund awaiting the provider REFUNDING, without a reload", async () => {
    const w = createOrderListWorld()
    w.server.next("orderItems").respond([orderItem(3), orderItem(2)])
    await settle()
    const view = connectOrderList(w.list.getSnapshot(), w.list.send)
    view.refunded(w.rows()[1]!)
    view.refunding(w.rows()[0]!)
    expect(w.rows().map((o) => [o.orderItemId, o.status, o.isRefunded])).toEqual([
      [3, "REFUNDING", false],
      [2, "REFUNDED", true]
    ])
    expect(w.server.pending()).toEqual([])
    w.list.stop()
  })

  it("while a line is PAYING or REFUNDING the list re-reads it every 5 s until it settles, then stops", async () => {
    const w = createOrderListWorld()
    w.server.next("orderItems").respond([orderItem(3, { status: "PAYING" }), orderItem(2)])
    await settle()
    expect(w.list.getSnapshot().value).toEqual({ ready: "watching" })
    w.clock.advance(ORDER_RECHECK_EVERY_MS - 1)
    expect(w.server.pending()).toEqual([])
    w.clock.advance(1)
    const again = w.server.next("orderItems")
    expect(again.query.get("page")).toBe("1")
    again.respond([orderItem(3, { status: "PAYING" }), orderItem(2)])
    await settle()
    w.clock.advance(ORDER_RECHECK_EVERY_MS)
    w.server.next("orderItems").respond([orderItem(3, { status: "PAID" }), orderItem(2)])
    await settle()
    expect(w.rows().map(orderLineStatus)).toEqual(["PAID", "PAID"])
    w.clock.advance(ORDER_RECHECK_EVERY_MS * 10)
    expect(w.server.pending()).toEqual([])
    w.list.stop()
  })

  it("re-reads stop after 2 minutes; a refund that goes REFUNDING starts them again", async () => {
    const w = createOrderListWorld()
    w.server.next("orderItems").respond([orderItem(3, { status: "REFUNDING" }), orderItem(2)])
    await settle()
    for (let i = 0; i < ORDER_RECHECK_TIMES; i += 1) {
      w.clock.advance(ORDER_RECHECK_EVERY_MS)
      w.server.next("orderItems").respond([orderItem(3, { status: "REFUNDING" }), orderItem(2)])
      await settle()
    }
    w.clock.advance(ORDER_RECHECK_EVERY_MS * 5)
    expect(w.server.pending()).toEqual([])
    expect(w.server.calls("orderItems")).toHaveLength(1 + ORDER_RECHECK_TIMES)
    connectOrderList(w.list.getSnapshot(), w.list.send).refunding(w.rows()[1]!)
    w.clock.advance(ORDER_RECHECK_EVERY_MS)
    w.server.next("orderItems").respond([orderItem(3, { status: "REFUNDED", isRefunded: true }), orderItem(2, { status: "REFUNDED", isRefunded: true })])
    await settle()
    expect(w.rows().map(orderLineStatus)).toEqual(["REFUNDED", "REFUNDED"])
    w.list.stop()
  })

  it("an unsettled line on a later page is found by reading the pages in order; a failed re-read waits for the next turn", async () => {
    const w = createOrderListWorld()
    w.server.next("orderItems").respond([orderItem(9), orderItem(8)])
    await settle()
    w.list.send({ type: "user.scrolled", distanceFromBottom: 0 })
    w.clock.advance(1000)
    w.server.next("orderItems").respond([orderItem(7, { status: "REFUNDING" })])
    await settle()
    expect(w.list.getSnapshot().value).toEqual({ end: "watching" })
    w.clock.advance(ORDER_RECHECK_EVERY_MS)
    w.server.next("orderItems").fail(500)
    await settle()
    w.clock.advance(ORDER_RECHECK_EVERY_MS)
    w.server.next("orderItems").respond([orderItem(10), orderItem(9)])
    await settle()
    const second = w.server.next("orderItems")
    expect(second.query.get("page")).toBe("2")
    second.respond([orderItem(8), orderItem(7, { status: "REFUNDED", isRefunded: true })])
    await settle()
    expect(w.rows().map((o) => [o.orderItemId, orderLineStatus(o)])).toEqual([
      [9, "PAID"],
      [8, "PAID"],
      [7, "REFUNDED"]
    ])
    expect(w.list.getSnapshot().value).toEqual({ end: "still" })
    w.list.stop()
  })
})
