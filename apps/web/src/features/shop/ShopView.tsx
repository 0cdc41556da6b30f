import { memo, type ReactElement } from "react"
import { Link } from "wouter"
import type { ProductCard as ProductCardModel, ShopView as ShopModel } from "@mungwalk/core/shop"
import type { Loadable } from "@mungwalk/core/resource"
import {
  Button,
  EmptyState,
  IconCart,
  IconHeart,
  IconHeartFilled,
  IconShop,
  LoadFailed,
  Page,
  PageSection,
  RetryOnReconnect,
  Skeleton,
  Stack,
  VisuallyHidden
} from "../../ui/index.ts"
import { sameRowProps } from "../../ui/sameRow.ts"
import { useReportScroll } from "../../ui/useReportScroll.ts"
import { ListFooter, PRODUCT_PICTURE_SIZES, Price, ProductPicture, Vendor } from "./ShopParts.tsx"
import * as css from "./ShopView.css.ts"

/** The shop's own copy (the spec gives none for these). */
export const SHOP_COPY = {
  title: "멍멍 스토어",
  subtitle: "우리 강아지를 위한 오늘의 추천",
  best: "베스트 상품",
  all: "전체 상품",
  likedOnly: "찜한 상품",
  empty: "아직 등록된 상품이 없어요.",
  emptyLiked: "찜한 상품이 없어요.",
  emptyLikedDetail: "마음에 드는 상품의 하트를 눌러 찜해보세요.",
  showAll: "전체 상품 보기",
  failed: "상품을 불러오지 못했어요.",
  bestFailed: "베스트 상품을 불러오지 못했어요.",
  end: "모든 상품을 다 봤어요.",
  liked: "찜한 상품"
} as const

export interface ShopViewProps {
  /** What `connectShop` gives: best strip, grid, liked toggle, cart button. */
  readonly shop: Pick<ShopModel, "best" | "grid" | "likedOnly" | "toggleLiked" | "cart">
}

/**
 * The pictures a phone shows before any scrolling load at once (one of them is the page's largest
 * paint); the rest wait until they come near the screen. The best strip shows about four, and the
 * grid's first row (two) sits under it.
 */
const BEST_ON_FIRST_SCREEN = 4
const GRID_ON_FIRST_SCREEN = 2

/** One product of the grid: picture, vendor, name (two lines at most), price; a heart when liked. Drawn again only when its fields change (`sameRowProps`). */
export const ProductCard = memo(
  ({ product, eager = false }: { readonly product: ProductCardModel; readonly eager?: boolean }): ReactElement => (
    <Link href={product.href} className={css.card} data-part="product">
      <span className={css.pictureBox}>
        <ProductPicture src={product.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.card} eager={eager} />
        {product.isLiked ? (
          <span className={css.liked} role="img" aria-label={SHOP_COPY.liked} data-part="liked">
            <IconHeartFilled size={16} />
          </span>
        ) : null}
      </span>
      <Vendor>{product.vendor}</Vendor>
      <span className={css.name}>{product.name}</span>
      <Price amount={product.priceLabel} />
    </Link>
  ),
  sameRowProps
)

/** One of the best items, with its rank. Drawn again only when its fields change (`sameRowProps`). */
const BestItem = memo(
  ({ product, rank }: { readonly product: ProductCardModel; readonly rank: number }): ReactElement => (
    <li className={css.stripItem}>
      <Link href={product.href} className={css.card}>
        <span className={css.pictureBox}>
          <ProductPicture src={product.thumbnailImage} sizes={PRODUCT_PICTURE_SIZES.strip} eager={rank <= BEST_ON_FIRST_SCREEN} />
          <span className={css.rank} data-top={rank <= 3} aria-hidden>
            {rank}
          </span>
        </span>
        <Vendor>{product.vendor}</Vendor>
        <span className={css.bestName}>{product.name}</span>
        <Price amount={product.priceLabel} size="sm" />
      </Link>
    </li>
  ),
  sameRowProps
)

/**
 * A product's place while its list loads: a card's own boxes — a square picture, the vendor line,
 * two lines of name, the price — with nothing in them, so nothing below moves when the products
 * come (a skeleton of a guessed height moved the grid by 24 px when the best items arrived).
 */
const ProductPlaceholder = ({ strip = false, label }: { readonly strip?: boolean; readonly label?: string }): ReactElement => (
  <div className={css.card} data-part="product-placeholder">
    <span className={css.pictureBox}>
      <Skeleton ratio="1 / 1" label={label} />
    </span>
    <Vendor>
      <span className={css.placeholderLine} style={{ width: "4em" }} />
    </Vendor>
    <span className={strip ? css.bestName : css.name}>
      <span className={css.placeholderLine} style={{ width: "90%" }} />
    </span>
    <Price amount={"\u00a0"} size={strip ? "sm" : "md"} />
  </div>
)

