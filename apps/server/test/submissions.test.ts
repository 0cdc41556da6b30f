/**
 * Creating calls sent again with the same `Idempotency-Key` (a retry after a lost answer) create
 * nothing more and answer the first answer (PGlite and PostgreSQL).
 */
import { readdir } from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { and, count, eq } from "drizzle-orm"
import { IDEMPOTENCY_KEY_HEADER, newSubmissionKey, SUBMISSION_KEY } from "@mungwalk/core/api"
import { cartItems, type comments, notifications, pets, posts, submissions } from "../src/db/schema.ts"
import { SUBMISSION_REUSED_MESSAGE } from "../src/services/submissions.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { communityMember, writeTextPost } from "./helpers/community.ts"
import { file, png } from "./helpers/images.ts"
import { failure, insertProducts } from "./helpers/shop.ts"
import type { TestMember } from "./helpers/walkFixtures.ts"

describe("a submission sent again", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  let productId: number
  let breedId: number
  const filesIn = async (folder: string) => (await readdir(path.join(server.config.uploadsDir, folder)).catch(() => [])).length
  const rows = async (table: typeof posts | typeof comments | typeof pets | typeof notifications, memberId: number) =>
    (await server.database.db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)))[0]!.n

  beforeAll(async () => {
    server = await createTestServer()
    alice = await communityMember(server, "앨리스")
    bob = await communityMember(server, "밥")
    productId = (await insertProducts(server, [{ name: "사료", price: 30_000 }]))[0]!
    breedId = (await alice.client.call("breeds", { query: {} }))[0]!.id
  })
  afterAll(() => server.close())

  it("makes keys the server takes: 22 base64url characters, new each time", () => {
    const a = newSubmissionKey()
    expect(a).toMatch(SUBMISSION_KEY)
    expect(a).toHaveLength(22)
    expect(newSubmissionKey()).not.toBe(a)
  })

  it("a post sent twice with one key is written once, with its images stored once, and both answers name it", async () => {
    const before = { posts: await rows(posts, alice.memberId), files: await filesIn("posts") }
    const key = newSubmissionKey()
    const image = file(await png(), "a.png", "image/png")
    const send = () =>
      alice.client.call("writePost", { fields: { title: "한 번만", contents: "두 번 보냄", boardid: 1 }, files: { images: [image] } }, { idempotencyKey: key })
    const first = await send()
    const again = await send()
    expect(again).toEqual(first)
    expect(await rows(posts, alice.memberId)).toBe(before.posts + 1)
    expect(await filesIn("posts")).toBe(before.files + 1)
    // Without a key, the same content is a second post (as before).
    await writeTextPost(alice, { title: "한 번만", contents: "두 번 보냄" })
    await writeTextPost(alice, { title: "한 번만", contents: "두 번 보냄" })
    expect(await rows(posts, alice.memberId)).toBe(before.posts + 3)
  })

  it("a comment sent twice with one key is written once, counted once and notifies once", async () => {
    const postId = await writeTextPost(alice)
    const key = newSubmissionKey()
    const body = { postId, contents: "좋아요!", createdAt: new Date("2026-11-27T10:00:00Z") }
    const first = await bob.client.call("writeComment", { body }, { idempotencyKey: key })
    const again = await bob.client.call("writeComment", { body }, { idempotencyKey: key })
    expect(again).toEqual(first)
    const post = await alice.client.call("post", { params: { postId } })
    expect(post.commentsCount).toBe(1)
    expect(post.comments?.map((c) => c.id)).toEqual([first.id])
    const told = await server.database.db.select({ n: count() }).from(notifications).where(eq(notifications.postId, postId))
    expect(told[0]!.n).toBe(1)
  })

  it("a dog sent twice with one key is added once, its photo stored once", async () => {
    const before = { pets: await rows(pets, alice.memberId), files: await filesIn("pets") }
    const key = newSubmissionKey()
    const part = { breedId, name: "초코", dateOfBirth: "2021-04-10", gender: "female" as const, weight: 3.2, neutering: true }
    const photo = file(await png(), "dog.png", "image/png")
    const first = await alice.client.call("addPet", { part, files: { profileImage: photo } }, { idempotencyKey: key })
    const again = await alice.client.call("addPet", { part, files: { profileImage: photo } }, { idempotencyKey: key })
    expect(again).toEqual(first)
    expect(await rows(pets, alice.memberId)).toBe(before.pets + 1)
    expect(await filesIn("pets")).toBe(before.files + 1)
  })

  it("a cart add sent twice with one key adds its quantity once; a new key adds again", async () => {
    const key = newSubmissionKey()
    const add = (k: string) => bob.client.call("addToCart", { body: { productId: productId, quantity: 2 } }, { idempotencyKey: k })
    await add(key)
    await add(key)
    const quantity = async () =>
      (
        await server.database.db
          .select({ q: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.memberId, bob.memberId), eq(cartItems.productId, productId)))
      )[0]!.q
    expect(await quantity()).toBe(2)
    await add(newSubmissionKey())
    expect(await quantity()).toBe(4)
  })

  it("two sends of one key at the same moment create one post and keep one copy of its image", async () => {
    const before = { posts: await rows(posts, bob.memberId), files: await filesIn("posts") }
    const key = newSubmissionKey()
    const image = file(await png(32, 32), "b.png", "image/png")
    const send = () =>
      bob.client.call("writePost", { fields: { title: "동시에", contents: "두 탭", boardid: 2 }, files: { images: [image] } }, { idempotencyKey: key })
    const [a, b] = await Promise.all([send(), send()])
    expect(a).toEqual(b)
    expect(await rows(posts, bob.memberId)).toBe(before.posts + 1)
    expect(await filesIn("posts")).toBe(before.files + 1)
  })

  it("a key sent again with other content is a 422 that creates nothing", async () => {
    const key = newSubmissionKey()
    const postId = await writeTextPost(alice)
    await bob.client.call("writeComment", { body: { postId, contents: "처음 내용" } }, { idempotencyKey: key })
    expect(await failure(bob.client.call("writeComment", { body: { postId, contents: "바꾼 내용" } }, { idempotencyKey: key }))).toEqual({
      status: 422,
      message: SUBMISSION_REUSED_MESSAGE
    })
    // Another endpoint with the same key, too.
    expect((await failure(bob.client.call("addToCart", { body: { productId: productId, quantity: 1 } }, { idempotencyKey: key }))).status).toBe(422)
    const post = await alice.client.call("post", { params: { postId } })
    expect(post.comments?.map((c) => c.content)).toEqual(["처음 내용"])
  })

  it("keys are the member's own: another member's same key creates their own", async () => {
    const key = newSubmissionKey()
    const send = (m: TestMember) =>
      m.client.call("writePost", { fields: { title: "같은 키", contents: "서로 다른 회원", boardid: 2 } }, { idempotencyKey: key })
    const a = await send(alice)
    const b = await send(bob)
    expect(a.postId).not.toBe(b.postId)
  })

  it("a refused call records nothing, so its key can be sent again once the content is right", async () => {
    const key = newSubmissionKey()
    const missing = 9_999_999
    expect((await failure(alice.client.call("writeComment", { body: { postId: missing, contents: "없는 글" } }, { idempotencyKey: key }))).status).toBe(404)
    expect(await server.database.db.select().from(submissions).where(eq(submissions.key, key))).toEqual([])
    expect((await failure(alice.client.call("addToCart", { body: { productId: missing, quantity: 1 } }, { idempotencyKey: key }))).status).toBe(404)
    await alice.client.call("addToCart", { body: { productId: productId, quantity: 1 } }, { idempotencyKey: key })
    expect(await server.database.db.select({ endpoint: submissions.endpoint }).from(submissions).where(eq(submissions.key, key))).toEqual([
      { endpoint: "addToCart" }
    ])
  })

  it("a malformed key is a 400; a key on a call that creates nothing is ignored", async () => {
    const res = await server.request("/api/shop/carts/register", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.token}`, "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: "short" },
      body: JSON.stringify({ productId, quantity: 1 })
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/[가-힣]/), detail: expect.stringContaining(IDEMPOTENCY_KEY_HEADER) })
    const cart = await server.request("/api/shop/carts", { headers: { authorization: `Bearer ${alice.token}`, [IDEMPOTENCY_KEY_HEADER]: "short" } })
    expect(cart.status).toBe(200)
  })

  it("the client refuses a key for an endpoint that takes none", async () => {
    await expect(alice.client.call("cart", {}, { idempotencyKey: newSubmissionKey() })).rejects.toMatchObject({ _tag: "RequestError" })
  })
})
