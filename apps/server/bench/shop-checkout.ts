/**
 * Shop checkout figures on PostgreSQL (a throwaway cluster): `npx tsx apps/server/bench/shop-checkout.ts
 * [--members 100] [--provider-ms 30]`.
 *
 * Every member (with 50,000 points and two products, 65,000 won, in the cart) checks out at the
 * same time — and, to try to overdraw, sends a second ready call using the whole balance at the
 * same moment: one releases the other (its points back) or is refused (409), and exactly one
 * order is left waiting. Its approval redirect is sent twice at once (it must pay once). Then every line is refunded by three concurrent calls (one
 * may succeed). The pay provider is the recording stand-in of the tests (the outside world),
 * answering after `provider-ms`. The app runs in this process (`boot` + `app.request`).
 *
 * Prints checkout throughput and p50/p95 (ready + approval), refund p95, and COUNTS: negative
 * balances, ledger mismatches (balance ≠ Σ history), orders approved twice at the provider,
 * double refunds (a line refunded twice, a payment cancelled beyond its cash, points returned
 * beyond a line's share). All counts must be 0. Asserts nothing (exits 1 if a count is not 0).
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { and, eq, sql } from "drizzle-orm"
import { loadConfig } from "../src/config.ts"
import { openDatabase } from "../src/db/client.ts"
import { setLogLevel } from "../src/http/log.ts"
import { orderItems, orders, pointEntries, products } from "../src/db/schema.ts"
import { boot, type Booted } from "../src/server.ts"
import { addPoints } from "../src/services/points.ts"
import { SHOP_POINTS } from "../src/services/shop/orderStates.ts"
import { createPayStandIn } from "../test/helpers/payProviderStandIn.ts"
import { createDatabaseIn, startCluster } from "../test/setup/postgres.global.ts"
import { percentile } from "./walk-latency.ts"

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const MEMBERS = arg("members", 100)
const PROVIDER_MS = arg("provider-ms", 30)
const POINTS = 50_000
const SECRET = "shop-bench-secret-0123456789abcdef0123"
const ORIGIN = "http://bench.test"
const ms = (n: number) => `${n.toFixed(1)} ms`

// Request lines for thousands of calls would bury the figures: warnings and errors only.
setLogLevel("error")
const cluster = await startCluster()
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-bench-shop-"))
let booted: Booted | undefined
let problems = 0
try {
  const url = await createDatabaseIn(cluster.url, "bench")
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, DEMO: "0", DEV_LOGIN: "1", WEB_DIST: "", DATABASE_URL: url, RATE_LIMIT: "0" })
  const pay = createPayStandIn()
  pay.delayMs = PROVIDER_MS
  booted = await boot(config, { database: await openDatabase({ databaseUrl: url, poolSize: 20 }), pay })
  const { app, deps } = booted
  const db = booted.database.db
  const call = async (p: string, token: string | null, init: RequestInit = {}) => {
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {})
    }
    return Promise.resolve(app.request(new URL(p, ORIGIN).toString(), { ...init, headers, redirect: "manual" }))
  }

  console.log(`seeding ${MEMBERS} members with ${POINTS} points and a cart of two products…`)
  await db.execute(sql`insert into members (provider, subject, nickname, registered_at)
    select 'bench', 'm' || g, '회원' || g, now() from generate_series(1, ${MEMBERS}) g`)
  const [feed, treat] = await db
    .insert(products)
    .values([
      { name: "연어 사료", vendor: "멍멍상회", category: "food", price: 30_000, thumbnailImage: "/p/1.webp", detailImage: "/p/1d.webp" },
      { name: "닭가슴살 간식", vendor: "멍멍상회", category: "treat", price: 5_000, thumbnailImage: "/p/2.webp", detailImage: "/p/2d.webp" }
    ])
    .returning({ id: products.id })
  const people: Array<{ id: number; token: string }> = []
  for (let id = 1; id <= MEMBERS; id++) {
    await addPoints(db, id, { type: "plus", amount: POINTS, description: "벤치 적립" })
    const token = await deps.tokens.issue(id)
    for (const [productId, quantity] of [
      [feed!.id, 2],
      [treat!.id, 1]
    ] as const) {
      const res = await call("/api/shop/carts/register", token, { method: "POST", body: JSON.stringify({ productId, quantity }) })
      if (res.status !== 204) throw new Error(`cart register: ${res.status} ${await res.text()}`)
    }
    people.push({ id, token })
  }

  // ── checkout: all members at once, each with two racing readies using the whole balance ──
  const checkoutTimes: number[] = []
  let readyRefused = 0
  let approved = 0
  const began = performance.now()
  await Promise.all(
    people.map(async ({ id: memberId, token }) => {
      const t0 = performance.now()
      const cart = (await (await call("/api/shop/carts", token)).json()) as {
        cartProducts: Array<{ CARTID: number; ID: number; NAME: string; QUANTITY: number }>
      }
      const body = JSON.stringify({
        orderItems: cart.cartProducts.map((l) => ({ cartItemId: l.CARTID, productId: l.ID, productName: l.NAME, quantity: l.QUANTITY })),
        totalAmount: 1,
        address: "서울시 종로구",
        point: POINTS
      })
      const answers = await Promise.all([0, 1].map(() => call("/api/shop/payments/ready/pc/redirect", token, { method: "POST", body })))
      // A checkout releases the member's earlier one still on the pay page, or is refused (409) when
      // the other holds the points: exactly one order is left waiting for its approval.
      readyRefused += answers.filter((r) => r.status === 409).length
      if (!answers.every((r) => r.status === 200 || r.status === 409)) throw new Error(`readies: ${answers.map((r) => r.status).join(", ")}`)
      const waiting = await db
        .select({ partnerOrderId: orders.partnerOrderId })
        .from(orders)
        .where(and(eq(orders.memberId, memberId), eq(orders.status, "ready")))
      if (waiting.length !== 1) throw new Error(`orders waiting for approval: ${waiting.length}`)
      const partnerOrderId = waiting[0]!.partnerOrderId
      const redirects = await Promise.all([0, 1].map(() => call(`/api/shop/payments/kakaopay/approve?order=${partnerOrderId}&pg_token=bench`, null)))
      if (redirects.every((r) => r.headers.get("location") === "/shop/payment/complete")) approved++
      checkoutTimes.push(performance.now() - t0)
    })
  )
  const checkoutSeconds = (performance.now() - began) / 1000
  checkoutTimes.sort((a, b) => a - b)
  console.log(
    `checkout (${MEMBERS} members at once, provider ${PROVIDER_MS} ms a call): ${approved} approved in ${checkoutSeconds.toFixed(2)} s = ${(approved / checkoutSeconds).toFixed(1)} checkouts/s; ready + approval p50 ${ms(percentile(checkoutTimes, 0.5))}, p95 ${ms(percentile(checkoutTimes, 0.95))}; racing readies refused: ${readyRefused}/${MEMBERS}`
  )

  // ── refunds: every line, three concurrent calls each ──
  const refundTimes: number[] = []
  const successesPerLine = new Map<number, number>()
  const lines = await db.select({ id: orderItems.id, memberId: orderItems.memberId, orderId: orderItems.orderId }).from(orderItems)
  // Orders at once; an order's lines one after another (one refund of an order is in flight at a time).
  const byOrder = new Map<number, typeof lines>()
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line])
  await Promise.all(
    [...byOrder.values()].map(async (orderLines) => {
      for (const line of orderLines) {
        const token = people[line.memberId - 1]!.token
        await Promise.all(
          [0, 1, 2].map(async () => {
            const t0 = performance.now()
            const res = await call("/api/shop/payments/refund", token, { method: "POST", body: JSON.stringify({ orderItemId: line.id }) })
            refundTimes.push(performance.now() - t0)
            if (res.status === 200 && ((await res.json()) as { status: string }).status === "REFUNDED")
              successesPerLine.set(line.id, (successesPerLine.get(line.id) ?? 0) + 1)
            else if (res.status !== 200 && res.status !== 409) throw new Error(`refund: ${res.status} ${await res.text()}`)
          })
        )
      }
    })
  )
  refundTimes.sort((a, b) => a - b)
  console.log(`refunds (${lines.length} lines × 3 concurrent calls): p50 ${ms(percentile(refundTimes, 0.5))}, p95 ${ms(percentile(refundTimes, 0.95))}`)

  // ── the counts ──
  const count = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n)
  const negative = await count(sql`select count(*) n from members where point < 0`)
  const ledger = await count(
    sql`select count(*) n from members m where m.point <> coalesce((select sum(case when type = 'plus' then amount else -amount end) from ${pointEntries} e where e.member_id = m.id), 0)`
  )
  const approvedTwice = [...new Set(pay.requests.approve.map((a) => a.tid))].length !== pay.requests.approve.length ? 1 : 0
  const linesRefundedTwice = [...successesPerLine.values()].filter((n) => n > 1).length
  // What the provider's books say it cancelled of each payment, against the lines refunded.
  const paid = await db.select({ id: orders.id, tid: orders.tid, cash: orders.cashAmount }).from(orders).where(eq(orders.status, "approved"))
  const refundedLines = await db
    .select({ orderId: orderItems.orderId, cash: orderItems.cashShare })
    .from(orderItems)
    .where(eq(orderItems.refundState, "refunded"))
  const overCancelled = paid.filter(
    (o) => o.tid !== null && o.cash - pay.remaining(o.tid) > refundedLines.filter((l) => l.orderId === o.id).reduce((s, l) => s + l.cash, 0)
  ).length
  const pointsBack =
    await count(sql`select count(*) n from (select e.member_id, sum(e.amount) s from ${pointEntries} e where e.description = ${SHOP_POINTS.refunded} group by e.member_id) r
    where r.s > (select coalesce(sum(i.point_share), 0) from ${orderItems} i where i.member_id = r.member_id and i.refund_state = 'refunded')`)
  const doubleRefunds = linesRefundedTwice + overCancelled + pointsBack
  console.log(
    `COUNTED: negative balances ${negative}, ledger mismatches ${ledger}, payments approved twice at the provider ${approvedTwice}, double refunds ${doubleRefunds} (lines refunded twice ${linesRefundedTwice}, payments cancelled beyond their refunded lines' cash ${overCancelled}, points returned beyond a line's share ${pointsBack})`
  )
  console.log(
    `refunded lines: ${successesPerLine.size}/${lines.length}; provider calls: ready ${pay.requests.ready.length}, approve ${pay.requests.approve.length}, cancel ${pay.requests.cancel.length}`
  )
  problems = negative + ledger + approvedTwice + doubleRefunds
} finally {
  if (booted) {
    await booted.deps.notifications.close()
    await booted.database.close()
  }
  cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(problems === 0 ? 0 : 1)
