import type { ReactElement } from "react"
import { useSearch } from "wouter"
import { connectCart, provideCartMachine } from "@mungwalk/core/cart"
import { useConnected } from "../../app/useConnected.ts"
import { deviceUserAgent } from "../../platform/device.ts"
import { browserPageRestore } from "../../platform/pageRestore.ts"
import { CartView } from "./CartView.tsx"

/**
 * `/shop/cart`: the cart machine over the address's query ('buy now', §2; `payment=canceled`), the
 * device's user agent (§9 PC or mobile payment) and the page coming back from the back/forward cache.
 */
export const CartScreen = (): ReactElement => (
  <CartView
    cart={useConnected(
      ({ api, navigate, openUrl }) => provideCartMachine({ api, navigate, openUrl, pageRestore: browserPageRestore() }),
      { search: useSearch(), userAgent: deviceUserAgent() },
      connectCart
    )}
  />
)
