import type { ReactElement, ReactNode } from "react"
import { Link } from "wouter"
import { formatWon, type CartLine } from "@mungwalk/core"
import type { Loadable } from "@mungwalk/core/resource"
import { Alert, Button, EmptyState, IconCart, IconCheck, IconTrash, IconButton, LoadFailed, Page, Skeleton, TextField, button } from "../../ui/index.ts"
import { Price, ProductPicture, QuantityStepper, StickyBar } from "./ShopParts.tsx"
import * as css from "./CartView.css.ts"

/** The cart's own copy (the spec gives the §5 messages; these are the rest). */
export const CART_COPY = {
  lines: "주문 상품",
  selectAll: "전체 선택",
  delete: "삭제",
  empty: "장바구니가 비어 있어요.",
  emptyDetail: "마음에 드는 상품을 담아 보세요.",
  goShopping: "쇼핑하러 가기",
  delivery: "배송 정보",
  recipientName: "받는 분",
  recipientNamePlaceholder: "이름을 입력해주세요",
  address: "배송지",
  addressPlaceholder: "주소를 입력해주세요",
  points: "포인트",
  balance: "보유 포인트",
  pointsField: "사용할 포인트",
  useAll: "전액 사용",
  summary: "결제 금액",
  itemsTotal: "상품 금액",
  pointsUsed: "포인트 사용",
  finalPrice: "최종 결제 금액",
  failed: "장바구니를 불러오지 못했어요."
} as const

/** `1,250P`. */
export const formatPoints = (points: number): string => `${formatWon(points).slice(0, -1)}P`

/** '12,900원 결제하기': the sticky pay button's label. */
export const payLabel = (amount: number): string => `${formatWon(amount)} 결제하기`

export interface CheckoutLine {
  readonly line: CartLine
  /** Counted in the order and the totals (all lines start checked). */
  readonly checked: boolean
  /** A quantity change or a delete of this line is being saved (its controls wait). */
  readonly saving?: boolean
}

/** Everything the cart screen shows once the cart has loaded. Totals come computed (the core's `pricing`). */
export interface Checkout {
  readonly lines: ReadonlyArray<CheckoutLine>
  /**
   * The cart holds the one product of a 'buy now' (§2 query fields), not the member's cart lines:
   * no check boxes and no delete.
   */
  readonly single: boolean
  /** The member's points (`nowPoint`). */
  readonly nowPoint: number
  /** What the points field shows (normalised by §5 as typed: non-numeric → 0, negative → 0, capped at the balance). */
  readonly pointsInput: string
  readonly recipientName: string
  /** Prefilled from `recentAddress` unless there is none. */
  readonly address: string
  /** Σ price × quantity of the checked lines. */
  readonly itemsTotal: number
  /** The points this order uses. */
  readonly pointsUsed: number
  /** itemsTotal − pointsUsed, never below 0. */
  readonly finalPrice: number
  /** The payment call is in flight (the pay button shows a spinner, the form waits). */
  readonly paying: boolean
  /** A message to acknowledge (§5 '이름을 입력해주세요.', '배송지를 입력해주세요.', a failed save); null hides it. */
  readonly alert: string | null
}

export interface CartViewProps {
  /** `GET /api/shop/carts` (or the 'buy now' product); `empty`: no lines. */
  readonly cart: Loadable<Checkout>
  /** A line's check box. */
  readonly onToggleLine: (line: CartLine, checked: boolean) => void
  /** The select-all check box: check (true) or uncheck every line. */
  readonly onToggleAll: (checked: boolean) => void
  /** A line's stepper asked for this quantity (never below 1). */
  readonly onQuantityChange: (line: CartLine, quantity: number) => void
  readonly onDelete: (line: CartLine) => void
  /** The points field changed (the raw text; the core normalises it). */
  readonly onPointsChange: (raw: string) => void
  /** '전액 사용': use as many points as the balance and the total allow. */
  readonly onUseAllPoints: () => void
  readonly onRecipientNameChange: (name: string) => void
  readonly onAddressChange: (address: string) => void
  /** The sticky pay button. */
  readonly onPay: () => void
  /** The alert's confirm button. */
  readonly onDismissAlert: () => void
}

const Check = ({ checked, onChange, label, children, disabled, className }: { checked: boolean; onChange: (checked: boolean) => void; label?: string; children?: ReactNode; disabled?: boolean; className?: string }): ReactElement => (
  <label className={className ? `${css.check} ${className}` : css.check}>
    <input type="checkbox" className={css.checkInput} checked={checked} disabled={disabled} aria-label={label} onChange={(e) => onChange(e.currentTarget.checked)} />
    <span className={css.checkBox} data-state={checked ? "checked" : "unchecked"} aria-hidden><IconCheck size={16} /></span>
    {children}
  </label>
)

