import type { ReactElement } from "react"
import { NO_INPUT } from "@mungwalk/core/location"
import { connectShop, provideShopMachine } from "@mungwalk/core/shop"
import { useConnected } from "../../app/useConnected.ts"
import { ShopView } from "./ShopView.tsx"

/** `/shop`: the shop machine (best items, the all/liked grid as a paged list, the cart count). */
export const ShopScreen = (): ReactElement => <ShopView shop={useConnected(({ api }) => provideShopMachine({ api }), NO_INPUT, connectShop)} />
