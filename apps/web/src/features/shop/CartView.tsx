import { useEffect, useRef, type ReactElement, type ReactNode } from "react"
import { Link } from "wouter"
import { MAX_TEXT_LENGTH, formatWon } from "@mungwalk/core"
import { CART_COPY, type CartLineView, type CartSheet, type CartView as CartModel } from "@mungwalk/core/cart"
import {
  Alert,
  Button,
  EmptyState,
  IconCart,
  IconCheck,
  IconTrash,
  IconButton,
  LoadFailed,
  Notice,
  Page,
  Skeleton,
  Text,
  TextField,
  button,
  spinner,
  useFocusFirstInvalid,
  visuallyHidden
} from "../../ui/index.ts"
import { PRODUCT_PICTURE_SIZES, Price, ProductPicture, QuantityStepper, StickyBar } from "./ShopParts.tsx"
import * as css from "./CartView.css.ts"

export interface CartViewProps {
  /** What `connectCart` gives: the checkout sheet as a `Loadable`, the alert and the canceled-payment note. */
  readonly cart: Pick<CartModel, "cart" | "alert" | "dismissAlert" | "notice">
}

/** The member came back from the pay provider without paying: their points are back. */
const CanceledNotice = ({ notice }: { notice: string | null }): ReactElement | null =>
  notice ? (
    <Notice tone="info" icon={<IconCheck size={20} />} part="payment-canceled">
      {notice}
    </Notice>
  ) : null

const Check = ({
  checked,
  onChange,
  label,
  children,
  disabled,
  className
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label?: string
  children?: ReactNode
  disabled?: boolean
  className?: string
}): ReactElement => (
  <label className={className ? `${css.check} ${className}` : css.check}>
    <input
      type="checkbox"
      className={css.checkInput}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
    <span className={css.checkBox} data-state={checked ? "checked" : "unchecked"} aria-hidden>
      <IconCheck size={16} />
    </span>
    {children}
  </label>
)

const Line = ({ item, single, locked, onRemove }: { item: CartLineView; single: boolean; locked: boolean; onRemove: () => void }): ReactElement => {
  const busy = locked || !item.canEdit
  return (
    <li
      className={css.line}
      data-state={item.checked ? "checked" : "unchecked"}
      data-single={single}
      data-part="cart-line"
      data-removing={item.isRemoving || undefined}
      aria-busy={item.isSaving || undefined}
    >
      {single ? null : <Check className={css.lineCheck} checked={item.checked} disabled={locked} label={`${item.name} 선택`} onChange={item.toggle} />}
      <ProductPicture src={item.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.cartLine} className={css.linePicture} />
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <span className={css.lineName}>{item.name}</span>
          {single ? null : (
            <IconButton
              label={item.isRemoving ? `${item.name} ${CART_COPY.deleting}` : `${item.name} ${CART_COPY.delete}`}
              className={css.deleteButton}
              disabled={busy}
              onClick={onRemove}
              data-part="delete-line"
            >
              {item.isRemoving ? <span className={spinner} style={{ width: 18, height: 18 }} aria-hidden /> : <IconTrash size={20} />}
            </IconButton>
          )}
        </div>
        <span className={css.unitPrice}>{item.priceLabel}</span>
      </div>
      <div className={css.lineControls}>
        <QuantityStepper value={item.quantity} label={`${item.name} 수량`} disabled={busy} onChange={item.setQuantity} />
        <Price amount={item.totalLabel} />
      </div>
    </li>
  )
}

/**
 * The delivery fields. A field '결제하기' found blank (§5's alert) is marked invalid with the same
 * words under it until edited, and takes focus when the alert's '확인' closes it (the dialog hands
 * focus back to '결제하기' first, which is off screen from the field).
 */
const Delivery = ({ c, locked, alertOpen }: { c: CartSheet; locked: boolean; alertOpen: boolean }): ReactElement => {
  const section = useFocusFirstInvalid<HTMLElement>(alertOpen)
  return (
    <section ref={section} className={css.block} aria-labelledby="cart-delivery">
      <h2 id="cart-delivery" className={css.blockTitle}>
        {CART_COPY.delivery}
      </h2>
      <TextField
        label={CART_COPY.recipientName}
        placeholder={CART_COPY.recipientNamePlaceholder}
        autoComplete="name"
        maxLength={MAX_TEXT_LENGTH}
        value={c.recipientName}
        readOnly={locked}
        error={c.nameError}
        onChange={(e) => c.changeName(e.currentTarget.value)}
      />
      <TextField
        label={CART_COPY.address}
        placeholder={CART_COPY.addressPlaceholder}
        autoComplete="street-address"
        // The order's fields are single-line texts of at most 200 characters (longer ones could never be sent).
        maxLength={MAX_TEXT_LENGTH}
        value={c.address}
        readOnly={locked}
        error={c.addressError}
        onChange={(e) => c.changeAddress(e.currentTarget.value)}
      />
    </section>
  )
}

/**
 * The lines. A delete disables the line's buttons while its call runs, which drops the keyboard's
 * focus to the page: when the call is over, the focus goes to the delete button now in that place
 * (the next line's, or the last one's), or to the lines' heading when none is left.
 */