const BestStrip = ({ best }: { readonly best: Loadable<ReadonlyArray<ProductCardModel>> }): ReactElement | null => {
  if (best.status === "empty") return null
  return (
    <PageSection title={SHOP_COPY.best}>
      {best.status === "loading" ? (
        <div className={css.strip}>
          {[0, 1, 2].map((i) => (
            <ProductPlaceholder key={i} strip label={i === 0 ? "베스트 상품을 불러오는 중" : undefined} />
          ))}
        </div>
      ) : best.status === "failed" ? (
        <div className={css.bestFailed}>
          <span role="alert">{SHOP_COPY.bestFailed}</span>
          <Button variant="ghost" size="sm" onClick={best.retry}>
            다시 시도
          </Button>
          <RetryOnReconnect onRetry={best.retry} />
        </div>
      ) : (
        <ol className={css.strip} aria-label={SHOP_COPY.best} data-part="best">
          {best.data.map((product, i) => (
            <BestItem key={product.productId} product={product} rank={i + 1} />
          ))}
        </ol>
      )}
    </PageSection>
  )
}

/** `/shop`: the best items strip, the all/liked toggle, the product grid (two columns) with infinite scroll, the cart button. */
export const ShopView = ({ shop: { best, grid: products, likedOnly, toggleLiked, cart } }: ShopViewProps): ReactElement => {
  useReportScroll(products)
  const cartCount = cart.count ?? 0
  const onLikedOnlyChange = (liked: boolean) => {
    if (liked !== likedOnly) toggleLiked()
  }
  return (
    <Page>
      <header className={css.header}>
        <div>
          <h1 className={css.title}>{SHOP_COPY.title}</h1>
          <p className={css.subtitle}>{SHOP_COPY.subtitle}</p>
        </div>
        <Link href={cart.href} className={css.cartButton} data-part="cart">
          <IconCart size={24} />
          {cartCount > 0 ? (
            <>
              <VisuallyHidden>장바구니, 상품 </VisuallyHidden>
              <span className={css.cartCount}>{cartCount > 99 ? "99+" : cartCount}</span>
              <VisuallyHidden>개</VisuallyHidden>
            </>
          ) : (
            <VisuallyHidden>장바구니</VisuallyHidden>
          )}
        </Link>
      </header>
      {likedOnly ? null : <BestStrip best={best} />}
      <Stack gap="4">
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons (aria-pressed), not form fields */}
        <div className={css.filters} role="group" aria-label="상품 보기">
          <button type="button" className={css.filter} aria-pressed={!likedOnly} onClick={() => onLikedOnlyChange(false)}>
            <IconShop size={18} />
            {SHOP_COPY.all}
          </button>
          <button type="button" className={css.filter} aria-pressed={likedOnly} onClick={() => onLikedOnlyChange(true)} data-part="liked-toggle">
            {likedOnly ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
            {SHOP_COPY.likedOnly}
          </button>
        </div>
        {products.status === "loading" ? (
          <div className={css.grid}>
            {[0, 1, 2, 3].map((i) => (
              <ProductPlaceholder key={i} label={i === 0 ? "상품을 불러오는 중" : undefined} />
            ))}
          </div>
        ) : products.status === "failed" ? (
          <LoadFailed message={SHOP_COPY.failed} onRetry={products.retry} />
        ) : products.status === "empty" ? (
          likedOnly ? (
            <EmptyState
              icon={<IconHeart size={40} />}
              message={SHOP_COPY.emptyLiked}
              detail={SHOP_COPY.emptyLikedDetail}
              action={
                <Button variant="secondary" onClick={() => onLikedOnlyChange(false)}>
                  {SHOP_COPY.showAll}
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<IconShop size={40} />} message={SHOP_COPY.empty} />
          )
        ) : (
          <>
            <ul className={css.grid} aria-label={likedOnly ? SHOP_COPY.likedOnly : SHOP_COPY.all} aria-busy={products.reloading || products.loadingMore}>
              {products.data.map((product, i) => (
                <li key={product.productId}>
                  <ProductCard product={product} eager={i < GRID_ON_FIRST_SCREEN} />
                </li>
              ))}
            </ul>
            <ListFooter list={products} noun="상품" endText={SHOP_COPY.end} />
          </>
        )}
      </Stack>
    </Page>
  )
}
