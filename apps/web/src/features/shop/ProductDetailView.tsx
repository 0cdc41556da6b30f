import type { ReactElement } from "react"
import { Link } from "wouter"
import type { Product } from "@mungwalk/core"
import type { Findable } from "@mungwalk/core/resource"
import type { ProductView } from "@mungwalk/core/product"
import { Alert, Button, EmptyState, IconCheck, IconCoin, IconHeart, IconHeartFilled, IconShop, LoadFailed, Modal, Notice, Page, Skeleton, Stack, Text, button } from "../../ui/index.ts"
import { FULL_WIDTH, pictureProps } from "../../ui/pictures.ts"
import { PRODUCT_PICTURE_SIZES, Price, ProductPicture, QuantityStepper, StickyBar, Vendor } from "./ShopParts.tsx"
import { mark } from "./ShopParts.css.ts"
import * as css from "./ProductDetailView.css.ts"

/** The product page's own copy (the spec gives none for these). */
export const PRODUCT_COPY = {
  buy: "구매하기",
  like: "찜하기",
  liked: "찜함",
  perks: "멍멍워크 산책 포인트로 결제할 수 있어요",
  details: "상품 정보",
  detailAlt: "상세 정보 이미지",
  sheetTitle: "옵션 선택",
  quantity: "수량",
  total: "총 상품 금액",
  addToCart: "장바구니 담기",
  buyNow: "바로 구매",
  addedTitle: "장바구니에 담았어요",
  goToCart: "장바구니 보기",
  keepShopping: "쇼핑 계속하기",
  notFound: "상품을 찾을 수 없어요",
  notFoundDetail: "판매가 끝났거나 없는 상품이에요.",
  backToShop: "쇼핑 홈으로 가기",
  failed: "상품 정보를 불러오지 못했어요."
} as const

/**
 * Where the purchase sheet is: `closed`; `choosing` (quantity and the two buttons); `adding` (the
 * add-to-cart call is in flight); `added` (the call succeeded: a confirmation with a link to the cart).
 */
export type PurchaseStep = "closed" | "choosing" | "adding" | "added"

export interface PurchaseState {
  readonly step: PurchaseStep
  /** The chosen quantity (≥ 1, §5). */
  readonly quantity: number
  /** Why adding to the cart failed (Korean), shown in the sheet; null otherwise. */
  readonly message: string | null
}

export interface ProductDetailViewProps {
  /** `GET /api/shop/products/detail?productId` (`notFound`: no such product; the view links back to `/shop`). */
  readonly product: Findable<Product>
  /** Toggle the like (N ↔ Y, §4); the heart shows `product.data.isLiked`. */
  readonly onToggleLike: () => void
  /** A like call is in flight (the heart already shows the new state; a second tap waits). */
  readonly liking?: boolean
  /** The purchase sheet. */
  readonly purchase: PurchaseState
  /** The sticky '구매하기' button: open the sheet. */
  readonly onOpenPurchase: () => void
  /** Close the sheet (Escape, the backdrop, '쇼핑 계속하기'). */
  readonly onClosePurchase: () => void
  /** The stepper asked for this quantity (the view never asks for less than 1). */
  readonly onQuantityChange: (quantity: number) => void
  /** '장바구니 담기': add `purchase.quantity` of the product to the cart. */
  readonly onAddToCart: () => void
  /** '바로 구매': go to `/shop/cart` with this product alone (§2 query fields). */
  readonly onBuyNow: () => void
  /** A message outside the sheet (a like that failed), acknowledged with `onDismissAlert`; null hides it. */
  readonly alert?: string | null
  readonly onDismissAlert?: () => void
}

const ignore = () => {}

/** The view's props from what `connectProduct` gives (the screen's one line). */
export const productDetailProps = (view: ProductView): ProductDetailViewProps => {
  const { product, purchase } = view
  const ready = product.status === "ready" ? product.data : null
  const step: PurchaseStep = purchase.confirmation !== null ? "added" : purchase.isAdding ? "adding" : purchase.isOpen ? "choosing" : "closed"
  return {
    product,
    onToggleLike: ready ? ready.toggleLike : ignore,
    liking: ready?.isLiking ?? false,
    purchase: { step, quantity: purchase.quantity, message: purchase.isOpen ? view.alert : null },
    onOpenPurchase: purchase.open,
    onClosePurchase: purchase.close,
    onQuantityChange: purchase.setQuantity,
    onAddToCart: purchase.addToCart,
    onBuyNow: purchase.buyNow,
    alert: purchase.isOpen ? null : view.alert,
    onDismissAlert: view.dismissAlert
  }
}

