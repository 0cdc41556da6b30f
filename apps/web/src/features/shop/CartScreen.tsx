import type { ReactElement } from "react"
import { connectCart, provideCartMachine } from "@mungwalk/core/cart"
import { useConnected } from "../../app/useConnected.ts"
import { browserPageRestore } from "../../platform/pageRestore.ts"
import { CartView } from "./CartView.tsx"

/**
 * `/shop/cart`: the cart machine over the address's query ('buy now', §2; `payment=canceled`), the
 * device's user agent (§9 PC or mobile payment) and the page coming back from the back/forward cache.
 */
export const CartScreen = (): ReactElement => (
  <CartView
    {...useConnected(
      ({ api, navigate, openUrl }) => provideCartMachine({ api, navigate, openUrl, pageRestore: browserPageRestore() }),
      { search: window.location.search, userAgent: navigator.userAgent },
      connectCart
    )}
  />
)
