import type { ReactElement } from "react"
import { Link } from "wouter"
import { IconPaw, button } from "../../ui/index.ts"
import { ResultScreen } from "./ResultScreen.tsx"

export const PLACEHOLDER_COPY = {
  title: "테스트 페이지",
  detail: "개발 중 확인용으로 남겨 둔 빈 페이지예요. 상품은 쇼핑 홈에서 볼 수 있어요.",
  toShop: "쇼핑 홈으로 가기"
} as const

export interface ShopPlaceholderViewProps {
  /** The placeholder's path (§2 `/shop/item/` or `/shop/test`), shown as a tag. */
  readonly path: string
}

/** `/shop/item/` and `/shop/test` (§2 "placeholder test pages"): says what it is and links to the shop. */
export const ShopPlaceholderView = ({ path }: ShopPlaceholderViewProps): ReactElement => (
  <ResultScreen tone="brand" icon={<IconPaw size={44} />} tag={path} title={PLACEHOLDER_COPY.title} detail={PLACEHOLDER_COPY.detail}>
    <Link href="/shop" className={button({ size: "lg", fullWidth: true })}>
      {PLACEHOLDER_COPY.toShop}
    </Link>
  </ResultScreen>
)
