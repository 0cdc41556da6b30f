/**
 * The back bar's titles, apart from the routes table so that features (the boards) can name them
 * without importing the table that loads their screens (no import cycle: `importCycles.test.ts`).
 */
import { APP_NAME } from "./ShellView.tsx"

/** Back-bar titles the spec names (§2); every other back bar shows the generic title. */
export const BACK_TITLES = {
  productDetail: "상품 상세",
  cart: "장바구니",
  shop: "쇼핑",
  walkCertification: "산책 인증",
  informationSharing: "정보 공유",
  notification: "알림",
  orderList: "주문 내역",
  generic: APP_NAME
} as const
