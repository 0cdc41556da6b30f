/**
 * API failures: thrown anywhere in a handler or service, answered as JSON `{ message, detail? }`
 * with their status. `message` is what a person reads, always Korean (`forPeople`); a failure
 * thrown with an English, field-naming text (`"body.address: …"`) keeps that text in `detail`.
 */
import { MESSAGES } from "@mungwalk/core/domain"

export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    /** The field and the problem, for developers (`"memberUpdateDTO.phoneNumber: Expected …"`). */
    readonly detail?: string
  ) {
    super(message)
    this.name = "ApiFailure"
  }
}

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/

/** Korean names of the request fields a person can get wrong (the last key of a problem's path). */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  nickname: "닉네임",
  dateOfBirth: "생년월일",
  gender: "성별",
  phoneNumber: "전화번호",
  name: "이름",
  breedId: "견종",
  weight: "몸무게",
  neutering: "중성화 여부",
  profileImage: "프로필 사진",
  profileImageUrl: "프로필 사진",
  title: "제목",
  contents: "내용",
  boardid: "게시판",
  images: "사진",
  likeStatus: "좋아요",
  postId: "게시글",
  commentsid: "댓글",
  quantity: "수량",
  productId: "상품",
  cartItemId: "장바구니 상품",
  orderItems: "주문 상품",
  orderItemId: "주문 상품",
  address: "배송지",
  recipientName: "이름",
  checkoutId: "결제 정보",
  checkoutIds: "결제 정보",
  point: "포인트",
  totalAmount: "결제 금액",
  page: "페이지",
  size: "페이지 크기",
  latitude: "위치",
  longitude: "위치",
  dogs: "강아지",
  walkId: "산책",
  walkPaths: "산책 경로",
  year: "날짜",
  month: "날짜",
  day: "날짜",
  questId: "퀘스트",
  petId: "강아지",
  id: "강아지",
  search: "검색어",
  recorderId: "기기"
}

/** Names that hold only at one place (`type` is the board in `/api/post/board/{type}`, not a walk point's GeoJSON `location.type`). */
const PATH_NAMES: Readonly<Record<string, string>> = { "params.type": "게시판" }

/** '을' after a final consonant, else '를' (Korean object particle). */
const objectParticle = (word: string): string => {
  const last = word.charCodeAt(word.length - 1)
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0 ? "을" : "를"
}

/** The spec's own words for the problems it names (§5), by the problem's path and text. */
const SPEC_WORDS: ReadonlyArray<{ readonly test: RegExp; readonly message: string }> = [
  { test: /(^|\.)phoneNumber: /, message: MESSAGES.phoneInvalid },
  { test: /^body\.contents: .*(blank|empty|at least 1|missing key)/i, message: MESSAGES.commentBlank },
  // §5's "please enter" words are for an empty value; too long, control characters or a number read '…을 확인해주세요.'
  { test: /^body\.recipientName: .*(blank|empty|at least 1|missing key)/i, message: MESSAGES.checkoutNameRequired },
  // No list at all is no dog chosen, as an empty one.
  { test: /^body\.dogs: .*(at least 1|empty|missing key)/i, message: MESSAGES.walkNeedsDog },
  { test: /^body\.address: .*(blank|empty|at least 1|missing key)/i, message: MESSAGES.checkoutAddressRequired },
  { test: /(^|\.)weight: .*steps of 0\.1/, message: "몸무게는 0.1kg 단위로 입력해주세요." }
]

/** The Korean message of a 400 whose text names a field (`"body.address: Expected …"`). */
const badInputMessage = (detail: string): string => {
  const spec = SPEC_WORDS.find((w) => w.test.test(detail))
  if (spec) return spec.message
  const path = /^([\w.]+):/.exec(detail)?.[1]
  const named = path === undefined ? undefined : PATH_NAMES[path]
  if (named !== undefined) return `${named}${objectParticle(named)} 확인해주세요.`
  const keys = path?.split(".").filter((k) => !/^\d+$/.test(k)) ?? []
  const field = [...keys]
    .reverse()
    .map((k) => FIELD_NAMES[k])
    .find((n) => n !== undefined)
  return field ? `${field}${objectParticle(field)} 확인해주세요.` : "입력한 내용을 확인해주세요."
}

/** Korean messages by status, for failures thrown with developer text. */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: "로그인이 필요해요.",
  403: "권한이 없어요.",
  404: "찾을 수 없어요.",
  408: "요청 시간이 지났어요. 다시 시도해주세요.",
  409: "지금은 처리할 수 없어요. 새로고침한 뒤 다시 시도해주세요.",
  413: "보낸 내용이 너무 커요.",
  415: "보낼 수 없는 형식이에요.",
  422: "입력한 내용을 확인해주세요.",
  429: "요청이 너무 많아요. 잠시 후 다시 시도해주세요.",
  431: "보낸 내용이 너무 커요.",
  500: "일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.",
  502: "일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.",
  503: "지금은 이용할 수 없어요. 잠시 후 다시 시도해주세요."
}

/** The JSON body of an error answer: a Korean `message` for people; the developer text, if any, in `detail`. */
export const errorBody = (status: number, text: string, detail?: string): { message: string; detail?: string } => {
  if (HANGUL.test(text)) return detail === undefined ? { message: text } : { message: text, detail }
  const message = status === 400 ? badInputMessage(text) : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500]!)
  return { message, detail: detail === undefined ? text : `${text} (${detail})` }
}

/** `errorBody` of a thrown failure. */
export const failureBody = (failure: ApiFailure): { message: string; detail?: string } => errorBody(failure.status, failure.message, failure.detail)

export const badRequest = (message: string, detail?: string) => new ApiFailure(400, message, detail)
export const unauthorized = (message = "Authentication required") => new ApiFailure(401, message)
export const forbidden = (message = "Forbidden") => new ApiFailure(403, message)
export const notFound = (message = "Not found", detail?: string) => new ApiFailure(404, message, detail)
export const conflict = (message: string, detail?: string) => new ApiFailure(409, message, detail)
export const payloadTooLarge = (message: string, detail?: string) => new ApiFailure(413, message, detail)
export const unsupportedMedia = (message: string, detail?: string) => new ApiFailure(415, message, detail)
