/**
 * The demo shop's catalogue (data only): 47 dog supplies in seven categories from six fictional
 * Korean vendors, with what each product's drawn pictures show (the rows in `demoShopFoodAndToys.ts`
 * and `demoShopGear.ts`). `demoShop.ts` renders and seeds it.
 */
import type { Icon, ProductPicture } from "./demoShopArt.ts"
import { FOOD_AND_TOYS } from "./demoShopFoodAndToys.ts"
import { GEAR } from "./demoShopGear.ts"

export const DEMO_CATEGORIES = ["사료", "간식", "장난감", "산책용품", "의류", "위생용품", "급식기"] as const
export type DemoCategory = (typeof DEMO_CATEGORIES)[number]

export const DEMO_VENDORS = ["멍멍상회", "포포펫", "하루견", "도그앤코", "꼬리랩", "산책공방"] as const
export type Vendor = (typeof DEMO_VENDORS)[number]

/** Cheapest and dearest demo price (won). */
export const DEMO_PRICE_RANGE = [3_900, 89_000] as const

/** A catalogue entry: what its pictures show (vendor, colours, label, …) and its shop data. */
export interface DemoProduct extends Omit<ProductPicture, "vendor" | "points" | "spec"> {
  readonly vendor: Vendor
  readonly category: DemoCategory
  readonly price: number
  /** Indexes into the category's selling points (three of them). */
  readonly points: readonly [number, number, number]
  readonly origin: string
  readonly target: string
  /** How likely a demo member likes it (0–1): the demo's "bestsellers". */
  readonly appeal: number
}

type Point = readonly [Icon, string, string]

/** Selling points per category; each product shows three of its category's. */
const POINTS: Record<DemoCategory, ReadonlyArray<Point>> = {
  사료: [
    ["leaf", "신선한 원물 그대로", "사람이 먹는 등급의 원료만 골라 담았어요"],
    ["shield", "곡물 알러지 걱정 없이", "밀·옥수수·대두를 넣지 않았어요"],
    ["heart", "튼튼한 관절과 피모", "오메가3와 글루코사민을 더했어요"],
    ["star", "기호성 테스트 통과", "입 짧은 아이들도 잘 먹었어요"],
    ["check", "소포장 지퍼백", "마지막 한 알까지 바삭하게"]
  ],
  간식: [
    ["leaf", "원재료 100%", "첨가물 없이 원물만 건조했어요"],
    ["bolt", "고단백 저지방", "훈련 보상용으로 부담 없어요"],
    ["heart", "한 입 크기", "소형견도 먹기 좋게 잘랐어요"],
    ["shield", "국내 HACCP 공장 생산", "깨끗한 환경에서 만들었어요"],
    ["star", "재구매율 1위", "한 번 먹으면 또 찾는 맛"]
  ],
  장난감: [
    ["shield", "안전한 소재", "무독성 인증 소재만 사용했어요"],
    ["bolt", "스트레스 해소", "에너지 넘치는 아이들에게 딱"],
    ["paw", "노즈워크 본능 자극", "숨긴 간식을 찾으며 두뇌 활동"],
    ["check", "튼튼한 내구성", "이중 봉제로 오래 놀아요"],
    ["drop", "손세탁 가능", "더러워지면 깨끗하게 빨아 쓰세요"]
  ],
  산책용품: [
    ["star", "야간 반사 소재", "어두운 길에서도 잘 보여요"],
    ["heart", "목에 부담 없는 설계", "당겨도 압력이 고르게 분산돼요"],
    ["check", "원터치 버클", "입히고 벗기기 3초면 끝"],
    ["leaf", "생분해 소재", "환경까지 생각한 산책"],
    ["drop", "생활 방수", "비 오는 날에도 걱정 없어요"]
  ],
  의류: [
    ["heart", "부드러운 착용감", "피부에 닿는 안쪽까지 포근해요"],
    ["check", "입히기 쉬운 디자인", "앞다리만 쏙 넣으면 끝"],
    ["drop", "세탁기 사용 가능", "모양 변형 없이 오래 입어요"],
    ["star", "넉넉한 사이즈 구성", "체형에 맞게 골라 입혀요"],
    ["shield", "털 빠짐 방지", "정전기를 줄인 원단"]
  ],
  위생용품: [
    ["drop", "빠른 흡수", "5겹 흡수층이 순식간에 흡수해요"],
    ["shield", "냄새 차단", "천연 숯 성분으로 탈취"],
    ["leaf", "저자극 약산성", "pH 6.5, 예민한 피부도 안심"],
    ["heart", "무향료 무색소", "향에 민감한 아이도 편안하게"],
    ["check", "대용량 실속형", "넉넉하게 오래 써요"]
  ],
  급식기: [
    ["check", "미끄럼 방지 바닥", "밥 먹다 밀리지 않아요"],
    ["heart", "목과 관절 보호", "편안한 높이로 먹어요"],
    ["drop", "세척이 쉬워요", "식기세척기 사용 가능"],
    ["bolt", "천천히 먹기", "급하게 먹는 습관을 바로잡아요"],
    ["shield", "위생적인 소재", "BPA free, 스테인리스 304"]
  ]
}

export const DEMO_PRODUCTS: ReadonlyArray<DemoProduct> = [...FOOD_AND_TOYS, ...GEAR]

/** What the pictures of a catalogue product show. */
export const pictureOf = (d: DemoProduct): ProductPicture => ({
  ...d,
  points: d.points.map((i) => POINTS[d.category][i]!),
  spec: [
    ["용량·구성", d.size],
    ["원산지", d.origin],
    ["권장 대상", d.target]
  ]
})
