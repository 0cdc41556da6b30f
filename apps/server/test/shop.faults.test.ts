/**
 * Money that always adds up: a real server process, the KakaoPay adapter, a fault-injecting proxy
 * and the sandbox provider (in this test's process, with its own books, so it outlives the
 * server). Slow, lost and held answers, a server killed with SIGKILL mid-approval and mid-refund
 * and started again on the same data: within a bounded time and with no manual step, nothing
 * stays in flight, the provider keeps exactly the cash of the lines members see as paid, never
 * cancels more than it approved, and every balance is its ledger's sum and the initial points
 * less the points of paid, unrefunded lines. On PGlite (`DATA_DIR`) and PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { serve, type ServerType } from "@hono/node-server"
import { createApiClient, createTokenStore, type ApiClient } from "@mungwalk/core/api"
import { memoryStorage } from "@mungwalk/core/ports"
import { eq } from "drizzle-orm"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDatabase, type Database } from "../src/db/client.ts"
import { members, orderItems, orders, pointEntries, products } from "../src/db/schema.ts"
import { createKakaoPay } from "../src/providers/kakaopay.ts"
import { PAY_APPROVED_STATUSES, type PayProvider } from "../src/providers/pay.ts"
import { createPaySandbox } from "../src/providers/paySandbox.ts"
import { devSignIn } from "../src/services/members.ts"
import { addPoints } from "../src/services/points.ts"
import { createEmptyPostgresDatabase, serverProcessEnv, testDatabaseKind } from "./helpers/app.ts"
import { startFaultProxy, type FaultProxy } from "./helpers/faultProxy.ts"
import { freePort, startServerProcess, type ServerProcess } from "./helpers/serverProcess.ts"

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SECRET_KEY = "fault-test-secret-key"
const CID = "TC0ONETIME"
/** The adapter's timeout in the server under test: "answered late" means after this. */
const TIMEOUT_MS = 1_500
const LATE = { kind: "delay", ms: TIMEOUT_MS + 1_000 } as const
const HOLD = { kind: "hold" } as const
const DROP = { kind: "drop" } as const
const INITIAL_POINTS = 5_000
/** Everything in flight must have settled within this long after the last fault. */
const SETTLE_MS = 30_000

const NAMES = ["느린승인", "잃은승인", "죽은승인", "죽은승인2", "느린환불", "죽은환불", "죽은환불2", "잃은준비", "뒤로가기", "취소버튼"] as const
type Name = (typeof NAMES)[number]

