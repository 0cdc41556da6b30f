/** The product detail's view model: a `Findable` product with its like button, and the purchase modal. */
import type { SnapshotFrom } from "xstate"
import { formatWon } from "../domain/format.ts"
import { lineTotal, MAX_QUANTITY } from "../domain/pricing.ts"
import type { Findable } from "../resource/loadable.ts"
import type { ProductMachine } from "./product.machine.ts"
import { PRODUCT_COPY, type ProductEvent } from "./product.types.ts"

/** The loaded product as the view draws it. */
export interface ProductDetailData {
  readonly productId: number
  readonly name: string
  readonly vendor: string
  readonly price: number
  /** `12,900원`. */
  readonly priceLabel: string
  readonly thumbnailImage: string | null
  readonly detailImage: string | null
  /** ISLIKE (optimistic while the call runs). */
  readonly isLiked: boolean
  readonly isLiking: boolean
  toggleLike(): void
}

/** Where the purchase sheet is: closed, choosing the quantity, adding to the cart, or added (the confirmation). */
export type PurchaseStep = "closed" | "choosing" | "adding" | "added"

/** The purchase modal (open from 'buy'). */
export interface PurchaseView {
  readonly step: PurchaseStep
  readonly isOpen: boolean
  readonly quantity: number
  readonly canDecrement: boolean
  readonly canIncrement: boolean
  /** Price × quantity, in won (`total`) and `25,800원` (`totalLabel`). */
  readonly total: number
  readonly totalLabel: string
  /** Why adding to the cart failed, shown in the open sheet; null otherwise (then it is the page's `pageAlert`). */
  readonly message: string | null
  readonly isAdding: boolean
  /** The add button's words: '장바구니 담기', or '담는 중…' while the call runs (a slow call says it is working). */
  readonly addLabel: string
  /** After 'add to cart' succeeded: '장바구니에 담았어요' with `goToCart()` and `close()`; null otherwise. */
  readonly confirmation: string | null
  /** The modal's 'add to cart' and 'buy now' buttons are enabled. */
  readonly canChoose: boolean
  open(): void
  close(): void
  setQuantity(quantity: number): void
  increment(): void
  decrement(): void
  addToCart(): void
  /** Goes to `/shop/cart` with the §2 query of this product and quantity. */
  buyNow(): void
  goToCart(): void
}

export interface ProductView {
  /** `notFound`: no such product (404, or an address naming no id): the view offers `/shop`. */
  readonly product: Findable<ProductDetailData>
  readonly purchase: PurchaseView
  readonly alert: string | null
  /** The alert shown on the page (a like that failed): `alert` while the sheet is closed, null while it is open. */
  readonly pageAlert: string | null
  readonly copy: typeof PRODUCT_COPY
  dismissAlert(): void
}

export const connectProduct = (snapshot: SnapshotFrom<ProductMachine>, send: (event: ProductEvent) => void): ProductView => {
  const c = snapshot.context
  const p = c.product
  const inPurchase = (state: "choosing" | "adding" | "added") => snapshot.matches({ ready: { purchase: state } })
  const choosing = inPurchase("choosing")
  const product: Findable<ProductDetailData> = snapshot.matches("notFound")
    ? { status: "notFound" }
    : snapshot.matches("failed")
      ? { status: "failed", retry: () => send({ type: "user.retry" }) }
      : snapshot.matches("ready") && p
        ? {
            status: "ready",
            reloading: false,
            data: {
              productId: p.productId,
              name: p.name,
              vendor: p.vendor,
              price: p.price,
              priceLabel: formatWon(p.price),
              thumbnailImage: p.thumbnailImage,
              detailImage: p.detailImage,
              isLiked: p.isLiked,
              isLiking: snapshot.matches({ ready: { like: "liking" } }),
              toggleLike: () => send({ type: "user.toggleLike" })
            }
          }
        : { status: "loading" }
  const setQuantity = (quantity: number) => send({ type: "user.setQuantity", quantity })
  const step: PurchaseStep = inPurchase("added") ? "added" : inPurchase("adding") ? "adding" : choosing ? "choosing" : "closed"
  const isOpen = step !== "closed"
  const total = p ? lineTotal({ price: p.price, quantity: c.quantity }) : 0
  return {
    product,
    purchase: {
      step,
      isOpen,
      quantity: c.quantity,
      canDecrement: choosing && c.quantity > 1,
      canIncrement: choosing && c.quantity < MAX_QUANTITY,
      total,
      totalLabel: formatWon(total),
      message: isOpen ? c.alert : null,
      isAdding: inPurchase("adding"),
      addLabel: inPurchase("adding") ? PRODUCT_COPY.adding : PRODUCT_COPY.addToCart,
      confirmation: inPurchase("added") ? PRODUCT_COPY.added : null,
      canChoose: choosing,
      open: () => send({ type: "user.openPurchase" }),
      close: () => send({ type: "user.closePurchase" }),
      setQuantity,
      increment: () => setQuantity(c.quantity + 1),
      decrement: () => setQuantity(c.quantity - 1),
      addToCart: () => send({ type: "user.addToCart" }),
      buyNow: () => send({ type: "user.buyNow" }),
      goToCart: () => send({ type: "user.goToCart" })
    },
    alert: c.alert,
    pageAlert: isOpen ? null : c.alert,
    copy: PRODUCT_COPY,
    dismissAlert: () => send({ type: "user.dismissAlert" })
  }
}
