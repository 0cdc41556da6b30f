import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { connectPagedLoadable } from "../pagedList/pagedList.connect.ts"
import type { OrderItem } from "../schema/shop.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectOrderList, ORDER_LIST_INPUT, orderListMachine } from "./orderList.ts"
import { createOrderRefundWorld, orderItem } from "./orderRefund.testkit.ts"
import { ORDER_COPY } from "./orderRefund.types.ts"
import { orderItemLabels } from "./orders.rules.ts"

describe("order refund", () => {
  it("refund → confirmation → the refund call → 'refund done', announced once", async () => {
    const w = createOrderRefundWorld({ orderItemId: 41, isRefunded: false })
    w.actor.start()
    expect(w.view()).toMatchObject({ status: "available", canRefund: true, buttonLabel: ORDER_COPY.refund })
    w.view().refund()
    expect(w.view().isConfirming).toBe(true)
    expect(w.server.calls("refund")).toHaveLength(0)
    w.view().confirm()
    expect(w.view()).toMatchObject({ status: "refunding", canRefund: false, buttonLabel: ORDER_COPY.refunding })
    const req = w.server.next("refund")
    expect(req.json).toEqual({ orderItemId: 41 })
    req.respond(undefined as never)
    await settle()
    expect(w.view()).toMatchObject({ status: "refunded", isRefunded: true, buttonLabel: ORDER_COPY.refunded })
    expect(w.refunded).toEqual([41])
  })

  it("cancelling the confirmation calls nothing", () => {
    const w = createOrderRefundWorld({ orderItemId: 41, isRefunded: false })
    w.actor.start()
    w.view().refund()
    w.view().cancel()
    expect(w.view().status).toBe("available")
    expect(w.server.calls("refund")).toHaveLength(0)
  })

  it("a line already refunded starts as 'refund done' without a button", () => {
    const w = createOrderRefundWorld({ orderItemId: 41, isRefunded: true })
    w.actor.start()
    expect(w.view()).toMatchObject({ status: "refunded", canRefund: false })
    w.view().refund()
    expect(w.server.calls("refund")).toHaveLength(0)
  })

  it("a provider failure shows the server's message; retry calls again, dismiss goes back", async () => {
    const w = createOrderRefundWorld({ orderItemId: 41, isRefunded: false })
    w.actor.start()
    w.view().refund()
    w.view().confirm()
    w.server.next("refund").fail(502, "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요.")
    await settle()
    expect(w.view()).toMatchObject({ status: "failed", error: "결제사 환불 요청이 실패했어요. 잠시 후 다시 시도해주세요." })
    w.view().retry()
    expect(w.view().error).toBeNull()
    w.server.next("refund").networkError()
    await settle()
    expect(w.view().error).toBe(ORDER_COPY.refundFailed)
    w.view().dismiss()
    expect(w.view()).toMatchObject({ status: "available", error: null })
    expect(w.refunded).toEqual([])
  })
})

describe("order list", () => {
  it("pages from 1 and ends at a page of 1 or fewer items (§9); rows are labelled in won", async () => {
    const server = createFakeApi()
    const list = createActor(orderListMachine(server.api), { input: ORDER_LIST_INPUT }).start()
    const first = server.next("orderItems")
    expect(first.query.get("page")).toBe("1")
    first.respond([orderItem(3), orderItem(2)])
    await settle()
    const view = () => connectPagedLoadable<OrderItem>(list.getSnapshot(), list.send)
    const v = view()
    expect(v.status).toBe("ready")
    if (v.status !== "ready") return
    expect(v.data.map(orderItemLabels).map((r) => [r.productName, r.quantityLabel, r.totalPriceLabel])).toEqual([
      ["상품 3", "2개", "25,800원"],
      ["상품 2", "2개", "25,800원"]
    ])
    expect(orderItemLabels(orderItem(1)).orderDateLabel).toBe("25-05-01 09:59:00")
    v.loadMore()
    await new Promise((r) => setTimeout(r, 1050))
    const second = server.next("orderItems")
    expect(second.query.get("page")).toBe("2")
    second.respond([orderItem(1)])
    await settle()
    const end = view()
    expect(end.status === "ready" && end.end).toBe(true)
    list.stop()
  })

  it("connectOrderList: a refunded row is marked ISREFUNDED in place, without a reload", async () => {
    const server = createFakeApi()
    const list = createActor(orderListMachine(server.api), { input: ORDER_LIST_INPUT }).start()
    server.next("orderItems").respond([orderItem(3), orderItem(2)])
    await settle()
    const before = connectOrderList(list.getSnapshot(), list.send)
    if (before.orders.status !== "ready") throw new Error("not ready")
    before.refunded(before.orders.data[1]!)
    const after = connectOrderList(list.getSnapshot(), list.send).orders
    expect(after.status === "ready" && after.data.map((o) => [o.orderItemId, o.isRefunded])).toEqual([
      [orderItem(3).orderItemId, false],
      [orderItem(2).orderItemId, true]
    ])
    expect(server.pending()).toEqual([])
    list.stop()
  })
})
