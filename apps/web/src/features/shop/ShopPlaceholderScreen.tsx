import type { ReactElement } from "react"
import { useLocation } from "wouter"
import { ShopPlaceholderView } from "./ShopPlaceholderView.tsx"

/** `/shop/item/` and `/shop/test` (§2 placeholder pages). */
export const ShopPlaceholderScreen = (): ReactElement => <ShopPlaceholderView path={useLocation()[0]} />
