import { useEffect, useRef, type ReactElement } from "react"
import { Link } from "wouter"
import { PRODUCT_COPY, type ProductDetailData, type ProductView, type PurchaseView } from "@mungwalk/core/product"
import {
  Alert,
  Button,
  EmptyState,
  IconCheck,
  IconCoin,
  IconHeart,
  IconHeartFilled,
  IconShop,
  LoadFailed,
  Modal,
  Notice,
  Page,
  Skeleton,
  Stack,
  Text,
  button
} from "../../ui/index.ts"
import { FULL_WIDTH, pictureProps } from "../../ui/pictures.ts"
import { PRODUCT_PICTURE_SIZES, Price, ProductPicture, QuantityStepper, StickyBar, Vendor } from "./ShopParts.tsx"
import { mark } from "./ShopParts.css.ts"
import * as css from "./ProductDetailView.css.ts"

export interface ProductDetailViewProps {
  /**
   * `connectProduct(...)`: the product (`notFound`: no such product; the view links back to
   * `/shop`) with its like toggle, the purchase sheet (its `step`, quantity, total and message),
   * and the page's alert (a like that failed).
   */
  readonly detail: Pick<ProductView, "product" | "purchase" | "pageAlert" | "dismissAlert">
}

export interface PurchaseModalProps {
  readonly product: ProductDetailData
  readonly purchase: PurchaseView
}

/** The purchase sheet: the product, a quantity stepper (− off at 1), the total, '장바구니 담기' and '바로 구매'; then the 'added' confirmation. */
export const PurchaseModal = ({ product, purchase }: PurchaseModalProps): ReactElement | null => {
  const adding = purchase.step === "adding"
  // The add disables its button while it runs, which drops the keyboard's focus to the page: a
  // failed add gives it back to the button, so the sheet keeps it (Escape still closes it).
  const addButton = useRef<HTMLButtonElement>(null)
  const wasAdding = useRef(adding)
  useEffect(() => {
    if (wasAdding.current && !adding && purchase.step === "choosing") addButton.current?.focus()
    wasAdding.current = adding
  }, [adding, purchase.step])
  // Each step is a dialog of its own (`key`): the confirmation takes focus as it opens, as any dialog does.
  if (purchase.step === "added") {
    return (
      <Modal
        key="added"
        open
        title={PRODUCT_COPY.added}
        description={`${product.name} ${purchase.quantity}개`}
        illustration={
          <span className={mark}>
            <IconCheck size={32} />
          </span>
        }
        onClose={purchase.close}
        actionsLayout="stack"
        actions={
          <>
            <Link href="/shop/cart" className={button({ fullWidth: true })} data-autofocus data-part="go-to-cart">
              {PRODUCT_COPY.goToCart}
            </Link>
            <Button variant="ghost" fullWidth onClick={purchase.close}>
              {PRODUCT_COPY.continueShopping}
            </Button>
          </>
        }
      />
    )
  }
  return (
    <Modal
      key="sheet"
      open={purchase.step !== "closed"}
      title={PRODUCT_COPY.sheetTitle}
      onClose={adding ? undefined : purchase.close}
      actions={
        <>
          <Button ref={addButton} variant="secondary" fullWidth loading={adding} onClick={purchase.addToCart}>
            {purchase.addLabel}
          </Button>
          <Button fullWidth disabled={adding} onClick={purchase.buyNow}>
            {PRODUCT_COPY.buyNow}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <div className={css.sheetProduct}>
          <ProductPicture src={product.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.sheet} />
          <Stack gap="1">
            <Vendor>{product.vendor}</Vendor>
            <Text size="sm" weight="medium">
              {product.name}
            </Text>
          </Stack>
        </div>
        <div className={css.sheetRow}>
          <Text as="span" weight="bold">
            {PRODUCT_COPY.quantity}
          </Text>
          <QuantityStepper value={purchase.quantity} onChange={purchase.setQuantity} label={`${product.name} 수량`} disabled={adding} />
        </div>
        <div className={css.sheetRow} data-part="total">
          <Text as="span" tone="muted" size="sm">
            {PRODUCT_COPY.total}
          </Text>
          <Price amount={purchase.total} className={css.total} />
        </div>
        {purchase.message ? (
          <Notice tone="danger" role="alert">
            {purchase.message}
          </Notice>
        ) : null}
      </Stack>
    </Modal>
  )
}

/** `/shop/item/{id}`: the picture, vendor, name, price, the detail image; a sticky bar with the like toggle and '구매하기'. */
export const ProductDetailView = ({ detail: { product, purchase, pageAlert, dismissAlert } }: ProductDetailViewProps): ReactElement => {
  if (product.status === "loading") {
    return (
      <Page>
        <Skeleton height={320} label="상품 정보를 불러오는 중" />
        <Skeleton height={24} />
        <Skeleton height={64} />
      </Page>
    )
  }
  if (product.status === "notFound") {
    return (
      <Page>
        <EmptyState
          heading
          icon={<IconShop size={40} />}
          message={PRODUCT_COPY.notFound}
          detail={PRODUCT_COPY.notFoundDetail}
          action={
            <Link href="/shop" className={button({ variant: "primary" })}>
              {PRODUCT_COPY.backToShop}
            </Link>
          }
        />
      </Page>
    )
  }
  if (product.status !== "ready") {
    return (
      <Page>
        <LoadFailed title={PRODUCT_COPY.title} message={PRODUCT_COPY.couldNotLoad} onRetry={product.status === "failed" ? product.retry : undefined} />
      </Page>
    )
  }
  const item = product.data
  return (
    <div className={css.screen} aria-busy={product.reloading}>
      <ProductPicture src={item.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.hero} alt={item.name} className={css.hero} eager />
      <div className={css.info} data-part="summary">
        <Vendor>{item.vendor}</Vendor>
        <h1 className={css.name}>{item.name}</h1>
        <div className={css.priceRow}>
          <Price amount={item.price} size="xl" />
        </div>
        <p className={css.perks}>
          <IconCoin size={18} />
          {PRODUCT_COPY.perks}
        </p>
      </div>
      {item.detailImage ? (
        <section className={css.details} aria-label={PRODUCT_COPY.details}>
          <Text as="h2" size="lg" weight="bold">
            {PRODUCT_COPY.details}
          </Text>
          <img
            src={item.detailImage}
            {...pictureProps(item.detailImage, FULL_WIDTH)}
            alt={`${item.name} ${PRODUCT_COPY.detailAlt}`}
            className={css.detailImage}
            loading="lazy"
          />
        </section>
      ) : null}
      <StickyBar label="구매">
        {/* While the like is sent: unusable but still focused (`aria-disabled`, not `disabled`, which would drop the focus to the page's top). */}
        <button
          type="button"
          className={css.likeButton}
          aria-pressed={item.isLiked}
          aria-disabled={item.isLiking || undefined}
          onClick={item.isLiking ? undefined : item.toggleLike}
          data-part="like"
        >
          {item.isLiked ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
          <span className={css.likeText}>{PRODUCT_COPY.like}</span>
        </button>
        <Button size="lg" className={css.buyButton} onClick={purchase.open}>
          {PRODUCT_COPY.buy}
        </Button>
      </StickyBar>
      <PurchaseModal product={item} purchase={purchase} />
      <Alert message={pageAlert} onConfirm={dismissAlert} />
    </div>
  )
}
