/**
 * The demo shop catalogue for the embedded default: 47 dog supplies in seven categories (사료, 간식,
 * 장난감, 산책용품, 의류, 위생용품, 급식기) from six fictional Korean vendors, each with a drawn thumbnail
 * and detail page (`demoShopImages.ts`) stored through the image store like uploads, and likes by
 * the demo members so the best items look real before anyone orders.
 *
 * Called from the demo seed (`demo.ts`) inside its transaction, under its own `seed_runs` marker
 * (`demo-shop`), so a data directory seeded before the shop existed gets the catalogue once too.
 */
import path from "node:path"
import { eq } from "drizzle-orm"
import type { Config } from "../config.ts"
import type { DbOrTx } from "../db/client.ts"
import { members, productLikes, products } from "../db/schema.ts"
import { createLocalImageStore } from "../providers/images.ts"
import { rngFrom } from "./demoRandom.ts"
import type { Art, Icon, ProductPicture } from "./demoShopArt.ts"
import { detailSvg, renderCached, thumbnailSvg } from "./demoShopImages.ts"

export const DEMO_SHOP_SEED = "demo-shop"

export const DEMO_CATEGORIES = ["사료", "간식", "장난감", "산책용품", "의류", "위생용품", "급식기"] as const
export type DemoCategory = (typeof DEMO_CATEGORIES)[number]

export const DEMO_VENDORS = ["멍멍상회", "포포펫", "하루견", "도그앤코", "꼬리랩", "산책공방"] as const
type Vendor = (typeof DEMO_VENDORS)[number]

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

const p = (
  name: string,
  vendor: Vendor,
  category: DemoCategory,
  price: number,
  art: Art,
  color: string,
  accent: string,
  label: string,
  size: string,
  headline: string,
  points: readonly [number, number, number],
  origin: string,
  target: string,
  appeal = 0.2
): DemoProduct => ({ name, vendor, category, price, art, color, accent, label, size, headline, points, origin, target, appeal })

