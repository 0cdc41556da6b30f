/** The cart's view model: a `Findable` checkout sheet (a gone buy-now product is `notFound`) (lines, points, recipient, totals) and handlers. */
import type { SnapshotFrom } from "xstate"
import { formatPoints as points, formatWon } from "../domain/format.ts"
import { MESSAGES } from "../domain/messages.ts"
import { checkedTotal, finalPrice, lineTotal, MAX_QUANTITY, type PaymentPlatform } from "../domain/pricing.ts"
import type { Findable } from "../resource/loadable.ts"
import type { CartMachine } from "./cart.machine.ts"
import { pointsLimit, pointsUsed } from "./cart.rules.ts"
import { CART_COPY, type CartEvent } from "./cart.types.ts"

/** One line of the checkout as the view draws it. */
export interface CartLineView {
  readonly key: string
  readonly name: string
  /** The vendor ('buy now' only; cart lines carry none). */
  readonly vendor: string | null
  readonly thumbnailImage: string | null
  readonly quantity: number
  /** Unit price, `12,900원`. */
  readonly priceLabel: string
  /** Price × quantity, `25,800원`. */
  readonly totalLabel: string
  readonly checked: boolean
  /** The stepper's '−' (quantity above 1 and no call in flight). */
  readonly canDecrement: boolean
  readonly canIncrement: boolean
  /** This line's quantity or delete call is running. */
  readonly isSaving: boolean
  /** Its delete call is in flight: the line shows it is going. */
  readonly isRemoving: boolean
  /** Steppers and delete are off while any line call runs (one at a time) or while paying. */
  readonly canEdit: boolean
  toggle(): void
  /** A typed quantity (clamped to 1 … 999 by the machine). */
  setQuantity(quantity: number): void
  increment(): void
  decrement(): void
  remove(): void
}

/** The checkout sheet, shown when the cart has lines. */
export interface CartSheet {
  readonly lines: ReadonlyArray<CartLineView>
  /** A 'buy now' of one product from the query (§2), not the member's cart. */
  readonly isBuyNow: boolean
  readonly allChecked: boolean
  readonly checkedCount: number
  /** The balance (`nowPoint`); `nowPointLabel` is `3,000P`. */
  readonly nowPoint: number
  readonly nowPointLabel: string
  /** The points field: as typed, but never more than is applied (a larger number shows the points used). */
  readonly pointsInput: string
  /** Under the field: the most points this order can take ('최대 90P까지 사용할 수 있어요'), or why a typed amount was lowered. */
  readonly pointsNote: string
  /** The note says a typed amount was lowered to the limit. */
  readonly pointsClamped: boolean
  /** What is used (§5: non-numeric or negative → 0, capped at the balance and at the items total). */
  readonly pointsUsed: number
  readonly pointsUsedLabel: string
  readonly itemsTotal: number
  readonly itemsTotalLabel: string
  /** Checked lines − points, never below 0 (§5). */
  readonly finalPrice: number
  readonly finalPriceLabel: string
  readonly recipientName: string
  readonly address: string
  /** '이름을 입력해주세요.' under the name field after '결제하기' found it blank, until it is edited; else null. */
  readonly nameError: string | null
  /** '배송지를 입력해주세요.' likewise for the address. */
  readonly addressError: string | null
  readonly platform: PaymentPlatform
  readonly isPaying: boolean
  readonly payLabel: string
  /** The pay button's state: off while paying or while a line call runs. */
  readonly canPay: boolean
  toggleAll(): void
  changePoints(value: string): void
  /** Leaving the field: it shows the points used (§5: 'abc' and '-5' become '0', '12.7' '12'); an empty field stays empty. */
  settlePoints(): void
  useAllPoints(): void
  changeName(value: string): void
  changeAddress(value: string): void
  /** Validates (name, then address, then a checked line: alerts) and starts the payment. */
  pay(): void
}

export interface CartView {
  /**
   * `empty`: no lines (the view shows `copy.empty` and a way to the shop); `notFound`: the 'buy now'
   * product is no longer sold.
   */
  readonly cart: Findable<CartSheet>
  /** An alert to show (§5 checkout messages, a failed quantity or delete), or null. */
  readonly alert: string | null
  /** A note above the cart: '결제를 취소했어요. 포인트는 차감되지 않았어요.' after the pay provider's '취소' or back from its page. */
  readonly notice: string | null
  readonly copy: typeof CART_COPY
  dismissAlert(): void
}

