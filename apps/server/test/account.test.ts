/**
 * The member's account (issue 32) on PGlite and PostgreSQL: sign-out refuses the token used (and
 * every older one) on every call, the walk update's fast path included; writes before registration
 * answer 403; '산책 기록 공개' filters nearby routes and hot places, past walks included; comment
 * notifications off; the data download; withdrawal erases the member's data (files on disk) in one
 * transaction, keeps order records anonymously, and is refused while money is moving.
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import { eq, inArray } from "drizzle-orm"
import { offsetMetres } from "@mungwalk/core/domain"
import type { LatLng } from "@mungwalk/core/schema"
import { comments, members, notifications, orderItems, orders, pets, pointEntries, posts, walks } from "../src/db/schema.ts"
import { REGISTRATION_REQUIRED_MESSAGE } from "../src/http/route.ts"
import { WITHDRAW_PAYING_MESSAGE } from "../src/services/account.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { communityMember } from "./helpers/community.ts"
import { file, png } from "./helpers/images.ts"
import { createPayStandIn } from "./helpers/payProviderStandIn.ts"
import { startLocalS3, type LocalS3 } from "./helpers/s3.ts"
import { failure, givePoints, insertProducts, orderWholeCart } from "./helpers/shop.ts"
import { createMember, createPet, recordWalk, toRoutePoint, walkAlong, type TestMember } from "./helpers/walkFixtures.ts"

const HOUR = 3600_000
const area = (n: number): LatLng => offsetMetres({ lat: 37.5, lng: 127.0 }, n * 20_000, 0)
const PROFILE = { dateOfBirth: "1990-01-01", gender: "female", phoneNumber: "01012345678" } as const

describe("account", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMIT: "0", ADMIN_MEMBER_IDS: "1" }, {}, { pay: createPayStandIn() })
    await createMember(server, "관리자") // id 1: the admin of the order statistics
  })
  afterAll(() => server.close())

  describe("sign-out", () => {
    it("the token used is refused (401) afterwards on every call; a new sign-in works", async () => {
      const m = await communityMember(server, "로그아웃러")
      const older = await server.deps.tokens.issue(m.memberId)
      await m.client.call("myPage", {})
      await m.client.call("logout", {})
      for (const token of [m.token, older]) {
        const client = server.client(token)
        expect((await failure(client.call("myPage", {}))).status).toBe(401)
        expect((await failure(client.call("accountSettings", {}))).status).toBe(401)
        expect((await failure(client.call("logout", {}))).status).toBe(401)
      }
      const again = await createMember(server, "로그아웃러")
      expect(again.memberId).toBe(m.memberId)
      expect((await again.client.call("myPage", {})).memberInfo.nickname).toBe("로그아웃러")
    })

    it("a walk update with the signed-out token is refused even where this server keeps the walk's tail", async () => {
      const m = await communityMember(server, "걷다가로그아웃")
      const dog = await createPet(m)
      const start = area(9)
      const { walkId } = await m.client.call("walkStart", { body: { dogs: [dog], latitude: start.lat, longitude: start.lng } })
      const points = walkAlong(
        start,
        [
          [0, 0],
          [200, 0]
        ],
        Date.now() - 60_000,
        { speed: 1.4, everySeconds: 2 }
      ).map(toRoutePoint)
      // Two updates: the first fills this server's copy of the tail, the second takes the fast path.
      await m.client.call("walkUpdate", { body: { walkId, walkPaths: points.slice(0, 10) } })
      await m.client.call("walkUpdate", { body: { walkId, walkPaths: points.slice(10, 20) } })
      await m.client.call("logout", {})
      expect((await failure(m.client.call("walkUpdate", { body: { walkId, walkPaths: points.slice(20, 30) } }))).status).toBe(401)
      // Signed in again, the walk goes on, and the old token is still refused after the new one refreshed the copy.
      const again = await createMember(server, "걷다가로그아웃")
      await again.client.call("walkUpdate", { body: { walkId, walkPaths: points.slice(20, 30) } })
      await again.client.call("walkUpdate", { body: { walkId, walkPaths: points.slice(30, 40) } })
      expect((await failure(server.client(m.token).call("walkUpdate", { body: { walkId, walkPaths: points.slice(40, 50) } }))).status).toBe(401)
    })
  })

  describe("registration enforced on the server", () => {
    it("before the profile is saved, writes answer 403 in Korean and reads are allowed; after saving, writes work", async () => {
      const m = await createMember(server, "가입전", { registered: false })
      const [breed] = await m.client.call("breeds", { query: {} })
      const pet = { breedId: breed!.id, name: "콩이", dateOfBirth: "2020-05-01", gender: "female" as const, weight: 5, neutering: true }
      expect(await failure(m.client.call("addPet", { part: pet }))).toEqual({ status: 403, message: REGISTRATION_REQUIRED_MESSAGE })
      expect((await failure(m.client.call("writePost", { fields: { title: "t", contents: "c", boardid: 1 } }))).status).toBe(403)
      expect((await failure(m.client.call("claimQuest", { query: { questId: 1 } }))).status).toBe(403)
      expect((await failure(m.client.call("walkStart", { body: { dogs: [1], latitude: 37.5, longitude: 127 } }))).status).toBe(403)
      expect((await failure(m.client.call("updateAccountSettings", { body: { walkSharing: false } }))).status).toBe(403)
      // Reads, including the POST calls that only read.
      await m.client.call("myPage", {})
      await m.client.call("walkNearby", { body: { latitude: 37.5, longitude: 127 } })
      await m.client.call("accountSettings", {})
      // Registration itself, then writes.
      await m.client.call("updateProfile", { part: { nickname: "이제가입", ...PROFILE } })
      expect((await m.client.call("addPet", { part: pet })).name).toBe("콩이")
    })
  })

  describe("walk sharing and location consent", () => {
    it("starts 비공개 with no consent answer (a walk started before it was asked shares nothing); agreeing shares, declining makes the walks private again", async () => {
      const { accessToken } = await server.client().call("login", { body: { name: "동의전" } })
      await server.client(accessToken).call("updateProfile", { part: { nickname: "동의전", ...PROFILE } })
      const m = { client: server.client((await server.client().call("login", { body: { name: "동의전" } })).accessToken) }
      expect(await m.client.call("accountSettings", {})).toEqual({ walkSharing: false, locationConsent: null, commentNotifications: true })
      expect(await m.client.call("updateAccountSettings", { body: { locationConsent: "DECLINED" } })).toEqual({
        walkSharing: false,
        locationConsent: "DECLINED",
        commentNotifications: true
      })
      expect(await m.client.call("updateAccountSettings", { body: { walkSharing: true } })).toMatchObject({ walkSharing: true, locationConsent: "DECLINED" })
      expect(await m.client.call("updateAccountSettings", { body: { locationConsent: "AGREED" } })).toMatchObject({
        walkSharing: true,
        locationConsent: "AGREED"
      })
      // A change naming no setting (unknown keys are dropped) is refused, not a 500, and changes nothing.
      for (const body of [{}, { foo: 1 }]) {
        const res = await server.request("/api/account/settings", {
          method: "PUT",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.client.tokens.get()}` },
          body: JSON.stringify(body)
        })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ message: "바꿀 설정을 보내주세요." })
      }
      expect(await m.client.call("accountSettings", {})).toMatchObject({ walkSharing: true, locationConsent: "AGREED" })
    })

    it("a private member's routes leave others' nearby routes and stop counting toward hot places", async () => {
      const here = area(3)
      const walkers: Array<TestMember & { dog: number }> = []
      for (let i = 0; i < 3; i++) {
        const w = await communityMember(server, `핫플${i}`)
        walkers.push({ ...w, dog: await createPet(w) })
        await recordWalk(
          server,
          w.memberId,
          [walkers[i]!.dog],
          walkAlong(
            here,
            [
              [-300, 10 * i],
              [300, 10 * i]
            ],
            Date.now() - (i + 2) * HOUR
          )
        )
      }
      const viewer = await communityMember(server, "구경꾼")
      const nearby = () => viewer.client.call("walkNearby", { body: { latitude: here.lat, longitude: here.lng } })
      const hot = () => viewer.client.call("walkHotplace", { body: { latitude: here.lat, longitude: here.lng } })
      expect(await nearby()).toHaveLength(3)
      expect((await hot()).length).toBeGreaterThan(0)
      await walkers[0]!.client.call("updateAccountSettings", { body: { walkSharing: false } })
      expect(await nearby()).toHaveLength(2)
      // Two members are fewer than a hot place needs (three).
      expect(await hot()).toEqual([])
      await walkers[0]!.client.call("updateAccountSettings", { body: { walkSharing: true } })
      expect(await nearby()).toHaveLength(3)
      expect((await hot()).length).toBeGreaterThan(0)
    })
  })

  describe("comment notifications", () => {
    it("off: no notification is made and the unread ones are marked read; on again: notified again", async () => {
      const author = await communityMember(server, "알림끔")
      const commenter = await communityMember(server, "댓글러")
      const postId = (await author.client.call("writePost", { fields: { title: "t", contents: "c", boardid: 1 } })).postId
      await commenter.client.call("writeComment", { body: { postId, contents: "첫 댓글" } })
      expect(await author.client.call("checkNotifications", {})).toBe(true)
      await author.client.call("updateAccountSettings", { body: { commentNotifications: false } })
      expect(await author.client.call("checkNotifications", {})).toBe(false)
      await commenter.client.call("writeComment", { body: { postId, contents: "두 번째" } })
      expect(await author.client.call("checkNotifications", {})).toBe(false)
      expect(await author.client.call("notifications", {})).toHaveLength(1)
      await author.client.call("updateAccountSettings", { body: { commentNotifications: true } })
      await commenter.client.call("writeComment", { body: { postId, contents: "세 번째" } })
      expect(await author.client.call("checkNotifications", {})).toBe(true)
    })
  })

  describe("'내 데이터 내려받기'", () => {
    it("answers the profile, dogs, walks with their routes, posts, comments and the point ledger as a JSON attachment", async () => {
      const m = await communityMember(server, "내려받기")
      const dog = await createPet(m, { name: "보리" })
      await recordWalk(
        server,
        m.memberId,
        [dog],
        walkAlong(
          area(5),
          [
            [0, 0],
            [100, 0]
          ],
          Date.now() - HOUR
        ),
        [
          { kind: "PEE", atPoint: 2 },
          { kind: "WATER", atPoint: 5 }
        ]
      )
      const postId = (await m.client.call("writePost", { fields: { title: "제목", contents: "내용", boardid: 2 } })).postId
      await m.client.call("writeComment", { body: { postId, contents: "내 댓글" } })
      await givePoints(server, m, 50)
      const res = await server.request("/api/account/export", { headers: { authorization: `Bearer ${m.token}` } })
      expect(res.headers.get("content-disposition")).toContain("attachment")
      const data = await m.client.call("accountExport", {})
      expect(data.profile).toMatchObject({ nickname: "내려받기", point: 50 })
      expect(data.dogs.map((d) => d.name)).toEqual(["보리"])
      expect(data.walks).toHaveLength(1)
      expect(data.walks[0]!.dogs).toEqual(["보리"])
      expect(data.walks[0]!.route.length).toBeGreaterThan(10)
      expect(data.walks[0]!.marks.map((k) => k.kind)).toEqual(["PEE", "WATER"])
      expect(data.walks[0]!.marks[0]!.location).toEqual({ lat: data.walks[0]!.route[2]!.lat, lng: data.walks[0]!.route[2]!.lng })
      expect(data.posts.map((p) => [p.postId, p.title])).toEqual([[postId, "제목"]])
      expect(data.comments.map((c) => c.contents)).toEqual(["내 댓글"])
      expect(data.points.map((p) => [p.type, p.amount])).toEqual([["plus", 50]])
    })
  })

  describe("withdrawal ('회원 탈퇴')", () => {
    it("erases the member's data and files in one go, keeps order records anonymously, frees the nickname and refuses the token", async () => {
      const [productId] = await insertProducts(server, [{ name: "산책 리드줄", price: 12_000 }])
      const other = await communityMember(server, "남는회원")
      const otherPost = (await other.client.call("writePost", { fields: { title: "남는 글", contents: "c", boardid: 1 } })).postId
      const leaver = await communityMember(server, "떠나는회원")
      await leaver.client.call("updateProfile", {
        part: { nickname: "떠나는회원", ...PROFILE },
        files: { profileImage: file(await png(), "me.png", "image/png") }
      })
      const dogId = (
        await leaver.client.call("addPet", {
          part: { breedId: 1, name: "떠나는개", dateOfBirth: "2020-01-01", gender: "male", weight: 4, neutering: false },
          files: { profileImage: file(await png(), "dog.png", "image/png") }
        })
      ).petId
      await recordWalk(
        server,
        leaver.memberId,
        [dogId],
        walkAlong(
          area(7),
          [
            [0, 0],
            [300, 0]
          ],
          Date.now() - HOUR
        )
      )
      const myPost = (
        await leaver.client.call("writePost", {
          fields: { title: "떠나는 글", contents: "사진", boardid: 1 },
          files: { images: [file(await png(), "a.png", "image/png"), file(await png(80, 60), "b.png", "image/png")] }
        })
      ).postId
      await other.client.call("writeComment", { body: { postId: myPost, contents: "남는 회원의 댓글" } })
      const answered = (await leaver.client.call("writeComment", { body: { postId: otherPost, contents: "답글이 달릴 댓글" } })).id
      await other.client.call("writeComment", { body: { postId: otherPost, contents: "답글", parentId: answered } })
      const alone = (await leaver.client.call("writeComment", { body: { postId: otherPost, contents: "혼자인 댓글" } })).id
      await leaver.client.call("likePost", { params: { postId: otherPost }, body: { likeStatus: true } })
      // A paid order (points only).
      await givePoints(server, leaver, 12_000)
      await leaver.client.call("addToCart", { body: { productId: productId!, quantity: 1 } })
      await leaver.client.call("paymentReadyPc", { body: await orderWholeCart(leaver, 12_000, { address: "서울시 종로구 비밀주소 1" }) })
      const [order] = await server.database.db.select().from(orders).where(eq(orders.memberId, leaver.memberId))
      expect(order?.status).toBe("approved")

      const db = server.database.db
      const files = [
        ...(await db.select({ url: members.profileImageUrl }).from(members).where(eq(members.id, leaver.memberId))).map((r) => r.url),
        ...(await db.select({ url: pets.profileImageUrl }).from(pets).where(eq(pets.id, dogId))).map((r) => r.url),
        ...(await leaver.client.call("post", { params: { postId: myPost } })).imgList
      ].map((url) => path.join(server.config.uploadsDir, url!.replace(/^\/uploads\//, "")))
      expect(files).toHaveLength(4)
      for (const f of files) expect(existsSync(f)).toBe(true)

      // Refused while an order is being paid, or a line refunded.
      await db.update(orders).set({ status: "approving" }).where(eq(orders.id, order!.id))
      expect(await failure(leaver.client.call("deleteAccount", {}))).toEqual({ status: 409, message: WITHDRAW_PAYING_MESSAGE })
      await db.update(orders).set({ status: "approved" }).where(eq(orders.id, order!.id))
      await db.update(orderItems).set({ refundState: "refunding" }).where(eq(orderItems.orderId, order!.id))
      expect((await failure(leaver.client.call("deleteAccount", {}))).status).toBe(409)
      await db.update(orderItems).set({ refundState: "none" }).where(eq(orderItems.orderId, order!.id))
      expect((await leaver.client.call("myPage", {})).pets).toHaveLength(1)

      await leaver.client.call("deleteAccount", {})

      expect((await failure(leaver.client.call("myPage", {}))).status).toBe(401)
      for (const f of files) expect(existsSync(f)).toBe(false)
      expect(await db.select().from(posts).where(eq(posts.memberId, leaver.memberId))).toEqual([])
      expect((await failure(other.client.call("post", { params: { postId: myPost } }))).status).toBe(404)
      expect(await db.select().from(walks).where(eq(walks.memberId, leaver.memberId))).toEqual([])
      expect(await db.select().from(pets).where(eq(pets.memberId, leaver.memberId))).toEqual([])
      expect(await db.select().from(pointEntries).where(eq(pointEntries.memberId, leaver.memberId))).toEqual([])
      expect(await db.select().from(notifications).where(eq(notifications.memberId, leaver.memberId))).toEqual([])
      // The comment others answered keeps its place without text; the other one is gone; counts follow.
      const left = await db
        .select()
        .from(comments)
        .where(inArray(comments.id, [answered, alone]))
      expect(left.map((c) => [c.id, c.contents, c.removed])).toEqual([[answered, "", "WITHDRAWN"]])
      const seen = await other.client.call("post", { params: { postId: otherPost } })
      expect(seen.likesCount).toBe(0)
      expect(seen.commentsCount).toBe(2)
      expect(JSON.stringify(seen)).not.toContain("답글이 달릴 댓글")
      expect(JSON.stringify(seen)).not.toContain("혼자인 댓글")
      // The member row is an anonymous owner of the kept order now.
      const [row] = await db.select().from(members).where(eq(members.id, leaver.memberId))
      expect(row).toMatchObject({ nickname: null, email: null, phoneNumber: null, dateOfBirth: null, profileImageUrl: null, point: 0, provider: "withdrawn" })
      expect(row?.withdrawnAt).toBeInstanceOf(Date)
      const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id))
      expect(kept).toMatchObject({ status: "approved", itemsTotal: 12_000, pointUsed: 12_000, recipientName: null })
      expect(kept?.address).not.toContain("비밀주소")
      expect(await db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order!.id))).toEqual([{ quantity: 1 }])
      const admin = server.client(await server.deps.tokens.issue(1))
      expect((await admin.call("adminOrders", { query: { page: 1 } })).some((l) => l.productName === "산책 리드줄")).toBe(true)
      // The nickname is free; the same sign-in makes a new member.
      expect(await other.client.call("checkNickname", { query: { nickname: "떠나는회원" } })).toBe(false)
      const back = await createMember(server, "떠나는회원")
      expect(back.memberId).not.toBe(leaver.memberId)
      expect((await back.client.call("myPage", {})).pets).toEqual([])
    })

    it("releases an order still waiting on the provider's page rather than refusing", async () => {
      const [productId] = await insertProducts(server, [{ name: "간식 꾸러미", price: 8_000 }])
      const m = await communityMember(server, "결제창떠남")
      await m.client.call("addToCart", { body: { productId: productId!, quantity: 1 } })
      await m.client.call("paymentReadyPc", { body: await orderWholeCart(m, 0) })
      await m.client.call("deleteAccount", {})
      const [order] = await server.database.db.select().from(orders).where(eq(orders.memberId, m.memberId))
      expect(order?.status).toBe("canceled")
    })
  })
})

describe("withdrawal with images in an S3-compatible bucket", () => {
  let s3: LocalS3
  let server: TestServer
  let listKeys: () => Promise<string[]>
  beforeAll(async () => {
    s3 = await startLocalS3()
    server = await createTestServer({ ...s3.env, RATE_LIMIT: "0" })
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3.env.S3_ENDPOINT!,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }
    })
    listKeys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET! }))).Contents ?? []).map((o) => o.Key!).sort()
  })
  afterAll(async () => {
    await server.close()
    await s3.stop()
  })

  it("removes the member's profile, dog and post images from the bucket, and only theirs", async () => {
    const stays = await communityMember(server, "버킷에남음")
    await stays.client.call("writePost", {
      fields: { title: "남는 사진", contents: "c", boardid: 1 },
      files: { images: [file(await png(), "s.png", "image/png")] }
    })
    const leaver = await communityMember(server, "버킷떠남")
    await leaver.client.call("updateProfile", { part: { nickname: "버킷떠남", ...PROFILE }, files: { profileImage: file(await png(), "me.png", "image/png") } })
    await leaver.client.call("addPet", {
      part: { breedId: 1, name: "구름", dateOfBirth: "2020-01-01", gender: "male", weight: 4, neutering: false },
      files: { profileImage: file(await png(), "dog.png", "image/png") }
    })
    await leaver.client.call("writePost", {
      fields: { title: "사진 두 장", contents: "c", boardid: 1 },
      files: { images: [file(await png(), "a.png", "image/png"), file(await png(), "b.png", "image/png")] }
    })
    expect(await listKeys()).toHaveLength(5)
    await leaver.client.call("deleteAccount", {})
    const left = await listKeys()
    expect(left).toHaveLength(1)
    expect(left[0]).toMatch(/^posts\//)
    expect((await stays.client.call("posts", { params: { type: 1 }, query: {} })).map((p) => p.title)).toEqual(["남는 사진"])
  })
})