export const DEMO_PRODUCTS: ReadonlyArray<DemoProduct> = [
  // 사료
  p(
    "연어&고구마 그레인프리 사료 2kg",
    "하루견",
    "사료",
    32_900,
    "bag",
    "#ef7c5b",
    "#2e7d6b",
    "연어&고구마",
    "2kg",
    "곡물 없이, 연어로 채운 한 끼",
    [0, 1, 3],
    "대한민국",
    "전 연령 소형견",
    0.9
  ),
  p(
    "양고기&현미 전연령 사료 6kg",
    "멍멍상회",
    "사료",
    58_000,
    "bag",
    "#6d8b3a",
    "#c0392b",
    "양고기&현미",
    "6kg",
    "온 가족 강아지가 함께 먹는 사료",
    [0, 2, 4],
    "대한민국",
    "전 연령 전 견종",
    0.45
  ),
  p(
    "소형견 퍼피 사료 1.2kg",
    "포포펫",
    "사료",
    21_500,
    "bag",
    "#f2b705",
    "#1565c0",
    "퍼피 스타트",
    "1.2kg",
    "첫 사료는 작고 부드럽게",
    [0, 3, 4],
    "대한민국",
    "생후 2–12개월 소형견",
    0.3
  ),
  p(
    "시니어 관절케어 사료 3kg",
    "도그앤코",
    "사료",
    44_800,
    "bag",
    "#5b6fb5",
    "#f29f05",
    "시니어 케어",
    "3kg",
    "7살 이후, 관절부터 챙기세요",
    [2, 0, 3],
    "미국",
    "7세 이상 노령견",
    0.25
  ),
  p(
    "오리&감자 저알러지 사료 1.8kg",
    "꼬리랩",
    "사료",
    29_900,
    "bag",
    "#3f8f9e",
    "#e76f51",
    "오리&감자",
    "1.8kg",
    "예민한 피부를 위한 단일 단백질",
    [1, 0, 2],
    "뉴질랜드",
    "피부·알러지 고민 강아지",
    0.2
  ),
  p(
    "소고기 화식 레시피 1kg",
    "하루견",
    "사료",
    26_000,
    "bag",
    "#a23b3b",
    "#f4a261",
    "한우 화식",
    "1kg",
    "집밥처럼 익혀 만든 화식",
    [0, 3, 4],
    "대한민국",
    "전 연령, 입 짧은 강아지",
    0.35
  ),
  p(
    "다이어트 체중관리 사료 2kg",
    "포포펫",
    "사료",
    27_900,
    "bag",
    "#4f9d69",
    "#ff7043",
    "라이트 밸런스",
    "2kg",
    "배부르게 먹고 가볍게 걷자",
    [0, 2, 4],
    "대한민국",
    "중성화·체중 관리 강아지",
    0.15
  ),
  // 간식
  p(
    "동결건조 닭가슴살 큐브 100g",
    "하루견",
    "간식",
    12_900,
    "jar",
    "#f08a4b",
    "#5d4037",
    "닭가슴살 큐브",
    "100g",
    "바삭하게 얼려 말린 100% 닭가슴살",
    [0, 1, 4],
    "대한민국",
    "전 연령",
    0.95
  ),
  p(
    "수제 오리목뼈 져키 200g",
    "멍멍상회",
    "간식",
    9_800,
    "pouch",
    "#8d5a3b",
    "#ffca28",
    "오리목뼈",
    "200g",
    "씹을수록 고소한 수제 져키",
    [0, 3, 2],
    "대한민국",
    "성견 (소형견은 잘라서)",
    0.6
  ),
  p(
    "한우 우족 개껌 3개입",
    "도그앤코",
    "간식",
    15_900,
    "pouch",
    "#6d4c41",
    "#ff8f00",
    "한우 우족",
    "3개입",
    "오래오래 씹는 한우 개껌",
    [0, 3, 4],
    "대한민국",
    "중·대형 성견",
    0.3
  ),
  p(
    "황태 트릿 70g",
    "꼬리랩",
    "간식",
    7_900,
    "pouch",
    "#4a7bb7",
    "#ffd54f",
    "황태 트릿",
    "70g",
    "강원도 황태를 그대로 말렸어요",
    [0, 1, 3],
    "대한민국",
    "전 연령",
    0.55
  ),
  p(
    "고구마 말랭이 스틱 150g",
    "포포펫",
    "간식",
    6_500,
    "pouch",
    "#c2603a",
    "#8bc34a",
    "고구마 스틱",
    "150g",
    "달콤 쫀득, 식이섬유 가득",
    [0, 2, 3],
    "대한민국",
    "전 연령",
    0.4
  ),
  p(
    "치석케어 덴탈껌 30개입",
    "도그앤코",
    "간식",
    18_900,
    "pouch",
    "#26a69a",
    "#ffffff",
    "덴탈껌",
    "30개입",
    "하루 한 개로 상쾌한 입 냄새 케어",
    [3, 4, 2],
    "베트남",
    "체중 2–10kg 성견",
    0.5
  ),
  p(
    "연어 스킨 롤 80g",
    "하루견",
    "간식",
    8_900,
    "pouch",
    "#e0677b",
    "#37474f",
    "연어 스킨",
    "80g",
    "오메가3 가득 연어 껍질 롤",
    [0, 1, 2],
    "노르웨이",
    "전 연령",
    0.25
  ),
  p(
    "유산균 츄어블 영양제 60정",
    "꼬리랩",
    "간식",
    24_000,
    "jar",
    "#7e57c2",
    "#ffb300",
    "장 튼튼 유산균",
    "60정",
    "하루 한 알, 장 건강 루틴",
    [3, 2, 4],
    "대한민국",
    "전 연령",
    0.2
  ),
  p(
    "산양유 푸딩 4개입",
    "포포펫",
    "간식",
    3_900,
    "jar",
    "#f6c85f",
    "#6a4c93",
    "산양유 푸딩",
    "4개입",
    "유당 걱정 없는 말랑 푸딩",
    [2, 3, 0],
    "대한민국",
    "전 연령",
    0.35
  ),
  // 장난감
  p(
    "노즈워크 담요 매트",
    "산책공방",
    "장난감",
    23_900,
    "mat",
    "#7bb662",
    "#f4a261",
    "노즈워크 매트",
    "1개",
    "킁킁, 간식 찾기 놀이 시작",
    [2, 1, 4],
    "대한민국",
    "전 연령 전 견종",
    0.8
  ),
  p(
    "삑삑이 라텍스 공 3종 세트",
    "포포펫",
    "장난감",
    8_900,
    "balls",
    "#ff6f61",
    "#4fc3f7",
    "삑삑이 공",
    "3종",
    "삑삑 소리에 눈이 반짝",
    [0, 1, 3],
    "중국",
    "소·중형견",
    0.45
  ),
  p(
    "튼튼 매듭 로프 장난감 L",
    "멍멍상회",
    "장난감",
    6_900,
    "rope",
    "#3d85c6",
    "#f1c232",
    "매듭 로프",
    "L",
    "당기고 물고 흔들고",
    [3, 1, 0],
    "인도",
    "중·대형견",
    0.3
  ),
  p(
    "바스락 당근 인형",
    "꼬리랩",
    "장난감",
    9_900,
    "carrot",
    "#fb8c00",
    "#4caf50",
    "당근 인형",
    "1개",
    "바스락 소리 나는 애착 인형",
    [0, 4, 1],
    "중국",
    "전 연령 소형견",
    0.5
  ),
  p(
    "간식 넣는 퍼즐 볼",
    "도그앤코",
    "장난감",
    13_500,
    "puzzleball",
    "#ffb300",
    "#6d4c41",
    "퍼즐 볼",
    "1개",
    "굴리면 간식이 톡톡",
    [2, 0, 3],
    "미국",
    "전 연령",
    0.25
  ),
  p(
    "천연고무 뼈다귀 치발기",
    "하루견",
    "장난감",
    11_000,
    "bone",
    "#4db6ac",
    "#00796b",
    "뼈다귀 치발기",
    "1개",
    "이갈이 시기 필수템",
    [0, 3, 4],
    "태국",
    "생후 3개월 이상",
    0.2
  ),
  p(
    "양모 터그 링",
    "산책공방",
    "장난감",
    12_800,
    "ring",
    "#e57373",
    "#fff3e0",
    "터그 링",
    "1개",
    "함께 당기면 두 배로 신나요",
    [0, 1, 4],
    "대한민국",
    "전 연령 전 견종",
    0.15
  ),
  // 산책용품
  p(
    "반사 나일론 리드줄 1.5m",
    "산책공방",
    "산책용품",
    15_900,
    "leash",
    "#e53935",
    "#263238",
    "리드줄",
    "1.5m",
    "밤 산책도 안전하게",
    [0, 2, 4],
    "대한민국",
    "전 견종",
    0.55
  ),
  p(
    "롱 트레이닝 리드줄 5m",
    "도그앤코",
    "산책용품",
    19_000,
    "leash",
    "#1e88e5",
    "#ffb300",
    "롱 리드",
    "5m",
    "넓은 공원에서 마음껏",
    [0, 2, 4],
    "대한민국",
    "훈련 중인 강아지",
    0.2
  ),
  p(
    "에어메쉬 하네스 S",
    "포포펫",
    "산책용품",
    19_800,
    "harness",
    "#ec407a",
    "#5e35b1",
    "에어메쉬",
    "S",
    "목에 부담 없는 가슴줄",
    [1, 2, 0],
    "베트남",
    "가슴둘레 36–44cm",
    0.7
  ),
  p(
    "노풀 H형 하네스 M",
    "산책공방",
    "산책용품",
    34_000,
    "harness",
    "#2e7d32",
    "#ff8f00",
    "노풀 하네스",
    "M",
    "당김 많은 아이의 산책 교정",
    [1, 2, 0],
    "대한민국",
    "가슴둘레 48–60cm",
    0.3
  ),
  p(
    "생분해 배변봉투 리필 8롤",
    "멍멍상회",
    "산책용품",
    4_900,
    "rolls",
    "#66bb6a",
    "#2e7d32",
    "생분해 봉투",
    "8롤",
    "지구를 생각하는 산책 매너",
    [3, 4, 2],
    "대한민국",
    "전 견종",
    0.75
  ),
  p(
    "배변봉투 디스펜서 세트",
    "꼬리랩",
    "산책용품",
    7_500,
    "rolls",
    "#8e7cc3",
    "#ffca28",
    "디스펜서 세트",
    "4롤",
    "리드줄에 걸고 한 장씩 쏙",
    [2, 3, 4],
    "중국",
    "전 견종",
    0.2
  ),
  p(
    "휴대용 산책 물병 350ml",
    "하루견",
    "산책용품",
    13_900,
    "flask",
    "#29b6f6",
    "#0277bd",
    "산책 물병",
    "350ml",
    "한 손으로 딸깍, 물 한 모금",
    [2, 4, 1],
    "중국",
    "전 견종",
    0.3
  ),
  // 의류
  p(
    "기모 후드티 크림",
    "포포펫",
    "의류",
    22_000,
    "hoodie",
    "#f3e5c8",
    "#8d6e63",
    "후드티",
    "S–XL",
    "포근한 기모 안감 후드",
    [0, 1, 2],
    "대한민국",
    "소·중형견",
    0.5
  ),
  p(
    "스트라이프 면 티셔츠",
    "멍멍상회",
    "의류",
    14_900,
    "tee",
    "#ffffff",
    "#1e3a8a",
    "스트라이프 티",
    "XS–L",
    "산책룩의 기본, 마린 스트라이프",
    [0, 2, 3],
    "대한민국",
    "소형견",
    0.25
  ),
  p(
    "방수 레인코트 옐로",
    "산책공방",
    "의류",
    27_500,
    "raincoat",
    "#fdd835",
    "#37474f",
    "레인코트",
    "S–XL",
    "비 오는 날도 산책은 계속",
    [1, 2, 3],
    "중국",
    "소·중형견",
    0.3
  ),
  p(
    "경량 패딩 조끼",
    "도그앤코",
    "의류",
    36_000,
    "vest",
    "#1565c0",
    "#ffab00",
    "패딩 조끼",
    "S–XL",
    "가볍고 따뜻한 겨울 산책",
    [0, 1, 4],
    "중국",
    "소·중형견",
    0.2
  ),
  p(
    "꽈배기 니트 스웨터",
    "하루견",
    "의류",
    25_900,
    "knit",
    "#c0504d",
    "#f2dcdb",
    "니트 스웨터",
    "XS–L",
    "겨울엔 역시 꽈배기 니트",
    [0, 3, 4],
    "대한민국",
    "소형견",
    0.15
  ),
  // 위생용품
  p(
    "두툼한 배변패드 100매 중형",
    "멍멍상회",
    "위생용품",
    19_900,
    "pads",
    "#42a5f5",
    "#ffffff",
    "배변패드",
    "100매",
    "두툼한 5겹, 새지 않는 패드",
    [0, 1, 4],
    "대한민국",
    "소·중형견",
    0.85
  ),
  p(
    "숯 탈취 배변패드 50매 대형",
    "포포펫",
    "위생용품",
    16_900,
    "pads",
    "#455a64",
    "#ffffff",
    "숯 패드",
    "50매",
    "냄새 걱정 없는 숯 패드",
    [1, 0, 4],
    "대한민국",
    "중·대형견",
    0.35
  ),
  p(
    "저자극 오트밀 샴푸 500ml",
    "꼬리랩",
    "위생용품",
    17_800,
    "bottle",
    "#d7b98e",
    "#6d4c41",
    "오트밀 샴푸",
    "500ml",
    "예민한 피부를 위한 순한 거품",
    [2, 3, 4],
    "대한민국",
    "전 연령, 민감 피부",
    0.55
  ),
  p(
    "약산성 올인원 샴푸&린스 300ml",
    "하루견",
    "위생용품",
    14_500,
    "bottle",
    "#80cbc4",
    "#00695c",
    "올인원 샴푸",
    "300ml",
    "한 번에 씻고 부드럽게",
    [2, 3, 0],
    "대한민국",
    "전 연령",
    0.3
  ),
  p(
    "귀 세정제 120ml",
    "꼬리랩",
    "위생용품",
    12_000,
    "bottle",
    "#b39ddb",
    "#4527a0",
    "귀 세정제",
    "120ml",
    "귀 냄새, 이제 안녕",
    [2, 3, 1],
    "미국",
    "생후 3개월 이상",
    0.15
  ),
  p(
    "발 닦는 물티슈 80매 3팩",
    "도그앤코",
    "위생용품",
    8_900,
    "wipes",
    "#4fc3f7",
    "#0288d1",
    "발 물티슈",
    "80매×3",
    "산책 후 발바닥을 깨끗하게",
    [3, 2, 4],
    "대한민국",
    "전 견종",
    0.65
  ),
  p(
    "눈물 자국 케어 티슈 100매",
    "포포펫",
    "위생용품",
    9_500,
    "wipes",
    "#f48fb1",
    "#ad1457",
    "눈물 케어",
    "100매",
    "눈가는 순하게, 매일 닦아요",
    [2, 3, 0],
    "대한민국",
    "눈물 자국 고민 강아지",
    0.25
  ),
  // 급식기
  p(
    "스테인리스 논슬립 밥그릇",
    "도그앤코",
    "급식기",
    12_900,
    "bowl",
    "#b0bec5",
    "#455a64",
    "논슬립 볼",
    "500ml",
    "밀리지 않는 스테인리스 밥그릇",
    [0, 2, 4],
    "대한민국",
    "전 견종",
    0.4
  ),
  p(
    "세라믹 물그릇 하트",
    "하루견",
    "급식기",
    15_000,
    "bowl",
    "#f8bbd0",
    "#c2185b",
    "세라믹 볼",
    "400ml",
    "식탁 위 작은 하트",
    [2, 4, 0],
    "대한민국",
    "소형견",
    0.2
  ),
  p(
    "높이 조절 원목 식탁 2구",
    "산책공방",
    "급식기",
    39_000,
    "diner",
    "#eceff1",
    "#b0bec5",
    "원목 식탁",
    "2구",
    "고개 숙이지 않고 편하게",
    [1, 0, 2],
    "대한민국",
    "소·중형견",
    0.3
  ),
  p(
    "천천히 먹는 슬로우 피더",
    "포포펫",
    "급식기",
    11_900,
    "slowfeeder",
    "#26a69a",
    "#004d40",
    "슬로우 피더",
    "1개",
    "급하게 먹는 습관, 이제 그만",
    [3, 0, 2],
    "중국",
    "급하게 먹는 강아지",
    0.35
  ),
  p(
    "스마트 자동 급식기 4L",
    "도그앤코",
    "급식기",
    89_000,
    "feeder",
    "#fafafa",
    "#26a69a",
    "자동 급식기",
    "4L",
    "출근해도 제시간에 밥 먹어요",
    [1, 2, 4],
    "중국",
    "전 견종",
    0.2
  )
]

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

