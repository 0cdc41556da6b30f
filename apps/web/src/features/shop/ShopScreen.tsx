import type { ReactElement } from "react"
import { NO_INPUT } from "@mungwalk/core/location"
import { connectShop, provideShopMachine } from "@mungwalk/core/shop"
import { useConnectedInTransition } from "../../app/useConnected.ts"
import { ShopView } from "./ShopView.tsx"

/** `/shop`: the shop machine (best items, the all/liked grid as a paged list, the cart count); its answers drawn in a transition. */
export const ShopScreen = (): ReactElement => <ShopView shop={useConnectedInTransition(({ api }) => provideShopMachine({ api }), NO_INPUT, connectShop)} />
