/** Types of the cart and checkout (`/shop/cart`, §2, §5, §8, §9). */
import type { ApiClient } from "../api/client.ts"
import type { PaymentPlatform } from "../domain/pricing.ts"
import type { Navigate, OpenUrl, PageRestore } from "../ports.ts"
import type { CartResponse, OrderRequest, Product, ReleaseRequest } from "../schema/shop.ts"

/** One line of the checkout: a cart line, or the single product of a 'buy now'. */
export interface CheckoutLine {
  /** Stable key for views and events: `cart:{cartId}` or `buy:{productId}`. */
  readonly key: string
  /** The cart line's id; null for a 'buy now' product (sent as `cartItemId: null`). */
  readonly cartId: number | null
  readonly productId: number
  readonly name: string
  /** Only a 'buy now' product carries its vendor (cart lines do not, §3). */
  readonly vendor: string | null
  readonly price: number
  readonly quantity: number
  readonly thumbnailImage: string | null
  /** The client-side checked flag (§3): every line starts checked. */
  readonly checked: boolean
}

/**
 * What loading the cart reads: the cart call's answer and, for a 'buy now', the product's current
 * details (`productDetail`; null when it no longer exists), so the URL's `PRICE` is never shown.
 */
export interface CartLoad {
  readonly cart: CartResponse
  readonly product: Product | null
}

/** The load's input: the 'buy now' product to read, or null in cart mode. */
export interface CartLoadInput {
  readonly productId: number | null
}

export interface CartInput {
  /**
   * The page's query string (`location.search`, with or without `?`). The §2 'buy now' fields
   * (PRODUCTID, VENDOR, NAME, PRICE, quantity, THUMBNAILIMAGE) replace the cart list with that
   * one product; a missing or malformed field means the normal cart. `payment=canceled` (the pay
   * provider's '취소' lands there) shows `CART_COPY.paymentCanceled`.
   */
  readonly search: string
  /** The device's user agent (`navigator.userAgent`): desktop → the PC payment route (§9). */
  readonly userAgent: string
  /**
   * What the member had filled in when they left for the pay provider (`CheckoutMemory`), if kept:
   * back with `payment=canceled`, the form is as they left it. Ignored otherwise.
   */
  readonly checkout?: CheckoutFields | null
}

/** The checkout form as the member left it for the pay provider, and the points that payment took. */
export interface CheckoutFields {
  readonly recipientName: string
  readonly address: string
  readonly pointsInput: string
  /** The points the payment took from the balance (given back when it is canceled). */
  readonly pointsUsed: number
  /** The cart lines the member had unchecked (their `cartId`s): back from the provider they stay unchecked. Absent: every line checked. */
  readonly uncheckedCartIds?: ReadonlyArray<number>
  /**
   * Kept as the tab left for the pay provider's page: the cart opened with it (the browser's back
   * loading the page again, not from its back/forward cache) says the payment was not made. The
   * cart forgets it once open (`CheckoutMemory.forgetLeaving`), so a reload does not say it again.
   */
  readonly leftForProvider?: boolean
  /**
   * With `leftForProvider`: the `checkoutId` of the payment this tab left on the provider's page.
   * The cart opened with it releases that payment alone (`releasePayments`), and forgets it with the mark.
   */
  readonly leftCheckoutId?: string
}

/** Keeps the checkout form across the pay provider's page (a page load away: the tab's session storage on the web). */
export interface CheckoutMemory {
  save(fields: CheckoutFields): void
  /** Drops the kept form's `leftForProvider` mark and its `leftCheckoutId` (the cart opened with it has said so and releases that payment). */
  forgetLeaving?(): void
}

export interface CartContext {
  /** `cart`: the member's cart lines; `buyNow`: the one product from the query. */
  readonly mode: "cart" | "buyNow"
  readonly lines: ReadonlyArray<CheckoutLine>
  /** The member's point balance (`nowPoint`), once loaded. */
  readonly nowPoint: number
  /** The points field as typed (a number above the limit brought down to it); `normalizePointsInput` gives what is used (§5). */
  readonly pointsInput: string
  /** The last typed amount was above the limit and was brought down to it (the field says so). */
  readonly pointsClamped: boolean
  readonly recipientName: string
  readonly address: string
  readonly platform: PaymentPlatform
  /** A quantity or delete call in flight: the line and its quantity before (restored on failure). */
  readonly pending: { readonly key: string; readonly quantityBefore: number } | null
  /** The message to show, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /** The delivery field '결제하기' last found blank (§5): marked invalid with its message until it is edited. */
  readonly invalidField: "name" | "address" | null
  /** A note above the cart: the member came back from the pay provider without paying (`?payment=canceled`, or back from its page). */
  readonly notice: string | null
  /** The 'buy now' product is no longer sold (the server answered 404): the page says so, not "empty cart". */
  readonly productGone: boolean
  /** The lines kept unchecked from before a page load (`CheckoutFields.uncheckedCartIds`): the cart's answer checks every other line. */
  readonly uncheckedCartIds: ReadonlyArray<number>
  /**
   * The payment this tab may have left on the provider's page, by its `OrderRequest.checkoutId`:
   * made by `user.pay`, or read from the kept form (`CheckoutFields.leftCheckoutId`). The cart
   * releases it, and only it, when it opens or the page comes back; null once released, or when
   * this tab left none (then nothing is released: a payment in another tab stays payable).
   */
  readonly checkoutId: string | null
}