const Line = ({ item, single, disabled, props }: { item: CheckoutLine; single: boolean; disabled: boolean; props: CartViewProps }): ReactElement => {
  const { line } = item
  const busy = disabled || item.saving === true
  return (
    <li className={css.line} data-state={item.checked ? "checked" : "unchecked"} data-single={single} data-part="cart-line" aria-busy={item.saving || undefined}>
      {single ? null : (
        <Check className={css.lineCheck} checked={item.checked} disabled={disabled} label={`${line.name} 선택`} onChange={(checked) => props.onToggleLine(line, checked)} />
      )}
      <ProductPicture src={line.thumbnailImage} className={css.linePicture} />
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <span className={css.lineName}>{line.name}</span>
          {single ? null : (
            <IconButton label={`${line.name} ${CART_COPY.delete}`} className={css.deleteButton} disabled={busy} onClick={() => props.onDelete(line)}>
              <IconTrash size={20} />
            </IconButton>
          )}
        </div>
        <span className={css.unitPrice}>{formatWon(line.price)}</span>
      </div>
      <div className={css.lineControls}>
        <QuantityStepper value={line.quantity} label={`${line.name} 수량`} disabled={busy} onChange={(n) => props.onQuantityChange(line, n)} />
        <Price amount={line.price * line.quantity} />
      </div>
    </li>
  )
}

/** `/shop/cart`: lines (check boxes, steppers, delete), delivery, points, the summary and the sticky pay button. */
export const CartView = (props: CartViewProps): ReactElement => {
  const { cart } = props
  if (cart.status === "loading") {
    return (
      <Page>
        <Skeleton height={120} label="장바구니를 불러오는 중" />
        <Skeleton height={120} />
        <Skeleton height={180} />
      </Page>
    )
  }
  if (cart.status === "failed") return <Page><LoadFailed title="장바구니" message={CART_COPY.failed} onRetry={cart.retry} /></Page>
  if (cart.status === "empty") {
    return (
      <Page>
        <EmptyState
          icon={<IconCart size={40} />}
          message={CART_COPY.empty}
          detail={CART_COPY.emptyDetail}
          action={<Link href="/shop" className={button({ variant: "primary" })}>{CART_COPY.goShopping}</Link>}
        />
      </Page>
    )
  }
  const c = cart.data
  const checkedCount = c.lines.filter((l) => l.checked).length
  const allChecked = checkedCount === c.lines.length
  const locked = c.paying
  return (
    <div className={css.screen} aria-busy={cart.reloading || c.paying}>
      <section className={css.block} aria-labelledby="cart-lines">
        <h1 id="cart-lines" className={css.blockTitle}>{CART_COPY.lines} {c.lines.length}</h1>
        {c.single ? null : (
          <div className={css.selectAllRow}>
            <Check checked={allChecked} disabled={locked} onChange={props.onToggleAll}>
              {CART_COPY.selectAll} ({checkedCount}/{c.lines.length})
            </Check>
          </div>
        )}
        <ul className={css.lines}>
          {c.lines.map((item) => <Line key={item.line.cartId} item={item} single={c.single} disabled={locked} props={props} />)}
        </ul>
      </section>
      <section className={css.block} aria-labelledby="cart-delivery">
        <h2 id="cart-delivery" className={css.blockTitle}>{CART_COPY.delivery}</h2>
        <TextField label={CART_COPY.recipientName} placeholder={CART_COPY.recipientNamePlaceholder} autoComplete="name" value={c.recipientName} readOnly={locked} onChange={(e) => props.onRecipientNameChange(e.currentTarget.value)} />
        <TextField label={CART_COPY.address} placeholder={CART_COPY.addressPlaceholder} autoComplete="street-address" value={c.address} readOnly={locked} onChange={(e) => props.onAddressChange(e.currentTarget.value)} />
      </section>
      <section className={css.block} aria-labelledby="cart-points">
        <div className={css.pointsHead}>
          <h2 id="cart-points" className={css.blockTitle}>{CART_COPY.points}</h2>
          <span className={css.balance}>{CART_COPY.balance} <span className={css.balanceValue} data-part="balance">{formatPoints(c.nowPoint)}</span></span>
        </div>
        <div className={css.pointsRow}>
          <TextField
            label={CART_COPY.pointsField}
            inputMode="numeric"
            autoComplete="off"
            value={c.pointsInput}
            readOnly={locked}
            trailing="P"
            onChange={(e) => props.onPointsChange(e.currentTarget.value)}
          />
          <Button variant="outline" disabled={locked || c.nowPoint === 0} onClick={props.onUseAllPoints}>{CART_COPY.useAll}</Button>
        </div>
      </section>
      <section className={css.block} aria-labelledby="cart-summary">
        <h2 id="cart-summary" className={css.blockTitle}>{CART_COPY.summary}</h2>
        <dl className={css.summary}>
          <dt className={css.summaryLabel}>{CART_COPY.itemsTotal}</dt>
          <dd className={css.summaryValue}>{formatWon(c.itemsTotal)}</dd>
          <dt className={css.summaryLabel}>{CART_COPY.pointsUsed}</dt>
          <dd className={css.summaryPoints}>{c.pointsUsed > 0 ? `-${formatWon(c.pointsUsed)}` : formatWon(0)}</dd>
          <dt className={css.summaryTotalLabel}>{CART_COPY.finalPrice}</dt>
          <dd className={css.summaryTotal} data-part="final-price">{formatWon(c.finalPrice)}</dd>
        </dl>
      </section>
      <StickyBar label="결제">
        <Button size="lg" className={css.payButton} disabled={checkedCount === 0} loading={c.paying} onClick={props.onPay} data-part="pay">
          {payLabel(c.finalPrice)}
        </Button>
      </StickyBar>
      <Alert message={c.alert} onConfirm={props.onDismissAlert} />
    </div>
  )
}
