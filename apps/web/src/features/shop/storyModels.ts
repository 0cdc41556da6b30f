/**
 * Story data for the shop screens: a small catalogue with drawn product pictures (data URLs, no
 * server), and paged lists made by the core's own `connectPagedLoadable` from `pagedListMachine`
 * snapshots (`resolveState`), so every list story shows a state the machine can be in.
 */
import type { CartLine, OrderItem, Product } from "@mungwalk/core"
import { productCard, type ProductCard } from "@mungwalk/core/shop"
import { connectPagedLoadable, pagedListMachine, shopListInput, type PagedListContext, type PagedLoadable } from "@mungwalk/core/pagedList"

const ignore = () => {}

const svg = (body: string, bg: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/><ellipse cx="200" cy="338" rx="120" ry="16" fill="#000" opacity="0.07"/>${body}</svg>`)}`

type Art = (main: string, accent: string) => string

/** Drawn product pictures, one per kind of dog supply. */
const ART: Record<string, Art> = {
  food: (m, a) =>
    `<path d="M120 110h160l18 220H102Z" fill="${m}"/><path d="M120 110h160v-22a8 8 0 0 0-8-8H128a8 8 0 0 0-8 8Z" fill="${a}"/><rect x="138" y="170" width="124" height="80" rx="14" fill="#fff" opacity="0.92"/><circle cx="176" cy="210" r="14" fill="${a}"/><circle cx="206" cy="198" r="8" fill="${a}"/><circle cx="224" cy="214" r="8" fill="${a}"/><rect x="150" y="272" width="100" height="12" rx="6" fill="#fff" opacity="0.7"/>`,
  treat: (m, a) =>
    `<rect x="120" y="120" width="160" height="210" rx="26" fill="#fff" opacity="0.85"/><rect x="112" y="96" width="176" height="40" rx="12" fill="${a}"/><path d="M150 190h100a14 14 0 1 1-6 26 14 14 0 1 1-6 26H162a14 14 0 1 1-6-26 14 14 0 1 1-6-26Z" fill="${m}"/><path d="M150 262h100a14 14 0 1 1-6 26H156a14 14 0 1 1-6-26Z" fill="${m}" opacity="0.8"/>`,
  ball: (m, a) =>
    `<circle cx="200" cy="210" r="110" fill="${m}"/><path d="M104 160c60 30 132 30 192 0M104 262c60-30 132-30 192 0" stroke="${a}" stroke-width="14" fill="none"/><circle cx="160" cy="170" r="22" fill="#fff" opacity="0.35"/>`,
  rope: (m, a) =>
    `<path d="M90 280c60-40 160-120 220-150" stroke="${m}" stroke-width="34" stroke-linecap="round" fill="none"/><path d="M90 280c60-40 160-120 220-150" stroke="${a}" stroke-width="34" stroke-dasharray="18 22" stroke-linecap="round" fill="none"/><circle cx="86" cy="284" r="30" fill="${a}"/><circle cx="314" cy="126" r="30" fill="${a}"/>`,
  leash: (m, a) =>
    `<path d="M130 110c-50 0-60 80 0 80h40" stroke="${m}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M170 190c60 0 80 40 100 120" stroke="${m}" stroke-width="22" fill="none" stroke-linecap="round"/><rect x="256" y="300" width="40" height="36" rx="10" fill="${a}"/><circle cx="276" cy="346" r="12" fill="none" stroke="${a}" stroke-width="8"/>`,
  harness: (m, a) =>
    `<path d="M110 150c40-40 140-40 180 0l-20 150c-40 24-100 24-140 0Z" fill="${m}"/><path d="M140 190h120" stroke="${a}" stroke-width="16"/><circle cx="200" cy="150" r="16" fill="${a}"/><rect x="180" y="232" width="40" height="30" rx="8" fill="#fff" opacity="0.8"/>`,
  hoodie: (m, a) =>
    `<path d="M140 110h120l60 60-36 36-24-20v150H140V186l-24 20-36-36Z" fill="${m}"/><path d="M170 110a30 30 0 0 0 60 0" fill="${a}"/><rect x="160" y="250" width="80" height="40" rx="10" fill="${a}" opacity="0.7"/>`,
  pad: (m, a) =>
    `<rect x="96" y="120" width="208" height="200" rx="18" fill="${m}"/><rect x="120" y="144" width="160" height="152" rx="10" fill="#fff" opacity="0.9"/><path d="M140 176h120M140 208h120M140 240h120M140 272h120" stroke="${a}" stroke-width="6" opacity="0.6"/>`,
  bowl: (m, a) =>
    `<ellipse cx="200" cy="200" rx="130" ry="34" fill="${a}"/><path d="M70 200h260l-30 110a20 20 0 0 1-19 14H119a20 20 0 0 1-19-14Z" fill="${m}"/><ellipse cx="200" cy="200" rx="110" ry="22" fill="#fff" opacity="0.5"/>`,
  shampoo: (m, a) =>
    `<rect x="140" y="140" width="120" height="190" rx="28" fill="${m}"/><rect x="178" y="96" width="44" height="48" rx="8" fill="${a}"/><path d="M222 104h44v16h-44Z" fill="${a}"/><rect x="160" y="200" width="80" height="70" rx="12" fill="#fff" opacity="0.85"/><circle cx="200" cy="235" r="14" fill="${a}"/>`
}

/** A product picture of `kind`, `main`/`accent` paint on a `bg` ground. */
export const productArt = (kind: keyof typeof ART, bg: string, main: string, accent: string): string => svg(ART[kind]!(main, accent), bg)

/** A tall detail picture (the product page's second image): the product on top, three feature rows. */
export const detailArt = (kind: keyof typeof ART, bg: string, main: string, accent: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 640"><rect width="400" height="640" fill="#FFF9F3"/><g transform="translate(60 20) scale(0.7)"><rect width="400" height="400" rx="40" fill="${bg}"/>${ART[kind]!(main, accent)}</g>${[
      0, 1, 2
    ]
      .map(
        (i) =>
          `<g transform="translate(40 ${330 + i * 96})"><circle cx="28" cy="28" r="28" fill="${accent}" opacity="0.25"/><circle cx="28" cy="28" r="12" fill="${main}"/><rect x="76" y="10" width="${220 - i * 30}" height="14" rx="7" fill="#2B2118" opacity="0.75"/><rect x="76" y="34" width="${260 - i * 20}" height="10" rx="5" fill="#6B5E53" opacity="0.45"/></g>`
      )
      .join("")}</svg>`
  )}`