const Lines = ({ lines, single, locked }: { lines: ReadonlyArray<CartLineView>; single: boolean; locked: boolean }): ReactElement => {
  const list = useRef<HTMLUListElement>(null)
  const removedAt = useRef<number | null>(null)
  const removing = lines.some((l) => l.isRemoving)
  useEffect(() => {
    if (removing || removedAt.current === null) return
    const at = removedAt.current
    removedAt.current = null
    const deletes = list.current?.querySelectorAll<HTMLElement>('[data-part="delete-line"]') ?? []
    const target = deletes[Math.min(at, deletes.length - 1)] ?? list.current?.closest("section")?.querySelector<HTMLElement>("h2")
    target?.focus()
  }, [removing])
  return (
    <ul className={css.lines} ref={list}>
      {lines.map((item, i) => (
        <Line
          key={item.key}
          item={item}
          single={single}
          locked={locked}
          onRemove={() => {
            removedAt.current = i
            item.remove()
          }}
        />
      ))}
    </ul>
  )
}

/** `/shop/cart`: lines (check boxes, steppers, delete), delivery, points, the summary and the sticky pay button. */
export const CartView = ({ cart: { cart, alert, dismissAlert, notice } }: CartViewProps): ReactElement => {
  if (cart.status === "loading") {
    return (
      <Page>
        <CanceledNotice notice={notice} />
        <Skeleton height={120} label="장바구니를 불러오는 중" />
        <Skeleton height={120} />
        <Skeleton height={180} />
      </Page>
    )
  }
  if (cart.status === "failed")
    return (
      <Page>
        <CanceledNotice notice={notice} />
        <LoadFailed title={CART_COPY.title} message={CART_COPY.failed} onRetry={cart.retry} />
      </Page>
    )
  if (cart.status === "empty" || cart.status === "notFound") {
    const gone = cart.status === "notFound"
    return (
      <Page>
        <h1 className={visuallyHidden}>{CART_COPY.title}</h1>
        <CanceledNotice notice={notice} />
        <EmptyState
          icon={<IconCart size={40} />}
          message={gone ? CART_COPY.productGone : CART_COPY.empty}
          detail={gone ? CART_COPY.productGoneDetail : CART_COPY.emptyDetail}
          action={
            <Link href="/shop" className={button({ variant: "primary" })}>
              {CART_COPY.goShopping}
            </Link>
          }
        />
      </Page>
    )
  }
  const c = cart.data
  const locked = c.isPaying
  return (
    <div className={css.screen} aria-busy={cart.reloading || c.isPaying}>
      {notice ? (
        <div className={css.noticeSlot}>
          <CanceledNotice notice={notice} />
        </div>
      ) : null}
      <h1 className={visuallyHidden}>{CART_COPY.title}</h1>
      <section className={css.block} aria-labelledby="cart-lines">
        <h2 id="cart-lines" className={css.blockTitle} tabIndex={-1}>
          {CART_COPY.lines} {c.lines.length}
        </h2>
        {c.isBuyNow ? null : (
          <div className={css.selectAllRow}>
            <Check checked={c.allChecked} disabled={locked} onChange={c.toggleAll}>
              {CART_COPY.selectAll} ({c.checkedCount}/{c.lines.length})
            </Check>
          </div>
        )}
        <Lines lines={c.lines} single={c.isBuyNow} locked={locked} />
      </section>
      <Delivery c={c} locked={locked} alertOpen={alert !== null} />
      <section className={css.block} aria-labelledby="cart-points">
        <div className={css.pointsHead}>
          <h2 id="cart-points" className={css.blockTitle}>
            {CART_COPY.points}
          </h2>
          <span className={css.balance}>
            {CART_COPY.balance}{" "}
            <span className={css.balanceValue} data-part="balance">
              {c.nowPointLabel}
            </span>
          </span>
        </div>
        <div className={css.pointsRow}>
          <TextField
            label={CART_COPY.pointsField}
            inputMode="numeric"
            autoComplete="off"
            value={c.pointsInput}
            readOnly={locked}
            trailing="P"
            aria-describedby="cart-points-note"
            onChange={(e) => c.changePoints(e.currentTarget.value)}
            onBlur={c.settlePoints}
          />
          <Button variant="outline" disabled={locked || c.nowPoint === 0} onClick={c.useAllPoints}>
            {CART_COPY.useAll}
          </Button>
        </div>
        {/* The limit, always said; when a typed amount was lowered to it, the field shows the limit and this says why. */}
        <Text id="cart-points-note" size="xs" tone={c.pointsClamped ? "accent" : "muted"} role="status" data-part="points-note">
          {c.pointsNote}
        </Text>
      </section>
      <section className={css.block} aria-labelledby="cart-summary">
        <h2 id="cart-summary" className={css.blockTitle}>
          {CART_COPY.summary}
        </h2>
        <dl className={css.summary}>
          <dt className={css.summaryLabel}>{CART_COPY.itemsTotal}</dt>
          <dd className={css.summaryValue}>{c.itemsTotalLabel}</dd>
          <dt className={css.summaryLabel}>{CART_COPY.pointsUsed}</dt>
          <dd className={css.summaryPoints}>{c.pointsUsed > 0 ? `-${formatWon(c.pointsUsed)}` : formatWon(0)}</dd>
          <dt className={css.summaryTotalLabel}>{CART_COPY.finalPrice}</dt>
          <dd className={css.summaryTotal} data-part="final-price">
            {c.finalPriceLabel}
          </dd>
        </dl>
      </section>
      <StickyBar label="결제">
        <Button
          size="lg"
          className={css.payButton}
          disabled={c.checkedCount === 0 || (!c.canPay && !c.isPaying)}
          loading={c.isPaying}
          onClick={c.pay}
          data-part="pay"
        >
          {c.payLabel}
        </Button>
      </StickyBar>
      <Alert message={alert} onConfirm={dismissAlert} />
    </div>
  )
}
