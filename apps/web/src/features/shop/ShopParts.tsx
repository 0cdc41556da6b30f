/** Parts every shop screen shares: quantity stepper, prices, pictures, the sticky bar and the paged list's footer. */
import type { ReactElement, ReactNode } from "react"
import { MAX_QUANTITY, formatWon } from "@mungwalk/core"
import type { PagedLoadable } from "@mungwalk/core/pagedList"
import { Button, IconMinus, IconPaw, IconPlus, Spinner, Text, VisuallyHidden, cx } from "../../ui/index.ts"
import { FULL_WIDTH, pictureProps } from "../../ui/pictures.ts"
import { APP_MAX_WIDTH_PX } from "../../ui/theme.css.ts"
import * as css from "./ShopParts.css.ts"

export interface QuantityStepperProps {
  /** The quantity shown (≥ 1). */
  readonly value: number
  /** The new quantity: `value − 1` (never below 1: − is disabled at 1) or `value + 1`. */
  readonly onChange: (quantity: number) => void
  /** Whose quantity, for screen readers ("사료 수량"). */
  readonly label?: string
  /** Both buttons off (a save in flight, a payment). */
  readonly disabled?: boolean
}

/** − value +, each button 44 × 44 px; − is disabled at 1 (§5: quantity ≥ 1), + at the most a line holds (`MAX_QUANTITY`). */
/** One of the stepper's two buttons: `aria-disabled` while off (see `QuantityStepper`). */
const StepButton = ({ label, off, onPress, children }: { label: string; off: boolean; onPress: () => void; children: ReactNode }): ReactElement => (
  <button
    type="button"
    className={css.stepperButton}
    aria-label={label}
    aria-disabled={off}
    onClick={() => {
      if (!off) onPress()
    }}
  >
    {children}
  </button>
)

/*
 * Off, the buttons are `aria-disabled` (not `disabled`): a button disabled while its own update runs
 * dropped the keyboard's focus to the page, and the next Tab started over.
 */
export const QuantityStepper = ({ value, onChange, label = "수량", disabled = false }: QuantityStepperProps): ReactElement => (
  // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a value, not a form fieldset
  <div className={css.stepper} role="group" aria-label={label} data-part="stepper">
    <StepButton label="수량 줄이기" off={disabled || value <= 1} onPress={() => onChange(value - 1)}>
      <IconMinus size={18} />
    </StepButton>
    <output className={css.stepperValue} aria-live="polite" aria-label={`${value}개`}>
      {value}
      <VisuallyHidden>개</VisuallyHidden>
    </output>
    <StepButton label="수량 늘리기" off={disabled || value >= MAX_QUANTITY} onPress={() => onChange(value + 1)}>
      <IconPlus size={18} />
    </StepButton>
  </div>
)

/** A price in won, `12,900원`. */
export const Price = ({
  amount,
  size = "md",
  className
}: {
  readonly amount: number | string
  readonly size?: "sm" | "md" | "lg" | "xl"
  readonly className?: string
}): ReactElement => (
  <Text as="span" size={size} className={cx(css.price, className)}>
    {typeof amount === "string" ? amount : formatWon(amount)}
  </Text>
)

/** The shop grid's sides and gap in px (`Page`'s padding, `ShopView.css.ts`'s `columnGap`): a card is half of what is left. */
const GRID_INSET_PX = 16 * 2 + 12

/** How wide product pictures are shown, by place (`ShopView.css.ts`, `CartView.css.ts`, …), for `sizes`. */
export const PRODUCT_PICTURE_SIZES = {
  /** A card of the shop's two-column grid. */
  card: `(max-width: ${APP_MAX_WIDTH_PX}px) calc(50vw - ${GRID_INSET_PX / 2}px), ${(APP_MAX_WIDTH_PX - GRID_INSET_PX) / 2}px`,
  /** A card of the best products' strip. */
  strip: "132px",
  cartLine: "76px",
  order: "72px",
  /** The product beside the quantity sheet. */
  sheet: "64px",
  /** The product page's picture, as wide as the column. */
  hero: FULL_WIDTH
} as const

/** A square product picture (decorative when a visible name sits beside it: `alt=""`), `sizes` wide; a paw on a muted square when the product has none. */
export const ProductPicture = ({
  src,
  sizes,
  alt = "",
  className,
  eager = false
}: {
  readonly src: string | null
  readonly sizes: string
  readonly alt?: string
  readonly className?: string
  readonly eager?: boolean
}): ReactElement =>
  src ? (
    <img src={src} {...pictureProps(src, sizes)} alt={alt} className={cx(css.picture, className)} loading={eager ? "eager" : "lazy"} decoding="async" />
  ) : (
    <span
      className={cx(css.picture, css.noPicture, className)}
      data-part="no-picture"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      <IconPaw size={32} />
    </span>
  )

/** The vendor line above a product name. */
export const Vendor = ({ children }: { readonly children: ReactNode }): ReactElement => (
  <span className={css.vendor} data-part="vendor">
    {children}
  </span>
)

/** The bar stuck to the bottom of the screen (buy, pay). */
export const StickyBar = ({ children, label }: { readonly children: ReactNode; readonly label: string }): ReactElement => (
  <section className={css.stickyBar} aria-label={label} data-part="sticky-bar">
    {children}
  </section>
)

export interface ListFooterProps {
  /** The ready list (its `loadingMore`, `moreFailed`, `end`, `loadMore`). */
  readonly list: Extract<PagedLoadable<unknown>, { status: "ready" }>
  /** What the list holds, for the messages ("상품", "주문 내역"). */
  readonly noun: string
  /** Shown at the end of the list. */
  readonly endText: string
}

/** Under a paged list: 'loading more' (a spinner), a failed page (retry), or the end. */
export const ListFooter = ({ list, noun, endText }: ListFooterProps): ReactElement => (
  <div
    className={css.listFooter}
    data-part="list-footer"
    data-state={list.loadingMore ? "loadingMore" : list.moreFailed ? "moreFailed" : list.end ? "end" : "idle"}
  >
    {list.loadingMore ? (
      <Spinner size={24} label={`${noun}을 더 불러오는 중`} />
    ) : list.moreFailed ? (
      <Button variant="ghost" onClick={list.loadMore}>
        {noun}을 더 불러오지 못했어요. 다시 시도
      </Button>
    ) : list.end ? (
      <Text size="sm" tone="muted">
        {endText}
      </Text>
    ) : null}
  </div>
)