export interface PurchaseModalProps extends Pick<ProductDetailViewProps, "purchase" | "onClosePurchase" | "onQuantityChange" | "onAddToCart" | "onBuyNow"> {
  readonly product: Product
}

/** The purchase sheet: the product, a quantity stepper (− off at 1), the total, '장바구니 담기' and '바로 구매'; then the 'added' confirmation. */
export const PurchaseModal = ({ product, purchase, onClosePurchase, onQuantityChange, onAddToCart, onBuyNow }: PurchaseModalProps): ReactElement | null => {
  if (purchase.step === "added") {
    return (
      <Modal
        open
        title={PRODUCT_COPY.addedTitle}
        description={`${product.name} ${purchase.quantity}개`}
        illustration={<span className={mark}><IconCheck size={32} /></span>}
        onClose={onClosePurchase}
        actionsLayout="stack"
        actions={
          <>
            <Link href="/shop/cart" className={button({ fullWidth: true })} data-autofocus data-part="go-to-cart">{PRODUCT_COPY.goToCart}</Link>
            <Button variant="ghost" fullWidth onClick={onClosePurchase}>{PRODUCT_COPY.keepShopping}</Button>
          </>
        }
      />
    )
  }
  const adding = purchase.step === "adding"
  return (
    <Modal
      open={purchase.step !== "closed"}
      title={PRODUCT_COPY.sheetTitle}
      onClose={adding ? undefined : onClosePurchase}
      actions={
        <>
          <Button variant="secondary" fullWidth loading={adding} onClick={onAddToCart}>{PRODUCT_COPY.addToCart}</Button>
          <Button fullWidth disabled={adding} onClick={onBuyNow}>{PRODUCT_COPY.buyNow}</Button>
        </>
      }
    >
      <Stack gap="3">
        <div className={css.sheetProduct}>
          <ProductPicture src={product.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.sheet} />
          <Stack gap="1">
            <Vendor>{product.vendor}</Vendor>
            <Text size="sm" weight="medium">{product.name}</Text>
          </Stack>
        </div>
        <div className={css.sheetRow}>
          <Text as="span" weight="bold">{PRODUCT_COPY.quantity}</Text>
          <QuantityStepper value={purchase.quantity} onChange={onQuantityChange} label={`${product.name} 수량`} disabled={adding} />
        </div>
        <div className={css.sheetRow} data-part="total">
          <Text as="span" tone="muted" size="sm">{PRODUCT_COPY.total}</Text>
          <Price amount={product.price * purchase.quantity} className={css.total} />
        </div>
        {purchase.message ? <Notice tone="danger" role="alert">{purchase.message}</Notice> : null}
      </Stack>
    </Modal>
  )
}

/** `/shop/item/{id}`: the picture, vendor, name, price, the detail image; a sticky bar with the like toggle and '구매하기'. */
export const ProductDetailView = (props: ProductDetailViewProps): ReactElement => {
  const { product, onToggleLike, liking = false, onOpenPurchase } = props
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
          icon={<IconShop size={40} />}
          message={PRODUCT_COPY.notFound}
          detail={PRODUCT_COPY.notFoundDetail}
          action={<Link href="/shop" className={button({ variant: "primary" })}>{PRODUCT_COPY.backToShop}</Link>}
        />
      </Page>
    )
  }
  if (product.status !== "ready") {
    return (
      <Page>
        <LoadFailed title="상품 상세" message={PRODUCT_COPY.failed} onRetry={product.status === "failed" ? product.retry : undefined} />
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
        <p className={css.perks}><IconCoin size={18} />{PRODUCT_COPY.perks}</p>
      </div>
      {item.detailImage ? (
        <section className={css.details} aria-label={PRODUCT_COPY.details}>
          <Text as="h2" size="lg" weight="bold">{PRODUCT_COPY.details}</Text>
          <img src={item.detailImage} {...pictureProps(item.detailImage, FULL_WIDTH)} alt={`${item.name} ${PRODUCT_COPY.detailAlt}`} className={css.detailImage} loading="lazy" />
        </section>
      ) : null}
      <StickyBar label="구매">
        <button type="button" className={css.likeButton} aria-pressed={item.isLiked} disabled={liking} onClick={onToggleLike} data-part="like">
          {item.isLiked ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
          <span className={css.likeText}>{PRODUCT_COPY.like}</span>
        </button>
        <Button size="lg" className={css.buyButton} onClick={onOpenPurchase}>{PRODUCT_COPY.buy}</Button>
      </StickyBar>
      <PurchaseModal {...props} product={item} />
      <Alert message={props.alert ?? null} onConfirm={props.onDismissAlert ?? ignore} />
    </div>
  )
}
