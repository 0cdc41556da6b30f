/**
 * The pay provider port. The order code (services/shop) knows only this interface; the one
 * implementation is KakaoPay's online payment API (`providers/kakaopay.ts`), which talks over
 * HTTP either to KakaoPay (`KAKAOPAY_API_BASE=https://open-api.kakaopay.com`) or to the
 * sandbox the embedded default hosts at `/sandbox/kakaopay` (same protocol, no keys).
 *
 * The flow (KakaoPay "single payment"):
 *   ready(order)   → tid + the provider's page URLs (PC / mobile); the browser goes there
 *   the member approves on the provider's page → the provider redirects the browser to
 *   `approvalUrl?pg_token=…` (or to `cancelUrl` / `failUrl`)
 *   approve(tid, pg_token) → the payment is taken
 *   cancel(tid, amount)    → a (partial) refund
 *   order(tid)             → where the payment stands at the provider (status, approved and
 *                            cancelled amounts): how the shop settles a step whose answer it lost
 */

export interface PayReadyRequest {
  /** Our unguessable order id (`orders.partner_order_id`). */
  readonly partnerOrderId: string
  /** The member id as text. */
  readonly partnerUserId: string
  /** "사료 외 2건". */
  readonly itemName: string
  /** Total number of pieces. */
  readonly quantity: number
  /** Won charged through the provider (after points); > 0. */
  readonly totalAmount: number
  readonly taxFreeAmount: number
  /** Where the provider sends the browser after approval (`?pg_token=` is appended), cancel and failure. */
  readonly approvalUrl: string
  readonly cancelUrl: string
  readonly failUrl: string
}

export interface PayReadyResult {
  readonly tid: string
  readonly redirectPcUrl: string
  readonly redirectMobileUrl: string
  readonly createdAt: string
}

export interface PayApproveRequest {
  readonly tid: string
  readonly partnerOrderId: string
  readonly partnerUserId: string
  readonly pgToken: string
}

export interface PayApproveResult {
  readonly aid: string
  readonly tid: string
  /** What the provider charged; the order code checks it equals the order's cash amount. */
  readonly totalAmount: number
  readonly approvedAt: string
}

export interface PayCancelRequest {
  readonly tid: string
  readonly cancelAmount: number
  readonly cancelTaxFreeAmount: number
  /**
   * What the shop believes can still be cancelled before this request (KakaoPay
   * `cancel_available_amount`): the provider refuses the cancel when it differs, so a cancel
   * that already happened (its answer lost) is never done a second time.
   */
  readonly cancelAvailableAmount?: number
}

export interface PayCancelResult {
  readonly tid: string
  /** CANCEL_PAYMENT (all of it) or PART_CANCEL_PAYMENT. */
  readonly status: string
  /** Everything canceled on this payment so far, this request included (KakaoPay `canceled_amount.total`). */
  readonly canceledAmount: number
  /** What this request canceled (KakaoPay `approved_cancel_amount.total`). Additive. */
  readonly approvedCancelAmount?: number
  /** What can still be canceled (KakaoPay `cancel_available_amount.total`). Additive. */
  readonly cancelAvailableAmount?: number
}

/**
 * KakaoPay's payment statuses (`/online/v1/payment/order`). Approved: SUCCESS_PAYMENT,
 * PART_CANCEL_PAYMENT, CANCEL_PAYMENT. Ended without approval: QUIT_PAYMENT, FAIL_PAYMENT,
 * FAIL_AUTH_PASSWORD. The others are steps before approval (AUTH_PASSWORD: the member approved
 * on the provider's page and the shop's approve call has not been applied).
 */
export const PAY_APPROVED_STATUSES: ReadonlyArray<string> = ["SUCCESS_PAYMENT", "PART_CANCEL_PAYMENT", "CANCEL_PAYMENT"]
export const PAY_ENDED_STATUSES: ReadonlyArray<string> = ["QUIT_PAYMENT", "FAIL_PAYMENT", "FAIL_AUTH_PASSWORD"]

export interface PayOrderStatus {
  readonly tid: string
  readonly status: string
  /** What was approved (KakaoPay `amount.total`; the ready amount before approval). */
  readonly amount: number
  /** Everything cancelled so far (`canceled_amount.total`, 0 when absent). */
  readonly canceledAmount: number
  /** What can still be cancelled (`cancel_available_amount.total`, 0 when absent). */
  readonly cancelAvailableAmount: number
}

/**
 * Why a step failed (additive): `provider` — the provider answered an error (`code` is its
 * `error_code`); `http` — an error status without the provider's error body; `answer` — a success
 * status whose body is not the expected JSON; `timeout` — no answer in time; `network` — no
 * connection.
 */
export type PayFailureKind = "provider" | "http" | "answer" | "timeout" | "network"

/** A provider answer other than success, or no answer. `code` is the provider's error code when it gave one. */
export class PayProviderError extends Error {
  constructor(
    readonly step: "ready" | "approve" | "cancel" | "order",
    message: string,
    readonly code?: number,
    readonly httpStatus?: number,
    readonly kind?: PayFailureKind
  ) {
    super(message)
    this.name = "PayProviderError"
  }

  /**
   * The provider answered, and said no: only this fails a payment or a refund. Anything else (no
   * answer in time, no connection, an error status or body that is not the provider's error
   * answer) leaves the outcome unknown — the shop asks the provider's status later.
   */
  get isRefusal(): boolean {
    return this.kind === "provider"
  }
}

export interface PayProvider {
  /** "kakaopay". */
  readonly name: string
  ready(request: PayReadyRequest): Promise<PayReadyResult>
  approve(request: PayApproveRequest): Promise<PayApproveResult>
  cancel(request: PayCancelRequest): Promise<PayCancelResult>
  order(request: { readonly tid: string }): Promise<PayOrderStatus>
}