export const connectCart = (snapshot: SnapshotFrom<CartMachine>, send: (event: CartEvent) => void): CartView => {
  const c = snapshot.context
  const base = { alert: c.alert, notice: c.notice, copy: CART_COPY, dismissAlert: () => send({ type: "user.dismissAlert" }) }
  if (snapshot.matches("releasing") || snapshot.matches("loading")) return { ...base, cart: { status: "loading" } }
  if (snapshot.matches("failed")) return { ...base, cart: { status: "failed", retry: () => send({ type: "user.retry" }) } }
  if (c.lines.length === 0) return { ...base, cart: c.productGone ? { status: "notFound" } : { status: "empty" } }

  const idle = snapshot.matches({ ready: "idle" })
  const isPaying = !snapshot.matches("ready")
  const used = pointsUsed(c)
  const limit = pointsLimit(c)
  const itemsTotal = checkedTotal(c.lines)
  const total = finalPrice(c.lines, used)
  const removing = snapshot.matches({ ready: "deleting" }) ? (c.pending?.key ?? null) : null
  const lines = c.lines.map(
    (l): CartLineView => ({
      key: l.key,
      name: l.name,
      vendor: l.vendor,
      thumbnailImage: l.thumbnailImage,
      quantity: l.quantity,
      priceLabel: formatWon(l.price),
      totalLabel: formatWon(lineTotal(l)),
      checked: l.checked,
      canDecrement: idle && l.quantity > 1,
      canIncrement: idle && l.quantity < MAX_QUANTITY,
      isSaving: c.pending?.key === l.key,
      isRemoving: removing === l.key,
      canEdit: idle,
      toggle: () => send({ type: "user.toggleLine", key: l.key }),
      setQuantity: (quantity) => send({ type: "user.setQuantity", key: l.key, quantity }),
      increment: () => send({ type: "user.setQuantity", key: l.key, quantity: l.quantity + 1 }),
      decrement: () => send({ type: "user.setQuantity", key: l.key, quantity: l.quantity - 1 }),
      remove: () => send({ type: "user.deleteLine", key: l.key })
    })
  )
  const checkedCount = c.lines.filter((l) => l.checked).length
  return {
    ...base,
    cart: {
      status: "ready",
      reloading: false,
      data: {
        lines,
        isBuyNow: c.mode === "buyNow",
        allChecked: checkedCount === c.lines.length,
        checkedCount,
        nowPoint: c.nowPoint,
        nowPointLabel: points(c.nowPoint),
        pointsInput: /^\s*\d+(\.\d+)?\s*$/.test(c.pointsInput) && Number(c.pointsInput) > used ? String(used) : c.pointsInput,
        pointsNote:
          limit === 0
            ? c.nowPoint > 0
              ? CART_COPY.pointsNeedItems
              : CART_COPY.noPoints
            : c.pointsClamped
              ? CART_COPY.pointsClamped(points(limit))
              : CART_COPY.pointsLimit(points(limit)),
        pointsClamped: c.pointsClamped,
        pointsUsed: used,
        pointsUsedLabel: points(used),
        itemsTotal,
        itemsTotalLabel: formatWon(itemsTotal),
        finalPrice: total,
        finalPriceLabel: formatWon(total),
        recipientName: c.recipientName,
        address: c.address,
        nameError: c.invalidField === "name" ? MESSAGES.checkoutNameRequired : null,
        addressError: c.invalidField === "address" ? MESSAGES.checkoutAddressRequired : null,
        platform: c.platform,
        isPaying,
        // Nothing checked: the (disabled) button says what it needs rather than '0원 결제하기'.
        payLabel: isPaying ? CART_COPY.paying : checkedCount === 0 ? CART_COPY.nothingChecked : `${formatWon(total)} ${CART_COPY.pay}`,
        canPay: idle,
        toggleAll: () => send({ type: "user.toggleAll" }),
        changePoints: (value) => send({ type: "user.changePoints", value }),
        settlePoints: () => send({ type: "user.settlePoints" }),
        useAllPoints: () => send({ type: "user.useAllPoints" }),
        changeName: (value) => send({ type: "user.changeName", value }),
        changeAddress: (value) => send({ type: "user.changeAddress", value }),
        pay: () => send({ type: "user.pay" })
      }
    }
  }
}