export type CartEvent =
  | { readonly type: "user.retry" }
  | { readonly type: "user.toggleLine"; readonly key: string }
  | { readonly type: "user.toggleAll" }
  /** The stepper or a typed quantity: clamped to 1 … 999, saved through the update call (cart lines). */
  | { readonly type: "user.setQuantity"; readonly key: string; readonly quantity: number }
  | { readonly type: "user.deleteLine"; readonly key: string }
  | { readonly type: "user.changePoints"; readonly value: string }
  /** Leaving the points field: it shows the points used (§5: 'abc' and '-5' become '0'); an empty field stays empty. */
  | { readonly type: "user.settlePoints" }
  /** Use every point the items allow (the balance, at most the checked total). */
  | { readonly type: "user.useAllPoints" }
  | { readonly type: "user.changeName"; readonly value: string }
  | { readonly type: "user.changeAddress"; readonly value: string }
  | { readonly type: "user.pay" }
  | { readonly type: "user.dismissAlert" }
  /** The browser showed the page again from its back/forward cache (back from the pay provider's page). */
  | { readonly type: "page.restored" }

export interface CartPorts {
  readonly api: ApiClient
  /** App navigation: `/shop/payment/error` when the payment call fails (§8). */
  readonly navigate: Navigate
  /** Leaves the app for the pay provider's page (`window.location.assign`). */
  readonly openUrl: OpenUrl
  /** The page shown again from the back/forward cache: the payment this tab left on the provider's page is released and the cart read again. */
  readonly pageRestore: PageRestore
  /** Where the checkout form is kept while the member is on the pay provider's page (`CartInput.checkout` brings it back); none: not kept. */
  readonly checkoutMemory?: CheckoutMemory
}

/** What the release actor sends: the checkouts this tab left on the provider's page (the call's body). */
export type ReleaseInput = ReleaseRequest

/** What the payment actor sends. */
export interface PaymentInput {
  readonly platform: PaymentPlatform
  readonly order: OrderRequest
}
export interface QuantityInput {
  readonly line: CheckoutLine
}

/** Where the checkout goes when the payment call fails (§8). */
export const PAYMENT_ERROR_PATH = "/shop/payment/error"
/** The cart page (`/shop/cart`), also the 'buy now' target. */
export const CART_PATH = "/shop/cart"

/** Korean copy of the cart that the spec does not give (spec copy is in `MESSAGES`): the core's notes and alerts, and the web's cart page. */
export const CART_COPY = {
  /** The page's name (its h1, said to screen readers; the back bar shows it). */
  title: "장바구니",
  lines: "주문 상품",
  empty: "장바구니가 비어 있어요.",
  emptyDetail: "마음에 드는 상품을 담아보세요.",
  /** A 'buy now' link to a product no longer sold. */
  productGone: "구매하려던 상품을 찾을 수 없어요.",
  productGoneDetail: "판매가 끝났거나 없는 상품이에요.",
  goShopping: "쇼핑하러 가기",
  failed: "장바구니를 불러오지 못했어요.",
  selectAll: "전체 선택",
  delete: "삭제",
  deleting: "삭제 중",
  nothingChecked: "주문할 상품을 선택해주세요.",
  quantityFailed: "수량을 바꾸지 못했어요. 잠시 후 다시 시도해주세요.",
  deleteFailed: "상품을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.",
  delivery: "배송 정보",
  recipientName: "받는 분",
  recipientNamePlaceholder: "이름을 입력해주세요",
  address: "배송지",
  addressPlaceholder: "주소를 입력해주세요",
  points: "포인트",
  balance: "보유 포인트",
  pointsField: "사용할 포인트",
  useAll: "전액 사용",
  /** Under the points field: how many points this order can take (the balance, at most the checked total). */
  pointsLimit: (limit: string) => `최대 ${limit}까지 사용할 수 있어요`,
  /** A typed amount above that limit was brought down to it. */
  pointsClamped: (limit: string) => `${limit}까지만 사용할 수 있어서 ${limit}로 바꿨어요`,
  /** The limit is 0 because the balance is. */
  noPoints: "사용할 수 있는 포인트가 없어요",
  /** The limit is 0 because nothing is checked. */
  pointsNeedItems: "주문할 상품을 고르면 포인트를 쓸 수 있어요",
  summary: "결제 금액",
  itemsTotal: "상품 금액",
  pointsUsed: "포인트 사용",
  finalPrice: "최종 결제 금액",
  pay: "결제하기",
  paying: "결제 준비 중…",
  paymentCanceled: "결제를 취소했어요. 포인트는 차감되지 않았어요.",
  /** Canceled after points were taken for it: the server gave them back (the history shows both). */
  paymentCanceledPointsBack: (points: string) => `결제를 취소했어요. 사용하려던 ${points}는 돌려드렸어요.`
} as const

/** The query value the pay provider's '취소' lands with: `/shop/cart?payment=canceled` (plus a 'buy now' product's fields). */
export const PAYMENT_CANCELED_QUERY = { name: "payment", value: "canceled" } as const
