/**
 * The member's account (issue 32): sign-out, withdrawal ('회원 탈퇴'), settings ('산책 기록 공개',
 * '위치정보 이용 동의', comment notifications) and the data download ('내 데이터 내려받기').
 * See docs/account.md.
 */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm"
import type { AccountExport, AccountSettings, AccountSettingsUpdate } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import {
  breeds,
  cartItems,
  comments,
  members,
  notifications,
  orderItems,
  orders,
  pets,
  pointEntries,
  postImages,
  postLikes,
  posts,
  productLikes,
  questCheckIns,
  questClaims,
  submissions,
  walkDogs,
  walkMarks,
  walkPoints,
  walks
} from "../db/schema.ts"
import { badRequest, conflict, unauthorized } from "../http/errors.ts"
import type { ImageStore } from "../providers/images.ts"
import type { NotificationHub } from "./community/hub.ts"
import { hasUnread } from "./community/notifications.ts"
import { discardImage } from "./images.ts"
import { releaseHeldOrders } from "./shop/orderStates.ts"

/** 409 of a withdrawal while money is moving: an order being paid (approving) or a line being refunded. */
export const WITHDRAW_PAYING_MESSAGE = "결제나 환불이 진행 중인 주문이 있어 지금은 탈퇴할 수 없어요. 처리가 끝난 뒤에 다시 시도해주세요."

/** What a withdrawn member's kept order records carry instead of the delivery details. */
const ERASED = "(탈퇴한 회원)"

const lockMember = async (tx: DbOrTx, memberId: number) => {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)))
    .for("update")
  if (!row) throw unauthorized("Member no longer exists")
  return row
}

/**
 * `POST /api/logout`: raises the member's token version (every token issued before is refused from
 * now on, on every instance: the guard compares it), and the route revision of a walk in progress,
 * so no server's tail copy takes the old token on the walk update's fast path.
 */
export const signOut = async (db: Db, memberId: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId)
    await tx
      .update(members)
      .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
      .where(eq(members.id, memberId))
    await tx
      .update(walks)
      .set({ routeRevision: sql`${walks.routeRevision} + 1` })
      .where(and(eq(walks.memberId, memberId), eq(walks.isWalking, true)))
  })
}

/**
 * `DELETE /api/account`: in one transaction — refused (409) while an order is approving or a line
 * refunding; orders still waiting on the provider's page are released first. Then the profile,
 * dogs, walks and routes, posts (with their comments, likes and images), likes, notifications,
 * quest records, cart, product likes and points are erased. The member's comments go; one that
 * has replies from others keeps its place without text (`removed: WITHDRAWN`, '탈퇴한 회원의
 * 댓글이에요'). Orders stay as anonymous transaction records (amounts, items, dates; delivery
 * details erased) owned by the row that remains: provider identity, nickname (free again) and
 * profile erased, `withdrawn_at` set, token version raised. Image files (local or S3) are removed
 * after the commit.
 */
