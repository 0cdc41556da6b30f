/**
 * The sandbox's member-facing routes: `GET /pay/{tid}` shows the approval page
 * (`paySandboxPage.ts`), and its buttons `POST /pay/{tid}` with `action` = approve (→ AUTH_PASSWORD,
 * a pg_token, 303 to approval_url?pg_token=…), quit (→ QUIT_PAYMENT, 303 to cancel_url) or fail
 * (→ FAIL_PAYMENT, 303 to fail_url). Each change is one conditional update from READY.
 */
import { randomBytes } from "node:crypto"
import { and, eq, gt } from "drizzle-orm"
import type { Context, Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { Db } from "../db/client.ts"
import { sandboxPayments } from "../db/schema.ts"
import { PAY_PAGE_STYLE_SOURCE, payPage, statusPage } from "./paySandboxPage.ts"

type Payment = typeof sandboxPayments.$inferSelect

export interface PayPageDeps {
  readonly db: Db
  readonly now: () => Date
  readonly find: (tid: string) => Promise<Payment | undefined>
  readonly expiresAt: (p: Payment) => Date
  readonly isExpired: (p: Payment) => boolean
  /** A READY payment must be approved within this long. */
  readonly readyTtlMs: number
}

/** A random token of `bytes` bytes in hex: the sandbox's tid, aid and pg_token. */
export const sandboxToken = (bytes: number): string => randomBytes(bytes).toString("hex")

export const payPageRoutes = (app: Hono, { db, now, find, expiresAt, isExpired, readyTtlMs }: PayPageDeps): void => {
  // The member's page. Its own CSP: the inline stylesheet by hash, and forms whose redirects may go to the shop's URLs.
  const html = (c: Context, body: string, status: 200 | 400 | 404 | 409 | 410, p?: Payment) => {
    const targets = p ? [p.approvalUrl, p.cancelUrl, p.failUrl].map((u) => new URL(u).origin) : []
    c.header(
      "Content-Security-Policy",
      [
        "default-src 'none'",
        `style-src ${PAY_PAGE_STYLE_SOURCE}`,
        "img-src data:",
        `form-action 'self' ${[...new Set(targets)].join(" ")}`.trim(),
        "base-uri 'none'",
        "frame-ancestors 'none'"
      ].join("; ")
    )
    c.header("X-Frame-Options", "DENY")
    c.header("X-Content-Type-Options", "nosniff")
    c.header("Referrer-Policy", "no-referrer")
    c.header("Cache-Control", "no-store")
    return c.html(body, status)
  }

  /** The page for a payment that cannot be paid any more, or undefined while it can. */
  const closedPage = (c: Context, p: Payment) => {
    if (p.status === "READY" && isExpired(p)) {
      return html(
        c,
        statusPage("결제 시간이 지났어요", "결제를 시작하고 15분이 지나 이 결제는 더 이상 진행할 수 없어요. 쇼핑몰로 돌아가 다시 결제해주세요.", {
          href: p.cancelUrl,
          label: "쇼핑몰로 돌아가기"
        }),
        410,
        p
      )
    }
    // A way back to the shop's own pages (a member who came back here with the browser's back).
    const shop = new URL(p.approvalUrl).origin
    const toCart = { href: `${shop}/shop/cart`, label: "장바구니로 돌아가기" }
    if (p.status === "QUIT_PAYMENT") return html(c, statusPage("취소한 결제예요", "이 결제는 취소되었어요.", toCart), 409, p)
    if (p.status === "FAIL_PAYMENT") return html(c, statusPage("실패한 결제예요", "이 결제는 실패로 끝났어요.", toCart), 409, p)
    // '결제하기' was pressed and the shop has not confirmed it yet (its return was lost): not "paid" yet.
    if (p.status === "AUTH_PASSWORD")
      return html(
        c,
        statusPage(
          "결제 확인을 기다리고 있어요",
          "결제 요청은 받았고 쇼핑몰의 확인을 기다리는 중이에요. 확인되지 않으면 15분 뒤 취소되고 포인트는 돌아가요.",
          toCart
        ),
        409,
        p
      )
    if (p.status !== "READY")
      return html(
        c,
        statusPage("이미 결제한 주문이에요", "이 결제는 이미 진행되었어요.", { href: `${shop}/mypage/orderlist`, label: "주문 내역 보기" }),
        409,
        p
      )
    return undefined
  }

  const notFoundPage = (c: Context) => html(c, statusPage("결제 정보를 찾을 수 없어요", "주소가 잘못되었거나 없는 결제예요."), 404)

  app.get("/pay/:tid", async (c) => {
    const p = await find(c.req.param("tid"))
    if (!p) return notFoundPage(c)
    return (
      closedPage(c, p) ??
      html(
        c,
        payPage({
          itemName: p.itemName,
          quantity: p.quantity,
          totalAmount: p.totalAmount,
          expiresAt: expiresAt(p),
          platform: c.req.query("platform") === "pc" ? "pc" : "mobile"
        }),
        200,
        p
      )
    )
  })

  app.post("/pay/:tid", bodyLimit({ maxSize: 4096, onError: (c) => c.text("too large", 413) }), async (c) => {
    const tid = c.req.param("tid")
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const action = form.action
    if (action !== "approve" && action !== "quit" && action !== "fail") {
      return html(c, statusPage("잘못된 요청이에요", "결제하기, 취소 또는 결제 실패 시험 버튼을 눌러주세요."), 400)
    }
    const next = {
      approve: { status: "AUTH_PASSWORD", pgToken: sandboxToken(10) },
      quit: { status: "QUIT_PAYMENT", pgToken: null },
      fail: { status: "FAIL_PAYMENT", pgToken: null }
    }[action]
    const notExpired = gt(sandboxPayments.createdAt, new Date(now().getTime() - readyTtlMs))
    const [p] = await db
      .update(sandboxPayments)
      .set(next)
      .where(and(eq(sandboxPayments.tid, tid), eq(sandboxPayments.status, "READY"), notExpired))
      .returning()
    const withToken = (url: string, pgToken: string) => {
      const u = new URL(url)
      u.searchParams.set("pg_token", pgToken)
      return u.toString()
    }
    if (p) return c.redirect(action === "approve" ? withToken(p.approvalUrl, p.pgToken!) : action === "quit" ? p.cancelUrl : p.failUrl, 303)
    const current = await find(tid)
    if (!current) return notFoundPage(c)
    // '결제하기' pressed twice: the first press already approved; send the browser on again.
    if (action === "approve" && current.status === "AUTH_PASSWORD" && current.pgToken) return c.redirect(withToken(current.approvalUrl, current.pgToken), 303)
    return closedPage(c, current) ?? notFoundPage(c)
  })
}