describe("payments and refunds converge with the provider after timeouts and crashes", () => {
  const dirs: string[] = []
  let dataDir: string
  let databaseUrl: string | undefined
  let sandboxDb: Database
  let sandboxHost: ServerType
  let sandboxOrigin: string
  let provider: PayProvider
  let proxy: FaultProxy
  let server: ServerProcess
  let productIds: number[]
  const memberIds = new Map<Name, number>()
  const tokens = new Map<Name, string>()

  const openAppDatabase = () => openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, "pglite") })

  const start = () =>
    startServerProcess({
      args: ["--import", "tsx", "src/main.ts"],
      cwd: SERVER_DIR,
      env: {
        ...serverProcessEnv(dataDir, databaseUrl),
        KAKAOPAY_SECRET_KEY: SECRET_KEY,
        KAKAOPAY_CID: CID,
        KAKAOPAY_API_BASE: proxy.origin,
        PAY_SANDBOX: "0",
        KAKAOPAY_TIMEOUT_MS: String(TIMEOUT_MS),
        PAY_RECONCILE_INTERVAL_MS: "300"
      },
      timeoutMs: 120_000
    })

  const client = (name: Name): ApiClient =>
    createApiClient({ baseUrl: server.origin, tokens: createTokenStore(memoryStorage({ accessToken: tokens.get(name)! })) })

  /** A checkout of 연어 사료 + 닭가슴살 간식 (35,000) with 3,000 points: 32,000 through the provider. Answers the provider's page. */
  const checkout = (name: Name) =>
    client(name).call("paymentReadyPc", {
      body: {
        orderItems: productIds.map((productId) => ({ cartItemId: null, productId, productName: "x", quantity: 1 })),
        totalAmount: 35_000,
        address: "서울시 종로구 1",
        point: 3_000,
        recipientName: "김멍멍",
        checkoutId: "faults-checkout-0001"
      }
    })

  /** The member presses a button on the provider's page; answers where the provider sends the browser. */
  const onPayPage = async (page: string, action: "approve" | "quit"): Promise<string> => {
    const res = await fetch(page, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" })
    expect(res.status).toBe(303)
    return res.headers.get("location")!
  }

  /** The browser follows the provider's redirect to the shop; answers the page the shop sends it to (or the error when the server died). */
  const follow = async (url: string): Promise<string> => {
    const res = await fetch(url, { redirect: "manual" })
    return res.headers.get("location") ?? `HTTP ${res.status}`
  }

  const lines = (name: Name) => client(name).call("orderItems", { query: {} })

  /** Waits until no line of the member is PAYING or REFUNDING (the order list also settles what is due). */
  const settled = async (name: Name) => {
    const deadline = Date.now() + SETTLE_MS
    for (;;) {
      const list = await lines(name)
      if (list.every((l) => l.status === "PAID" || l.status === "REFUNDED")) return list
      if (Date.now() > deadline) throw new Error(`${name}: still in flight after ${SETTLE_MS} ms: ${JSON.stringify(list.map((l) => l.status))}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-faults-"))
    dirs.push(dataDir)
    if (testDatabaseKind() === "postgres") databaseUrl = await createEmptyPostgresDatabase()

    // The provider: the sandbox with its own books, served from this process.
    sandboxDb = await openDatabase({})
    const sandboxPort = await freePort()
    sandboxOrigin = `http://127.0.0.1:${sandboxPort}`
    const host = new Hono()
    host.route("/", createPaySandbox({ db: sandboxDb.db, secretKey: SECRET_KEY, cid: CID, pageOrigin: sandboxOrigin, basePath: "" }))
    sandboxHost = serve({ fetch: host.fetch, port: sandboxPort, hostname: "127.0.0.1" })
    provider = createKakaoPay({ apiBase: sandboxOrigin, secretKey: SECRET_KEY, cid: CID })
    proxy = await startFaultProxy(sandboxOrigin)

    // The shop's data before its first start: products, members and their points.
    const db = await openAppDatabase()
    try {
      productIds = (
        await db.db
          .insert(products)
          .values([
            { name: "연어 사료", vendor: "멍멍상회", category: "food", price: 30_000, thumbnailImage: "/uploads/p/1.webp", detailImage: "/uploads/p/1d.webp" },
            {
              name: "닭가슴살 간식",
              vendor: "멍멍상회",
              category: "treat",
              price: 5_000,
              thumbnailImage: "/uploads/p/2.webp",
              detailImage: "/uploads/p/2d.webp"
            }
          ])
          .returning({ id: products.id })
      ).map((p) => p.id)
      for (const name of NAMES) {
        const { id: memberId } = await devSignIn(db.db, name)
        memberIds.set(name, memberId)
        // Writes wait for a saved profile.
        await db.db.update(members).set({ nickname: name, registeredAt: new Date() }).where(eq(members.id, memberId))
        await addPoints(db.db, memberId, { type: "plus", amount: INITIAL_POINTS, description: "테스트 적립" })
      }
    } finally {
      await db.close()
    }
    server = await start()
    for (const name of NAMES) {
      const res = await fetch(`${server.origin}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) })
      tokens.set(name, ((await res.json()) as { accessToken: string }).accessToken)
    }
  }, 300_000)

  afterAll(async () => {
    await server?.kill()
    await proxy?.close()
    await new Promise((r) => sandboxHost?.close(r))
    await sandboxDb?.close()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it("an approval answered late and a status answered late: '결제 확인 중', then paid; a lost approval answer: paid at once", async () => {
    // Slow: the provider approves, its answer (and the status asked next) come after the timeout.
    const slowPage = await onPayPage(await checkout("느린승인"), "approve")
    proxy.next("approve", LATE)
    proxy.next("order", LATE)
    expect(await follow(slowPage)).toBe("/shop/payment/complete?status=pending")
    expect((await lines("느린승인")).map((l) => l.status)).toEqual(["PAYING", "PAYING"])
    expect((await settled("느린승인")).map((l) => l.status)).toEqual(["PAID", "PAID"])

    // Lost: the provider approves, the connection is cut before its answer; the status says paid.
    const lostPage = await onPayPage(await checkout("잃은승인"), "approve")
    proxy.next("approve", DROP)
    expect(await follow(lostPage)).toBe("/shop/payment/complete")
    expect((await lines("잃은승인")).map((l) => l.status)).toEqual(["PAID", "PAID"])
  }, 60_000)

  it("a refund answered late, and the member's retry: '환불 처리 중', one cancel only; then refunded and the other line refundable", async () => {
    const page = await onPayPage(await checkout("느린환불"), "approve")
    expect(await follow(page)).toBe("/shop/payment/complete")
    const [first, second] = await lines("느린환불")
    proxy.next("cancel", LATE)
    proxy.next("order", LATE)
    const cancels = proxy.forwarded("cancel")
    expect(await client("느린환불").call("refund", { body: { orderItemId: first!.orderItemId } })).toEqual({ status: "REFUNDING" })
    expect(await client("느린환불").call("refund", { body: { orderItemId: first!.orderItemId } })).toEqual({ status: "REFUNDING" })
    expect(proxy.forwarded("cancel")).toBe(cancels + 1)
    const after = await settled("느린환불")
    expect(after.find((l) => l.orderItemId === first!.orderItemId)).toMatchObject({ status: "REFUNDED", isRefunded: true })
    expect(proxy.forwarded("cancel")).toBe(cancels + 1)
    expect(await client("느린환불").call("refund", { body: { orderItemId: second!.orderItemId } })).toEqual({ status: "REFUNDED" })
  }, 60_000)

  it("a lost ready answer: the checkout fails (502) with the points back; the provider's payment is never approved", async () => {
    proxy.next("ready", DROP)
    const failed = await client("잃은준비")
      .call("paymentReadyPc", {
        body: {
          orderItems: [{ cartItemId: null, productId: productIds[1]!, productName: "x", quantity: 1 }],
          totalAmount: 5_000,
          address: "서울",
          point: 1_000
        }
      })
      .then(
        () => 200,
        (e: { status: number }) => e.status
      )
    expect(failed).toBe(502)
    expect((await client("잃은준비").call("cart", {})).nowPoint).toBe(INITIAL_POINTS)
  })

  it("backing out of the pay page releases the points at once; '취소' on it returns to the cart with a message", async () => {
    const page = await checkout("뒤로가기")
    expect((await client("뒤로가기").call("cart", {})).nowPoint).toBe(INITIAL_POINTS - 3_000)
    // The browser's back button to the cart: the cart asks to release the checkout it left there.
    await client("뒤로가기").call("releasePayments", { body: { checkoutIds: ["faults-checkout-0001"] } })
    expect((await client("뒤로가기").call("cart", {})).nowPoint).toBe(INITIAL_POINTS)
    // Pressing '결제하기' on the stale page afterwards pays nothing.
    expect(await follow(await onPayPage(page, "approve"))).toBe("/shop/payment/error")

    const other = await checkout("취소버튼")
    expect(await follow(await onPayPage(other, "quit"))).toBe("/shop/cart?payment=canceled")
    expect((await client("취소버튼").call("cart", {})).nowPoint).toBe(INITIAL_POINTS)
  })

  it("a server killed while approvals and refunds are in flight settles them all after its restart", async () => {
    // Two paid orders to refund, each with its cancel in flight at the kill.
    for (const name of ["죽은환불", "죽은환불2"] as const) expect(await follow(await onPayPage(await checkout(name), "approve"))).toBe("/shop/payment/complete")
    // An approval the provider never receives, and one it carries out whose answer never comes.
    const neverSent = await onPayPage(await checkout("죽은승인"), "approve")
    const notAnswered = await onPayPage(await checkout("죽은승인2"), "approve")
    const approvals = proxy.arrived("approve")
    proxy.next("approve", HOLD, { kind: "delay", ms: 60_000 })
    const browsers = [follow(neverSent), follow(notAnswered)].map((p) => p.catch(() => "cut"))
    await proxy.waitFor("approve", approvals + 2)
    // A cancel the provider never receives, and one it carries out whose answer never comes.
    const cancels = proxy.arrived("cancel")
    proxy.next("cancel", HOLD, { kind: "delay", ms: 60_000 })
    const refunds = (["죽은환불", "죽은환불2"] as const).map(async (name) =>
      client(name)
        .call("refund", { body: { orderItemId: (await lines(name))[0]!.orderItemId } })
        .catch(() => "cut")
    )
    await proxy.waitFor("cancel", cancels + 2)
    await new Promise((r) => setTimeout(r, 200))

    await server.kill()
    await Promise.all([...browsers, ...refunds])
    server = await start()

    for (const name of ["죽은승인", "죽은승인2"] as const) expect((await settled(name)).map((l) => l.status)).toEqual(["PAID", "PAID"])
    for (const name of ["죽은환불", "죽은환불2"] as const) expect((await settled(name)).map((l) => l.status).sort()).toEqual(["PAID", "REFUNDED"])
  }, 180_000)

  it("afterwards the books agree: nothing in flight, the provider keeps the cash of paid lines, never cancels more than it approved, balances are their ledgers", async () => {
    await server.stop()
    const db = await openAppDatabase()
    try {
      const allOrders = await db.db.select().from(orders)
      const allLines = await db.db.select().from(orderItems)
      expect(allOrders.filter((o) => o.status === "approving" || o.status === "ready")).toEqual([])
      expect(allLines.filter((l) => l.refundState === "refunding")).toEqual([])
      for (const order of allOrders) {
        if (order.tid === null) continue
        const status = await provider.order({ tid: order.tid })
        const approved = PAY_APPROVED_STATUSES.includes(status.status)
        expect(status.canceledAmount).toBeLessThanOrEqual(approved ? status.amount : 0)
        const kept = approved ? status.amount - status.canceledAmount : 0
        const paidCash =
          order.status === "approved" ? allLines.filter((l) => l.orderId === order.id && l.refundState === "none").reduce((s, l) => s + l.cashShare, 0) : 0
        expect({ order: order.id, kept }).toEqual({ order: order.id, kept: paidCash })
      }
      for (const [name, memberId] of memberIds) {
        const [member] = await db.db.select({ point: members.point }).from(members).where(eq(members.id, memberId))
        const ledger = (await db.db.select().from(pointEntries).where(eq(pointEntries.memberId, memberId))).reduce(
          (s, e) => s + (e.type === "plus" ? e.amount : -e.amount),
          0
        )
        const paidOrders = new Set(allOrders.filter((o) => o.status === "approved" && o.memberId === memberId).map((o) => o.id))
        const pointsInPaidLines = allLines.filter((l) => paidOrders.has(l.orderId) && l.refundState === "none").reduce((s, l) => s + l.pointShare, 0)
        expect({ name, balance: member!.point }).toEqual({ name, balance: ledger })
        expect({ name, balance: member!.point }).toEqual({ name, balance: INITIAL_POINTS - pointsInPaidLines })
      }
    } finally {
      await db.close()
    }
  }, 60_000)
})