export const withdraw = async (db: Db, images: ImageStore, hub: NotificationHub, memberId: number): Promise<void> => {
  const { files, notified } = await db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId)
    await releaseHeldOrders(tx, memberId)
    const [busyOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.status, "approving")))
      .limit(1)
    const [busyLine] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.memberId, memberId), eq(orderItems.refundState, "refunding")))
      .limit(1)
    if (busyOrder || busyLine) throw conflict(WITHDRAW_PAYING_MESSAGE)

    const files: Array<string | null> = [member.profileImageUrl]
    // Dogs and walks (points, cells and dogs of the walks go with them).
    const dogRows = await tx.select({ url: pets.profileImageUrl }).from(pets).where(eq(pets.memberId, memberId))
    files.push(...dogRows.map((d) => d.url))
    await tx.delete(walks).where(eq(walks.memberId, memberId))
    await tx.delete(pets).where(eq(pets.memberId, memberId))

    // Others whose unread notifications go with the member's posts and comments: their badges are told after the commit.
    const affected = await tx
      .selectDistinct({ memberId: notifications.memberId })
      .from(notifications)
      .where(
        and(
          ne(notifications.memberId, memberId),
          eq(notifications.read, false),
          or(
            inArray(notifications.postId, tx.select({ id: posts.id }).from(posts).where(eq(posts.memberId, memberId))),
            inArray(notifications.commentId, tx.select({ id: comments.id }).from(comments).where(eq(comments.memberId, memberId)))
          )
        )
      )

    // Posts, with their images, likes, comments and those comments' notifications.
    const myPosts = await tx.select({ id: posts.id }).from(posts).where(eq(posts.memberId, memberId))
    if (myPosts.length) {
      const ids = myPosts.map((p) => p.id)
      const imageRows = await tx.select({ url: postImages.url }).from(postImages).where(inArray(postImages.postId, ids))
      files.push(...imageRows.map((i) => i.url))
      await tx.delete(posts).where(inArray(posts.id, ids))
    }

    // Likes on others' posts (their counts move with them).
    const liked = await tx.delete(postLikes).where(eq(postLikes.memberId, memberId)).returning({ postId: postLikes.postId })
    for (const { postId } of liked) {
      await tx
        .update(posts)
        .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
        .where(eq(posts.id, postId))
    }

    // Comments on others' posts: a top-level comment others replied to keeps its place, emptied.
    const repliedByOthers = await tx
      .selectDistinct({ id: comments.parentId })
      .from(comments)
      .where(
        and(ne(comments.memberId, memberId), inArray(comments.parentId, tx.select({ id: comments.id }).from(comments).where(eq(comments.memberId, memberId))))
      )
    const kept = repliedByOthers.map((r) => r.id).filter((id): id is number => id !== null)
    if (kept.length) {
      await tx.update(comments).set({ contents: "", removed: "WITHDRAWN" }).where(inArray(comments.id, kept))
      await tx.delete(notifications).where(inArray(notifications.commentId, kept))
    }
    const gone = await tx
      .delete(comments)
      .where(and(eq(comments.memberId, memberId), kept.length ? notInArray(comments.id, kept) : undefined))
      .returning({ postId: comments.postId })
    const perPost = new Map<number, number>()
    for (const { postId } of gone) perPost.set(postId, (perPost.get(postId) ?? 0) + 1)
    for (const [postId, n] of perPost) {
      await tx
        .update(posts)
        .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${n}, 0)` })
        .where(eq(posts.id, postId))
    }
    await tx.delete(notifications).where(eq(notifications.memberId, memberId))

    // Quests, shop leftovers and points.
    await tx.delete(questClaims).where(eq(questClaims.memberId, memberId))
    await tx.delete(questCheckIns).where(eq(questCheckIns.memberId, memberId))
    await tx.delete(cartItems).where(eq(cartItems.memberId, memberId))
    await tx.delete(productLikes).where(eq(productLikes.memberId, memberId))
    await tx.delete(pointEntries).where(eq(pointEntries.memberId, memberId))
    await tx.delete(submissions).where(eq(submissions.memberId, memberId))

    // The kept order records, anonymised.
    await tx.update(orders).set({ recipientName: null, address: ERASED }).where(eq(orders.memberId, memberId))

    // The row that remains: no identity, no profile, no points; its nickname is free again.
    await tx
      .update(members)
      .set({
        provider: "withdrawn",
        subject: `withdrawn:${memberId}`,
        email: null,
        nickname: null,
        dateOfBirth: null,
        gender: null,
        phoneNumber: null,
        profileImageUrl: null,
        point: 0,
        walkSharing: false,
        locationConsent: null,
        locationConsentAt: null,
        commentNotifications: false,
        tokenVersion: sql`${members.tokenVersion} + 1`,
        withdrawnAt: new Date()
      })
      .where(eq(members.id, memberId))
    return { files, notified: affected.map((a) => a.memberId) }
  })
  for (const url of files) if (images.owns(url)) await discardImage(images, url)
  for (const other of notified) {
    await hub.publish([other], await hasUnread(db, other)).catch((e: unknown) => console.error("[notifications] publish failed", e))
  }
}

const settingsOf = (m: { walkSharing: boolean; locationConsent: "agreed" | "declined" | null; commentNotifications: boolean }): AccountSettings => ({
  walkSharing: m.walkSharing,
  locationConsent: m.locationConsent === null ? null : m.locationConsent === "agreed" ? "AGREED" : "DECLINED",
  commentNotifications: m.commentNotifications
})

export const getSettings = async (db: DbOrTx, memberId: number): Promise<AccountSettings> => {
  const [m] = await db
    .select({ walkSharing: members.walkSharing, locationConsent: members.locationConsent, commentNotifications: members.commentNotifications })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)))
  if (!m) throw unauthorized("Member no longer exists")
  return settingsOf(m)
}

/**
 * `PUT /api/account/settings`. Answering the location consent also sets sharing (동의: 공개,
 * 거부: 비공개) unless `walkSharing` is given; turning comment notifications off marks the unread
 * ones read, so the bell and the live badge go quiet at once.
 */
export const updateSettings = async (db: Db, hub: NotificationHub, memberId: number, update: AccountSettingsUpdate): Promise<AccountSettings> => {
  if (update.walkSharing === undefined && update.locationConsent === undefined && update.commentNotifications === undefined) {
    throw badRequest("바꿀 설정을 보내주세요.", "body: names none of walkSharing, locationConsent, commentNotifications")
  }
  const { settings, quieted } = await db.transaction(async (tx) => {
    await lockMember(tx, memberId)
    const consent = update.locationConsent === undefined ? undefined : update.locationConsent === "AGREED" ? ("agreed" as const) : ("declined" as const)
    const walkSharing = update.walkSharing ?? (consent === undefined ? undefined : consent === "agreed")
    const [m] = await tx
      .update(members)
      .set({
        ...(walkSharing === undefined ? {} : { walkSharing }),
        ...(consent === undefined ? {} : { locationConsent: consent, locationConsentAt: new Date() }),
        ...(update.commentNotifications === undefined ? {} : { commentNotifications: update.commentNotifications })
      })
      .where(eq(members.id, memberId))
      .returning({ walkSharing: members.walkSharing, locationConsent: members.locationConsent, commentNotifications: members.commentNotifications })
    if (!m) throw unauthorized("Member no longer exists")
    let quieted = 0
    if (update.commentNotifications === false) {
      quieted = (
        await tx
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.memberId, memberId), eq(notifications.read, false)))
          .returning({ id: notifications.id })
      ).length
    }
    return { settings: settingsOf(m), quieted }
  })
  if (quieted) await hub.publish([memberId], false).catch((e: unknown) => console.error("[notifications] publish failed", e))
  return settings
}

const GENDER_LABEL = { female: "female", male: "male" } as const

/** `GET /api/account/export`: everything the member made, in one JSON document. */
export const exportAccount = async (db: Db, memberId: number, now = new Date()): Promise<AccountExport> => {
  const [m] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)))
  if (!m) throw unauthorized("Member no longer exists")
  const dogs = await db
    .select({
      petId: pets.id,
      name: pets.name,
      breed: breeds.name,
      dateOfBirth: pets.dateOfBirth,
      gender: pets.gender,
      weight: pets.weight,
      neutering: pets.neutering,
      profileImageUrl: pets.profileImageUrl
    })
    .from(pets)
    .innerJoin(breeds, eq(breeds.id, pets.breedId))
    .where(eq(pets.memberId, memberId))
    .orderBy(asc(pets.id))
  const walkRows = await db
    .select({ id: walks.id, startTime: walks.startTime, endTime: walks.endTime, distance: walks.distance })
    .from(walks)
    .where(eq(walks.memberId, memberId))
    .orderBy(asc(walks.startTime), asc(walks.id))
  const walkIds = walkRows.map((w) => w.id)
  const routePoints = walkIds.length
    ? await db
        .select({ walkId: walkPoints.walkId, recordTime: walkPoints.recordTime, lat: walkPoints.lat, lng: walkPoints.lng })
        .from(walkPoints)
        .where(inArray(walkPoints.walkId, walkIds))
        .orderBy(asc(walkPoints.walkId), asc(walkPoints.recordTime))
    : []
  const walkDogNames = walkIds.length
    ? await db
        .select({ walkId: walkDogs.walkId, name: pets.name })
        .from(walkDogs)
        .innerJoin(pets, eq(pets.id, walkDogs.petId))
        .where(inArray(walkDogs.walkId, walkIds))
        .orderBy(asc(pets.id))
    : []
  const markRows = walkIds.length
    ? await db
        .select({ walkId: walkMarks.walkId, kind: walkMarks.kind, recordTime: walkMarks.recordTime, lat: walkMarks.lat, lng: walkMarks.lng })
        .from(walkMarks)
        .where(inArray(walkMarks.walkId, walkIds))
        .orderBy(asc(walkMarks.walkId), asc(walkMarks.recordTime), asc(walkMarks.kind))
    : []
  const postRows = await db
    .select({ id: posts.id, boardId: posts.boardId, title: posts.title, contents: posts.contents, createdAt: posts.createdAt })
    .from(posts)
    .where(eq(posts.memberId, memberId))
    .orderBy(asc(posts.id))
  const imageRows = postRows.length
    ? await db
        .select({ postId: postImages.postId, url: postImages.url })
        .from(postImages)
        .where(
          inArray(
            postImages.postId,
            postRows.map((p) => p.id)
          )
        )
        .orderBy(asc(postImages.postId), asc(postImages.position))
    : []
  const commentRows = await db
    .select({ id: comments.id, postId: comments.postId, contents: comments.contents, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.memberId, memberId), or(isNull(comments.removed), ne(comments.removed, "DELETED"))))
    .orderBy(asc(comments.id))
  const ledger = await db
    .select({ description: pointEntries.description, type: pointEntries.type, amount: pointEntries.amount, date: pointEntries.createdAt })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))
    .orderBy(asc(pointEntries.createdAt), asc(pointEntries.id))
  return {
    exportedAt: now,
    profile: {
      nickname: m.nickname,
      email: m.email,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender === null ? null : GENDER_LABEL[m.gender],
      phoneNumber: m.phoneNumber,
      profileImageUrl: m.profileImageUrl,
      point: m.point,
      joinedAt: m.createdAt,
      settings: settingsOf(m)
    },
    dogs: dogs.map((d) => ({ ...d, gender: GENDER_LABEL[d.gender] })),
    walks: walkRows.map((w) => ({
      walkId: w.id,
      startTime: w.startTime,
      endTime: w.endTime,
      distance: w.distance,
      dogs: walkDogNames.filter((d) => d.walkId === w.id).map((d) => d.name),
      route: routePoints.filter((p) => p.walkId === w.id).map((p) => ({ lat: p.lat, lng: p.lng, recordTime: p.recordTime })),
      marks: markRows.filter((k) => k.walkId === w.id).map((k) => ({ kind: k.kind, recordTime: k.recordTime, location: { lat: k.lat, lng: k.lng } }))
    })),
    posts: postRows.map((p) => ({
      postId: p.id,
      boardId: p.boardId,
      title: p.title,
      contents: p.contents,
      createdAt: p.createdAt,
      images: imageRows.filter((i) => i.postId === p.id).map((i) => i.url)
    })),
    comments: commentRows.map((c) => ({ commentId: c.id, postId: c.postId, contents: c.contents, createdAt: c.createdAt })),
    points: ledger
  }
}
