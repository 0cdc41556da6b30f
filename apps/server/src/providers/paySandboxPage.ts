/**
 * The sandbox's approval page (`GET /sandbox/kakaopay/pay/{tid}`): what the member sees instead
 * of KakaoPay's own page. Plain HTML in Korean, mobile first, one inline stylesheet allowed by its
 * hash (no `unsafe-inline`), no script: the buttons are one form that POSTs back to the page.
 */
import { createHash } from "node:crypto"
import { formatWon } from "@mungwalk/core/domain"

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f2f2f4;color:#191919;word-break:keep-all;overflow-wrap:anywhere;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",sans-serif}
main{max-width:430px;margin:0 auto;min-height:100vh;background:#fff;display:flex;flex-direction:column}
header{background:#ffeb00;padding:14px 20px;display:flex;align-items:center;gap:8px}
.brand{font-size:19px;font-weight:800;letter-spacing:-.5px}
.badge{font-size:12px;font-weight:700;background:#191919;color:#ffeb00;border-radius:999px;padding:2px 8px}
section{padding:24px 20px}
.label{margin:0;color:#6b6b73;font-size:14px}
.amount{margin:4px 0 0;font-size:34px;font-weight:800;letter-spacing:-1px}
.item{margin:20px 0 0;padding:16px;border-radius:12px;background:#f7f7f9}
.item p{margin:0}
.item .name{font-weight:700}
.item .meta{color:#6b6b73;font-size:14px;margin-top:4px}
.note{margin:16px 0 0;font-size:14px;color:#6b6b73}
form{display:flex;flex-direction:column;gap:10px;padding:0 20px 24px;margin-top:auto}
button,.link{display:block;width:100%;min-height:52px;border-radius:12px;border:0;font:inherit;font-size:17px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;line-height:52px;padding:0 16px}
.pay{background:#ffeb00;color:#191919}
.quit,.link{background:#f2f2f4;color:#191919}
.test{margin-top:14px;padding-top:14px;border-top:1px dashed #c9c9d0}
.test p{margin:0 0 8px;font-size:13px;color:#6b6b73}
.fail{background:#fff;color:#c62828;border:2px solid #c62828;line-height:48px}
h1{margin:0;font-size:22px}
.status{padding:32px 20px}
.status p{margin:8px 0 0;color:#4a4a52}
.status .link{margin-top:24px}
`

/** The stylesheet's CSP source (`'sha256-…'`). */
export const PAY_PAGE_STYLE_SOURCE = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

const layout = (title: string, body: string): string => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} - 카카오페이 (시험용)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><span class="brand">카카오페이</span><span class="badge">시험용</span></header>
${body}
</main>
</body>
</html>
`

const kstTime = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", hour: "2-digit", minute: "2-digit", hour12: false })

export interface PayPageView {
  readonly itemName: string
  readonly quantity: number
  readonly totalAmount: number
  readonly expiresAt: Date
  readonly platform: "pc" | "mobile"
}

/** The page with the amount and the three buttons. */
export const payPage = (v: PayPageView): string =>
  layout(
    "결제하기",
    `<section>
<p class="label">결제 금액</p>
<p class="amount" data-part="amount">${escapeHtml(formatWon(v.totalAmount))}</p>
<div class="item">
<p class="name" data-part="item-name">${escapeHtml(v.itemName)}</p>
<p class="meta">수량 ${v.quantity}개 · ${v.platform === "pc" ? "PC 결제" : "모바일 결제"}</p>
</div>
<p class="note">시험용 결제예요. 실제로 돈이 나가지 않아요.<br>${escapeHtml(kstTime.format(v.expiresAt))}까지 결제해주세요.</p>
</section>
<form method="post">
<button class="pay" type="submit" name="action" value="approve">결제하기</button>
<button class="quit" type="submit" name="action" value="quit">취소</button>
<div class="test">
<p>개발·시험용: 결제사에서 결제가 실패한 경우를 시험해요.</p>
<button class="fail" type="submit" name="action" value="fail">결제 실패 시험</button>
</div>
</form>`
  )

/** A page that only says something (expired, already done, not found), with an optional way back. */
export const statusPage = (title: string, message: string, back?: { href: string; label: string }): string =>
  layout(
    title,
    `<div class="status">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${back ? `<a class="link" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>` : ""}
</div>`
  )
