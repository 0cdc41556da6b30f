import { useState, type ReactElement } from "react"
import { useSearch } from "wouter"
import { connectCart, provideCartMachine, storedCheckoutMemory } from "@mungwalk/core/cart"
import { useConnected } from "../../app/useConnected.ts"
import { deviceUserAgent } from "../../platform/device.ts"
import { browserPageRestore } from "../../platform/pageRestore.ts"
import { browserStorage } from "../../platform/storage.ts"
import { CartView } from "./CartView.tsx"

/**
 * `/shop/cart`: the cart machine over the address's query ('buy now', §2; `payment=canceled`), the
 * device's user agent (§9 PC or mobile payment), the page coming back from the back/forward cache,
 * and the checkout form kept in this tab as it is typed (a reload, the pay provider's page and back).
 */
export const CartScreen = (): ReactElement => {
  const [memory] = useState(() => storedCheckoutMemory(browserStorage("session")))
  // Read during render (a render React throws away reads it again). Kept as the member types, so a
  // reload opens with it; a completed payment forgets it (`PaymentResultScreens`).
  const [checkout] = useState(() => memory.read())
  return (
    <CartView
      cart={useConnected(
        ({ api, navigate, openUrl }) => provideCartMachine({ api, navigate, openUrl, pageRestore: browserPageRestore(), checkoutMemory: memory }),
        { search: useSearch(), userAgent: deviceUserAgent(), checkout },
        connectCart
      )}
    />
  )
}
