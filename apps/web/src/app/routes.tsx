/**
 * The one routes table: every path of this slice, its lazily loaded screen (one chunk each), the
 * bar above it, whether the bottom navigation shows, and whether it needs a signed-in member.
 * The build's prerender imports this table (through `src/prerender.tsx`) for the pages it writes
 * and the screen files each address preloads (`module`).
 */
import type { LazyExoticComponent } from "react"
import { matchRoute, type Parser } from "wouter"
import { lazyScreen, type Screen } from "./lazyScreen.ts"
import type { BarSpec } from "./ShellView.tsx"
import { BACK_TITLES } from "./titles.ts"

export interface RouteEntry {
  /** A wouter pattern (`/mypage/dogprofile/:petId`). */
  readonly path: string
  /** The screen's module, from the app's root (`src/features/home/HomeScreen.tsx`). */
  readonly module: string
  readonly screen: LazyExoticComponent<Screen>
  readonly bar: BarSpec
  readonly bottomNav: boolean
  /** Needs a token (§2 route guard: all but `/`, `/login`, `/auth/register`, `/auth/success`). */
  readonly auth: boolean
  /** The screen draws its own offline notice (the live walk: one compact notice with the kept points), so the shell's banner stays out. */
  readonly ownOfflineNotice?: true
}

/** Every screen module, each loaded on demand (one chunk each). */
const screenModules = import.meta.glob<Record<string, unknown>>(["../features/*/*{Screen,Screens}.tsx", "!../features/error/*"])

/** The route's screen: export `name` of `features/<file>`. */
const screen = (file: string, name: string): Pick<RouteEntry, "module" | "screen"> => {
  const load = screenModules[`../features/${file}`]
  if (!load) throw new Error(`routes: no screen module features/${file}`)
  return { module: `src/features/${file}`, screen: lazyScreen(load, name) }
}

const top: BarSpec = { kind: "top" }
const back = (title: string = BACK_TITLES.generic): BarSpec => ({ kind: "back", title })

export const routes: ReadonlyArray<RouteEntry> = [
  { path: "/", ...screen("home/HomeScreen.tsx", "HomeScreen"), bar: top, bottomNav: true, auth: false },
  { path: "/login", ...screen("auth/LoginScreen.tsx", "LoginScreen"), bar: back(), bottomNav: true, auth: false },
  { path: "/auth/register", ...screen("auth/RegisterScreen.tsx", "RegisterScreen"), bar: back(), bottomNav: false, auth: false },
  { path: "/auth/success", ...screen("auth/AuthSuccessScreen.tsx", "AuthSuccessScreen"), bar: top, bottomNav: true, auth: false },
  { path: "/mypage", ...screen("mypage/MyPageScreen.tsx", "MyPageScreen"), bar: back(), bottomNav: false, auth: true },
  { path: "/mypage/profile", ...screen("mypage/ProfileScreen.tsx", "ProfileScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/mypage/addDog", ...screen("mypage/DogFormScreen.tsx", "AddDogScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/mypage/point", ...screen("mypage/PointHistoryScreen.tsx", "PointHistoryScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/mypage/settings", ...screen("settings/SettingsScreen.tsx", "SettingsScreen"), bar: back(BACK_TITLES.settings), bottomNav: true, auth: true },
  { path: "/mypage/dogprofile/update/:petId", ...screen("mypage/DogFormScreen.tsx", "EditDogScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/mypage/dogprofile/:petId", ...screen("mypage/DogProfileScreen.tsx", "DogProfileScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/walk", ...screen("walk/WalkScreen.tsx", "WalkScreen"), bar: top, bottomNav: true, auth: true },
  { path: "/walk/onwalk", ...screen("walk/OnWalkScreen.tsx", "OnWalkScreen"), bar: top, bottomNav: true, auth: true, ownOfflineNotice: true },
  { path: "/walk/summary", ...screen("walk/WalkSummaryScreen.tsx", "WalkSummaryScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/walk/nearby", ...screen("walk/NearbyScreen.tsx", "NearbyScreen"), bar: back(), bottomNav: true, auth: true },
  {
    path: "/notification",
    ...screen("notification/NotificationScreen.tsx", "NotificationScreen"),
    bar: back(BACK_TITLES.notification),
    bottomNav: true,
    auth: true
  },
  { path: "/post/write", ...screen("community/PostWriteScreen.tsx", "PostWriteScreen"), bar: back(), bottomNav: false, auth: true },
  { path: "/post/edit/:postId", ...screen("community/PostWriteScreen.tsx", "PostWriteScreen"), bar: back(), bottomNav: false, auth: true },
  { path: "/post/1", ...screen("community/PostListScreen.tsx", "PostListScreen"), bar: back(BACK_TITLES.walkCertification), bottomNav: true, auth: true },
  { path: "/post/2", ...screen("community/PostListScreen.tsx", "PostListScreen"), bar: back(BACK_TITLES.informationSharing), bottomNav: true, auth: true },
  {
    path: "/post/1/:postId",
    ...screen("community/PostDetailScreen.tsx", "PostDetailScreen"),
    bar: back(BACK_TITLES.walkCertification),
    bottomNav: true,
    auth: true
  },
  {
    path: "/post/2/:postId",
    ...screen("community/PostDetailScreen.tsx", "PostDetailScreen"),
    bar: back(BACK_TITLES.informationSharing),
    bottomNav: true,
    auth: true
  },
  { path: "/walk/hotplace", ...screen("walk/HotPlaceScreen.tsx", "HotPlaceScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/shop", ...screen("shop/ShopScreen.tsx", "ShopScreen"), bar: back(BACK_TITLES.shop), bottomNav: true, auth: true },
  { path: "/shop/cart", ...screen("shop/CartScreen.tsx", "CartScreen"), bar: back(BACK_TITLES.cart), bottomNav: true, auth: true },
  { path: "/shop/item/", ...screen("shop/ShopPlaceholderScreen.tsx", "ShopPlaceholderScreen"), bar: back(BACK_TITLES.shop), bottomNav: true, auth: true },
  { path: "/shop/test", ...screen("shop/ShopPlaceholderScreen.tsx", "ShopPlaceholderScreen"), bar: back(BACK_TITLES.shop), bottomNav: true, auth: true },
  {
    path: "/shop/item/:id",
    ...screen("shop/ProductDetailScreen.tsx", "ProductDetailScreen"),
    bar: back(BACK_TITLES.productDetail),
    bottomNav: true,
    auth: true
  },
  { path: "/shop/payment/complete", ...screen("shop/PaymentResultScreens.tsx", "PaymentCompleteScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/shop/payment/error", ...screen("shop/PaymentResultScreens.tsx", "PaymentErrorScreen"), bar: back(), bottomNav: true, auth: true },
  { path: "/mypage/orderlist", ...screen("shop/OrderListScreen.tsx", "OrderListScreen"), bar: back(BACK_TITLES.orderList), bottomNav: true, auth: true },
  { path: "/quest", ...screen("quest/QuestScreen.tsx", "QuestScreen"), bar: top, bottomNav: true, auth: true }
]

/** The chrome of the unknown-path page. */
export const NOT_FOUND_CHROME = { bar: top, bottomNav: true } as const

/** The entry a path belongs to (the first match), or null for an unknown path. `parser` is the router's (`useRouter().parser`). */
export const findRoute = (path: string, parser: Parser): { entry: RouteEntry; params: Record<string, string | undefined> } | null => {
  for (const entry of routes) {
    const [matched, params] = matchRoute(parser, entry.path, path)
    if (matched) return { entry, params: (params ?? {}) as Record<string, string | undefined> }
  }
  return null
}
