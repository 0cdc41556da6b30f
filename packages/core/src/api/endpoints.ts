/**
 * Every call of the product (spec §7) in one table. Later features add behaviour, not calls.
 * Keys are the names clients use: `client.call("walkStart", { body })`.
 */
import * as Schema from "effect/Schema"
import * as S from "../schema/index.ts"
import { defineEndpoint as e } from "./endpoint.ts"

const PetIdParams = Schema.Struct({ petId: S.IdFromString })
const BreedIdParams = Schema.Struct({ breedId: S.IdFromString })

export const endpoints = {
  // ── platform and sign-in ────────────────────────────────────────────────────────────────
  health: e({ method: "GET", path: "/api/health", auth: false, response: S.Health }),
  authProviders: e({ method: "GET", path: "/api/auth/providers", auth: false, response: S.AuthProviders }),
  login: e({ method: "POST", path: "/api/login", auth: false, body: { kind: "json", schema: S.LoginRequest }, response: S.LoginResponse }),

  // ── member and my-page ──────────────────────────────────────────────────────────────────
  myPets: e({ method: "GET", path: "/api/mypage/pets", auth: true, response: Schema.Array(S.PetSummary) }),
  myPage: e({ method: "GET", path: "/api/mypage", auth: true, response: S.MyPage }),
  profile: e({ method: "GET", path: "/api/register", auth: true, response: S.Profile }),
  updateProfile: e({
    method: "PUT",
    path: "/api/register",
    auth: true,
    body: { kind: "multipart", part: { name: "memberUpdateDTO", schema: S.MemberUpdate }, files: [{ name: "profileImage" }] },
    response: S.RegisterResponse
  }),
  checkNickname: e({ method: "GET", path: "/api/check-nickname", auth: true, query: S.NicknameQuery, response: Schema.Boolean }),
  points: e({ method: "GET", path: "/api/points", auth: true, query: S.PointsQuery, response: Schema.Array(S.PointEntry) }),

  // ── account (issue 32: sign-out, withdrawal, settings, data download) ────────────────────
  /** Additive: signs out on the server — the member's token version rises, so every token issued before is refused (401). */
  logout: e({ method: "POST", path: "/api/logout", auth: true, response: null }),
  /** Additive: '회원 탈퇴' — erases the member's data (orders stay as anonymous records); 409 while an order is being paid or refunded. */
  deleteAccount: e({ method: "DELETE", path: "/api/account", auth: true, response: null }),
  accountSettings: e({ method: "GET", path: "/api/account/settings", auth: true, response: S.AccountSettings }),
  updateAccountSettings: e({
    method: "PUT",
    path: "/api/account/settings",
    auth: true,
    body: { kind: "json", schema: S.AccountSettingsUpdate },
    response: S.AccountSettings
  }),
  /** '내 데이터 내려받기': profile, dogs, walks with routes, posts, comments and the point ledger in one JSON document. */
  accountExport: e({ method: "GET", path: "/api/account/export", auth: true, response: S.AccountExport }),

  // ── dogs ────────────────────────────────────────────────────────────────────────────────
  addPet: e({
    method: "POST",
    path: "/api/mypage/pets",
    auth: true,
    body: { kind: "multipart", part: { name: "petCreateRequestDTO", schema: S.PetCreate }, files: [{ name: "profileImage" }] },
    response: S.Pet,
    idempotent: true
  }),
  updatePet: e({
    method: "PUT",
    path: "/api/mypage/pets",
    auth: true,
    body: { kind: "multipart", part: { name: "petUpdateRequestDTO", schema: S.PetUpdate }, files: [{ name: "profileImage" }] },
    response: S.Pet
  }),
  petProfile: e({ method: "GET", path: "/api/mypage/pets/profile/{petId}", auth: true, params: PetIdParams, response: S.Pet }),
  /** Additive: deletes my dog (404 for another member's); a dog with walks leaves them labelled with its name. 409 while it walks. */
  deletePet: e({ method: "DELETE", path: "/api/mypage/pets/{petId}", auth: true, params: PetIdParams, response: null }),
  breeds: e({ method: "GET", path: "/api/mypage/pets/breeds", auth: true, query: S.BreedSearchQuery, response: Schema.Array(S.Breed) }),
  breed: e({ method: "GET", path: "/api/mypage/pets/breeds/{breedId}", auth: true, params: BreedIdParams, response: S.Breed }),

  // ── walks ───────────────────────────────────────────────────────────────────────────────
  walkStart: e({ method: "POST", path: "/api/walks/start", auth: true, body: { kind: "json", schema: S.WalkStartRequest }, response: S.WalkStartResponse }),
  walkUpdate: e({ method: "POST", path: "/api/walks/update", auth: true, body: { kind: "json", schema: S.WalkUpdateRequest }, response: S.WalkUpdateResponse }),
  walkEnd: e({ method: "POST", path: "/api/walks/end", auth: true, body: { kind: "json", schema: S.WalkEndRequest }, response: S.Walk }),
  walkDiscard: e({
    method: "POST",
    path: "/api/walks/discard",
    auth: true,
    body: { kind: "json", schema: S.WalkDiscardRequest },
    response: S.WalkDiscardResponse
  }),
  walkDaily: e({ method: "POST", path: "/api/walks/daily", auth: true, body: { kind: "json", schema: S.WalkDailyRequest }, response: S.DailyWalks }),
  walkMonthly: e({ method: "POST", path: "/api/walks/monthly", auth: true, body: { kind: "json", schema: S.WalkMonthlyRequest }, response: S.MonthlyWalk }),
  /** Additive: deletes my ended walk (404 for another member's): its route leaves the calendar, nearby routes and hot places; paid quests stay paid. */
  deleteWalk: e({ method: "DELETE", path: "/api/walks/{walkId}", auth: true, params: S.WalkIdParams, response: null }),
  /**
   * Additive (issue 33): the picture of my walk — its stored route and marks drawn as a 1080×1080 PNG (the '산책 완료' card's
   * share and the walk-certification post's photo). Owner-only: another member's walk, a missing one and a walk with no route
   * answer 404. `ETag`; an ended walk's picture is `immutable`.
   */
  walkPicture: e({ method: "GET", path: "/api/walks/{walkId}/picture.png", auth: true, params: S.WalkIdParams, response: { binary: "image/png" } }),
  walkNearby: e({
    method: "POST",
    path: "/api/walks/nearby",
    auth: true,
    body: { kind: "json", schema: S.PositionRequest },
    response: Schema.Array(S.NearbyRoute)
  }),
  walkHotplace: e({
    method: "POST",
    path: "/api/walks/hotplace",
    auth: true,
    body: { kind: "json", schema: S.PositionRequest },
    response: Schema.Array(S.HotPlace)
  }),

  // ── notifications ───────────────────────────────────────────────────────────────────────
  notifications: e({ method: "GET", path: "/api/notification", auth: true, response: Schema.Array(S.Notification) }),
  readAllNotifications: e({ method: "PATCH", path: "/api/notification/read-all", auth: true, response: null }),
  checkNotifications: e({ method: "GET", path: "/api/notification/check", auth: true, response: Schema.Boolean }),
  /** Additive: a 60 s ticket for the notification stream (see `NOTIFICATION_STREAM`). */
  notificationStreamTicket: e({ method: "POST", path: "/api/notification/stream-ticket", auth: true, response: S.StreamTicket }),

  // ── community ───────────────────────────────────────────────────────────────────────────
  boardTypes: e({ method: "GET", path: "/api/post/board", auth: true, response: Schema.Array(S.BoardType) }),
  posts: e({ method: "GET", path: "/api/post/board/{type}", auth: true, params: S.BoardTypeParams, query: S.PostListQuery, response: Schema.Array(S.Post) }),
  post: e({ method: "GET", path: "/api/post/{postId}", auth: true, params: S.PostIdParams, response: S.Post }),
  likePost: e({
    method: "POST",
    path: "/api/post/like/{postId}",
    auth: true,
    params: S.PostIdParams,
    body: { kind: "json", schema: S.LikeRequest },
    response: S.LikeResponse
  }),
  writePost: e({
    method: "POST",
    path: "/api/post/write",
    auth: true,
    body: { kind: "multipart", fields: S.PostWriteFields, files: [{ name: "images", multiple: true, maxCount: 5 }] },
    response: S.PostWriteResponse,
    idempotent: true
  }),
  /** Additive: edits my post (403 for another member's, 404 for a missing one): text, board, kept images and new ones (at most 5). */
  editPost: e({
    method: "PUT",
    path: "/api/post/{postId}",
    auth: true,
    params: S.PostIdParams,
    body: { kind: "multipart", fields: S.PostEditFields, files: [{ name: "images", multiple: true, maxCount: 5 }] },
    response: S.PostWriteResponse
  }),
  /** Additive: deletes my post with its images, likes, comments and their notifications (403 / 404 as `editPost`). */
  deletePost: e({ method: "DELETE", path: "/api/post/{postId}", auth: true, params: S.PostIdParams, response: null }),
  /** Additive: deletes my comment (403 for another member's, 404 for a missing one); one with replies keeps its place as `removed: "DELETED"`. */
  deleteComment: e({ method: "DELETE", path: "/api/comment/{commentId}", auth: true, params: S.CommentIdParams, response: null }),
  writeComment: e({
    method: "POST",
    path: "/api/comment/write",
    auth: true,
    body: { kind: "json", schema: S.CommentWriteRequest },
    response: S.CommentWriteResponse,
    idempotent: true
  }),

  // ── quests ──────────────────────────────────────────────────────────────────────────────
  quests: e({ method: "GET", path: "/api/quests", auth: true, response: Schema.Array(S.Quest) }),
  claimQuest: e({ method: "PUT", path: "/api/quests", auth: true, query: S.QuestClaimQuery, response: S.Quest }),

  // ── shop ────────────────────────────────────────────────────────────────────────────────
  bestProducts: e({ method: "GET", path: "/api/shop/products/best", auth: true, response: S.BestItems }),
  products: e({ method: "GET", path: "/api/shop/products", auth: true, query: S.PageQuery, response: S.ItemList }),
  likedProducts: e({ method: "GET", path: "/api/shop/products/like", auth: true, query: S.PageQuery, response: S.ItemLikeList }),
  likeProduct: e({ method: "POST", path: "/api/shop/products/like/register", auth: true, query: S.ProductIdQuery, response: null }),
  unlikeProduct: e({ method: "DELETE", path: "/api/shop/products/like/register", auth: true, query: S.ProductIdQuery, response: null }),
  productDetail: e({ method: "GET", path: "/api/shop/products/detail", auth: true, query: S.ProductIdQuery, response: S.ItemDetail }),
  cart: e({ method: "GET", path: "/api/shop/carts", auth: true, response: S.CartResponse }),
  addToCart: e({
    method: "POST",
    path: "/api/shop/carts/register",
    auth: true,
    body: { kind: "json", schema: S.CartRegisterRequest },
    response: null,
    idempotent: true
  }),
  updateCart: e({ method: "PUT", path: "/api/shop/carts/update", auth: true, body: { kind: "json", schema: S.CartUpdateRequest }, response: null }),
  deleteFromCart: e({ method: "DELETE", path: "/api/shop/carts/delete", auth: true, body: { kind: "json", schema: S.CartDeleteRequest }, response: null }),
  paymentReadyPc: e({
    method: "POST",
    path: "/api/shop/payments/ready/pc/redirect",
    auth: true,
    body: { kind: "json", schema: S.OrderRequest },
    response: S.PaymentRedirect
  }),
  paymentReadyMobile: e({
    method: "POST",
    path: "/api/shop/payments/ready/mobile/redirect",
    auth: true,
    body: { kind: "json", schema: S.OrderRequest },
    response: S.PaymentRedirect
  }),
  /**
   * Additive: releases the checkouts the body names (`ReleaseRequest`: this client left them on the
   * provider's page and came back without paying) that are the member's and still waiting there:
   * their points return at once. Other waiting payments (another tab's, another device's) are left
   * to their expiry. Without a body (a client from before the body) it releases nothing.
   */
  releasePayments: e({
    method: "POST",
    path: "/api/shop/payments/release",
    auth: true,
    body: { kind: "json", schema: S.ReleaseRequest, optional: true },
    response: null
  }),
  refund: e({ method: "POST", path: "/api/shop/payments/refund", auth: true, body: { kind: "json", schema: S.RefundRequest }, response: S.RefundResult }),
  orderItems: e({ method: "GET", path: "/api/shop/orderitem", auth: true, query: S.PageQuery, response: Schema.Array(S.OrderItem) }),

  // ── admin (no screen) ───────────────────────────────────────────────────────────────────
  adminOrderMonth: e({ method: "GET", path: "/api/admin/order/month", auth: true, response: Schema.Array(S.AdminMonthStat) }),
  adminOrders: e({ method: "GET", path: "/api/admin/order", auth: true, query: S.PageQuery, response: Schema.Array(S.OrderItem) })
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
