/** Types of the product detail (`/shop/item/{id}`, §2, §4 likes, §5 quantity). */
import type { ApiClient } from "../api/client.ts"
import type { Navigate } from "../ports.ts"
import type { Product } from "../schema/shop.ts"

export interface ProductInput {
  /** The `{id}` of `/shop/item/{id}` as in the address (or a number); one that names no id is `notFound`. */
  readonly productId: string | number
  /** A cart add sent before a reload whose answer never came (`storedCartAdd(...).read()`): taken on as unknown. */
  readonly cartAdd?: CartAdd | null
}

/** A cart add not known to have succeeded: its key (`newSubmissionKey`) and quantity. */
export interface CartAdd {
  readonly key: string
  readonly quantity: number
  /** Its last send got no answer (it may have been added): the key then stays for another quantity too. */
  readonly unknown?: boolean
}

/** Keeps the product's unsettled cart add (the tab's session storage on the web), so a reload adds it again under the same key. */
export interface CartAddMemory {
  save(add: CartAdd): void
  clear(): void
}

export interface ProductContext {
  /** The id the address names, or null when it names none. */
  readonly productId: number | null
  /** The product as loaded, with the optimistic like applied while a like call runs. */
  readonly product: Product | null
  /** The purchase modal's quantity (≥ 1, `stepperQuantity`). */
  readonly quantity: number
  /** The message to show, cleared by `user.dismissAlert`. */
  readonly alert: string | null
  /**
   * The last cart add not known to have succeeded: its key (`newSubmissionKey`) and quantity. Sent
   * again with the same quantity (a retry after a lost answer) it keeps the key, so the server does
   * not add the quantity twice; dropped once an add succeeds.
   */
  readonly cartAdd: CartAdd | null
}

export type ProductEvent =
  | { readonly type: "user.retry" }
  /** ISLIKE N ↔ Y, shown at once; reverted with an alert if the call fails. */
  | { readonly type: "user.toggleLike" }
  /** Opens the purchase modal with quantity 1. */
  | { readonly type: "user.openPurchase" }
  | { readonly type: "user.closePurchase" }
  | { readonly type: "user.setQuantity"; readonly quantity: number }
  | { readonly type: "user.addToCart" }
  /** Goes to `/shop/cart` with the §2 query (PRODUCTID, VENDOR, NAME, PRICE, quantity, THUMBNAILIMAGE). */
  | { readonly type: "user.buyNow" }
  /** After 'added to cart': go to `/shop/cart`. */
  | { readonly type: "user.goToCart" }
  | { readonly type: "user.dismissAlert" }

export interface ProductPorts {
  readonly api: ApiClient
  readonly navigate: Navigate
  /** Keeps the cart add from its send until it is known (added, or its key refused); absent: not kept. */
  readonly cartAddMemory?: CartAddMemory
}

export interface LikeProductInput {
  readonly productId: number
  /** The wanted state: true → the like call, false → the unlike call. */
  readonly liked: boolean
}
export interface AddToCartInput {
  readonly productId: number
  readonly quantity: number
  readonly submissionKey: string
}

/** Korean copy of the product detail that the spec does not give (the machine's words and the page's). */
export const PRODUCT_COPY = {
  title: "상품 상세",
  couldNotLoad: "상품 정보를 불러오지 못했어요.",
  notFound: "상품을 찾을 수 없어요",
  notFoundDetail: "판매가 끝났거나 없는 상품이에요.",
  backToShop: "쇼핑 홈으로 가기",
  /** The heart's words, liked or not: a toggle (`aria-pressed` says which), so its name stays. */
  like: "찜하기",
  likeFailed: "찜하기를 반영하지 못했어요. 잠시 후 다시 시도해주세요.",
  buy: "구매하기",
  perks: "멍멍워크 산책 포인트로 결제할 수 있어요",
  details: "상품 정보",
  detailAlt: "상세 정보 이미지",
  sheetTitle: "수량 선택",
  quantity: "수량",
  total: "총 상품 금액",
  addToCart: "장바구니 담기",
  adding: "담는 중…",
  /** No answer came (the network, a 5xx): the line may be in the cart; adding again cannot add it twice (decision 0013). */
  addUnknown: "장바구니에 담겼는지 확인하지 못했어요. 다시 담아도 두 번 담기지 않아요.",
  buyNow: "바로 구매",
  added: "장바구니에 담았어요",
  goToCart: "장바구니 보기",
  continueShopping: "쇼핑 계속하기",
  addFailed: "장바구니에 담지 못했어요. 잠시 후 다시 시도해주세요.",
  /** An add whose answer was lost had been put in the cart: the changed one was not added as well. */
  alreadyAdded: "앞서 담은 상품이 이미 장바구니에 들어갔어요. 장바구니에서 수량을 확인해주세요."
} as const