type Seed = readonly [name: string, vendor: string, price: number, kind: keyof typeof ART, bg: string, main: string, accent: string]

const SEEDS: ReadonlyArray<Seed> = [
  ["그레인프리 연어 전연령 사료 2kg", "하림펫푸드", 32900, "food", "#FFF1E6", "#E8772E", "#B84F14"],
  ["동결건조 닭가슴살 트릿 100g", "바우와우", 12900, "treat", "#FDF3E1", "#C98A3D", "#7A4300"],
  ["삑삑이 라텍스 공 장난감 3종", "플레이독", 8900, "ball", "#EAF1FE", "#699BF7", "#255FC8"],
  ["튼튼 면 로프 터그 장난감", "플레이독", 11500, "rope", "#E8F5E9", "#C9A66B", "#2E7D32"],
  ["가죽 리드줄 1.5m 브라운", "멍스타일", 24000, "leash", "#F6EEE6", "#8A5A33", "#B84F14"],
  ["에어메쉬 하네스 S (3-6kg)", "멍스타일", 19800, "harness", "#EAF1FE", "#2F6BD8", "#F7B955"],
  ["기모 후드티 베이지 M", "포근펫", 27500, "hoodie", "#FFF4E6", "#E0A86C", "#8A5A33"],
  ["대형 배변패드 50매", "클린독", 15900, "pad", "#F1F7F2", "#8CCBA0", "#2E7D32"],
  ["미끄럼방지 스텐 식기", "포근펫", 9900, "bowl", "#FDECEC", "#E57373", "#C62828"],
  ["저자극 오트밀 샴푸 500ml", "클린독", 16800, "shampoo", "#F3F0FA", "#9C8BD9", "#5B4BA6"],
  ["오리 목뼈 껌 10입", "바우와우", 7900, "treat", "#FFF4E0", "#D9A24A", "#8A5A10"],
  ["소형견 관절 케어 사료 1.2kg", "하림펫푸드", 28900, "food", "#EAF1FE", "#699BF7", "#173E84"]
]

