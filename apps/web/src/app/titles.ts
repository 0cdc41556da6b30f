/**
 * The back bar's titles, apart from the routes table so that features (the boards) can name them
 * without importing the table that loads their screens (no import cycle: `importCycles.test.ts`).
 */

/** The app's name (the home's bar, the generic back bar, the tab's suffix). */
export const APP_NAME = "멍멍워크"

/** Back-bar titles the spec names (§2); every other back bar shows the generic title. */
export const BACK_TITLES = {
  productDetail: "상품 상세",
  cart: "장바구니",
  shop: "쇼핑",
  walkCertification: "산책 인증",
  informationSharing: "정보 공유",
  notification: "알림",
  orderList: "주문 내역",
  settings: "설정",
  generic: APP_NAME
} as const

/**
 * Each page's own name in the browser's tab and history (`document.title`: "내 포인트 · 멍멍워크"),
 * by the route's path in the routes table. The back bars keep the titles above (the spec's).
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": APP_NAME,
  "/login": "로그인",
  "/auth/register": "회원가입",
  "/auth/success": "로그인 완료",
  "/mypage": "마이페이지",
  "/mypage/profile": "프로필 수정",
  "/mypage/addDog": "강아지 등록",
  "/mypage/point": "내 포인트",
  "/mypage/settings": "설정",
  "/mypage/dogprofile/update/:petId": "강아지 정보 수정",
  "/mypage/dogprofile/:petId": "강아지 프로필",
  "/walk": "산책",
  "/walk/onwalk": "산책 중",
  "/walk/summary": "산책 기록",
  "/walk/nearby": "주변 산책로",
  "/notification": "알림",
  "/post/write": "글쓰기",
  "/post/edit/:postId": "글 수정",
  "/post/1": "산책 인증",
  "/post/2": "정보 공유",
  "/post/1/:postId": "산책 인증 글",
  "/post/2/:postId": "정보 공유 글",
  "/walk/hotplace": "산책 핫플레이스",
  "/shop": "쇼핑",
  "/shop/cart": "장바구니",
  "/shop/item/": "쇼핑",
  "/shop/test": "쇼핑",
  "/shop/item/:id": "상품 상세",
  "/shop/payment/complete": "결제 완료",
  "/shop/payment/error": "결제 오류",
  "/mypage/orderlist": "주문 내역",
  "/quest": "퀘스트"
}

/** The tab's name of an address no route knows. */
export const NOT_FOUND_TITLE = "페이지를 찾을 수 없어요"

/** `document.title` of a route (its table path; null: not found): "내 포인트 · 멍멍워크", the home just "멍멍워크". */
export const documentTitle = (routePath: string | null): string => {
  const name = routePath === null ? NOT_FOUND_TITLE : (PAGE_TITLES[routePath] ?? APP_NAME)
  return name === APP_NAME ? APP_NAME : `${name} · ${APP_NAME}`
}