/** Catalogue indexes, one category after another in turn (사료, 간식, 장난감, …, 사료, 간식, …). */
const interleaved = (): number[] => {
  const queues = DEMO_CATEGORIES.map((c) => DEMO_PRODUCTS.flatMap((d, i) => (d.category === c ? [i] : [])))
  const out: number[] = []
  while (out.length < DEMO_PRODUCTS.length) for (const q of queues) if (q.length) out.push(q.shift()!)
  return out
}

export interface RenderedProduct {
  readonly thumbnail: Buffer
  readonly detail: Buffer
}

/** Renders every product's thumbnail and detail image (cached by content under `DATA_DIR/cache`), in catalogue order. */
export const renderDemoShopImages = (config: Pick<Config, "dataDir">): Promise<RenderedProduct[]> => {
  const cacheDir = path.join(config.dataDir, "cache", "demo-shop")
  return Promise.all(
    DEMO_PRODUCTS.map(async (d) => {
      const picture = pictureOf(d)
      const [thumbnail, detail] = await Promise.all([renderCached(thumbnailSvg(picture), cacheDir), renderCached(detailSvg(picture), cacheDir)])
      return { thumbnail, detail }
    })
  )
}

/**
 * Writes the catalogue with its rendered images (`renderDemoShopImages`) and the demo members'
 * likes, inside the demo seed's transaction. Images are stored first; if anything fails they are
 * removed again. Returns the stored image URLs.
 */