/** Story product `n` (1-based; the catalogue repeats with new ids). */
export const storyProduct = (n: number, extra: Partial<Product> = {}): Product => {
  const [name, vendor, price, kind, bg, main, accent] = SEEDS[(n - 1) % SEEDS.length]!
  return {
    productId: n,
    name,
    vendor,
    price,
    thumbnailImage: productArt(kind, bg, main, accent),
    detailImage: detailArt(kind, bg, main, accent),
    isLiked: n % 3 === 1,
    ...extra
  }
}

export const storyProducts = (count: number, from = 1): ReadonlyArray<Product> => Array.from({ length: count }, (_, i) => storyProduct(from + i))

export const bestProducts: ReadonlyArray<Product> = [storyProduct(2), storyProduct(1), storyProduct(6), storyProduct(3), storyProduct(8)]

type ListValue = "loading" | "failure" | "end" | "empty" | { ready: "still" | "loadingMore" | "moreFailure" }

/** A shop-configured (§9) paged list machine in `value` holding `items`. */
export const shopListIn = <T>(
  value: ListValue,
  items: ReadonlyArray<T> = [],
  key: (item: T) => number = () => 0,
  retry: () => void = ignore
): PagedLoadable<T> => {
  const context: PagedListContext<T> = {
    config: shopListInput(key) as PagedListContext<T>["config"],
    items,
    nextPage: 1 + Math.ceil(items.length / 10),
    distanceFromBottom: Number.POSITIVE_INFINITY,
    rechecksLeft: 0,
    error: value === "failure" || (typeof value === "object" && value.ready === "moreFailure") ? "HTTP 500" : null
  }
  return connectPagedLoadable<T>(pagedListMachine.resolveState({ value, context }), (e) => (e.type === "user.retry" ? retry() : undefined))
}

/** The shop grid as `connectShop` gives it: product cards (none of them best). */
export const productListIn = (value: ListValue, items: ReadonlyArray<Product> = [], retry: () => void = ignore): PagedLoadable<ProductCard> =>
  shopListIn(
    value,
    items.map((p) => productCard(p, false)),
    (p) => p.productId,
    retry
  )

export const storyCartLine = (n: number, quantity = 1): CartLine => {
  const p = storyProduct(n)
  return { cartId: 100 + n, productId: p.productId, name: p.name, price: p.price, quantity, thumbnailImage: p.thumbnailImage }
}

/** "Now" of the order stories. */
export const storyNow = new Date("2026-11-21T12:00:00Z")

export const storyOrderItem = (n: number, extra: Partial<OrderItem> = {}): OrderItem => {
  const p = storyProduct(n)
  const quantity = 1 + (n % 3)
  return {
    orderItemId: 500 - n,
    productName: p.name,
    productThumbnail: p.thumbnailImage,
    vendorName: p.vendor,
    quantity,
    totalPrice: p.price * quantity,
    orderDate: new Date(storyNow.getTime() - n * 26 * 3_600_000 - n * 61_000),
    isRefunded: n % 4 === 3,
    status: n % 4 === 3 ? "REFUNDED" : "PAID",
    // Every other order used 3,000 points (the line's share of them).
    pointShare: n % 2 === 1 ? 3000 : 0,
    ...extra
  }
}

export const storyOrderItems = (count: number): ReadonlyArray<OrderItem> => Array.from({ length: count }, (_, i) => storyOrderItem(i + 1))

export const orderListIn = (value: ListValue, items: ReadonlyArray<OrderItem> = [], retry: () => void = ignore): PagedLoadable<OrderItem> =>
  shopListIn(value, items, (o) => o.orderItemId, retry)