export const seedDemoShop = async (tx: DbOrTx, config: Config, now: Date, rendered: ReadonlyArray<RenderedProduct>): Promise<string[]> => {
  const images = createLocalImageStore(config.uploadsDir)
  const stored: string[] = []
  try {
    const urls: Array<{ thumbnailImage: string; detailImage: string }> = []
    for (const r of rendered) {
      const thumbnailImage = await images.save("products", r.thumbnail, "webp")
      stored.push(thumbnailImage)
      const detailImage = await images.save("products", r.detail, "webp")
      stored.push(detailImage)
      urls.push({ thumbnailImage, detailImage })
    }
    // Inserted with the categories interleaved, so the grid shows a mix whichever way it is sorted.
    const order = interleaved()
    const rows = order.map((i, n) => ({
      name: DEMO_PRODUCTS[i]!.name,
      vendor: DEMO_PRODUCTS[i]!.vendor,
      category: DEMO_PRODUCTS[i]!.category,
      price: DEMO_PRODUCTS[i]!.price,
      ...urls[i]!,
      createdAt: new Date(now.getTime() - (order.length - n) * 3_600_000)
    }))
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id })
    const demoMembers = await tx.select({ id: members.id }).from(members).where(eq(members.provider, "demo")).orderBy(members.id)
    const rng = rngFrom(0x73686f70)
    const likes = inserted.flatMap((row, i) =>
      demoMembers
        .filter(() => rng.next() < DEMO_PRODUCTS[order[i]!]!.appeal)
        .map((m) => ({ memberId: m.id, productId: row.id, createdAt: new Date(now.getTime() - rng.int(1, 20 * 24) * 3_600_000) }))
    )
    if (likes.length) await tx.insert(productLikes).values(likes)
    return stored
  } catch (e) {
    await Promise.all(stored.map((u) => images.remove(u).catch(() => undefined)))
    throw e
  }
}
