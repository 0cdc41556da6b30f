/**
 * The last places the server and the spec disagreed (issue 34): every 4xx `message` a person can
 * see is Korean (the spec's words where it has them; the field and the problem in `detail`), an
 * address of only spaces and a weight off the form's 0.1 step are refused by the server itself,
 * and `POST /api/comment/write` takes the spec's body without the fields the server sets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isHttpStatus } from "@mungwalk/core/api"
import { MESSAGES } from "@mungwalk/core/domain"
import { asc, eq } from "drizzle-orm"
import { comments, orders, pets } from "../src/db/schema.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { writeTextPost } from "./helpers/community.ts"
import { insertProducts, orderWholeCart } from "./helpers/shop.ts"
import { createMember, type TestMember } from "./helpers/walkFixtures.ts"

const HANGUL = /[가-힣]/

describe("inputs the spec rules on", () => {
  let server: TestServer
  let me: TestMember
  let productId: number
  let breedId: number

  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMIT: "0" })
    me = await createMember(server, "규칙")
    productId = (await insertProducts(server, [{ name: "산책 간식", price: 3_000 }]))[0]!
    breedId = (await me.client.call("breeds", { query: { search: "말티즈" } }))[0]!.id
  })
  afterAll(() => server.close())

  const raw = async (path: string, init: RequestInit = {}) => {
    const res = await server.request(path, { ...init, headers: { authorization: `Bearer ${me.token}`, ...(init.headers ?? {}) } })
    return { status: res.status, body: (await res.json()) as { message: string; detail?: string } }
  }
  const json = (method: string, body: unknown): RequestInit => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  const petForm = (weight: unknown) => {
    const body = new FormData()
    const dog = { breedId, name: "콩이", dateOfBirth: "2020-05-05", gender: "Female", weight, neutering: true }
    body.append("petCreateRequestDTO", new Blob([JSON.stringify(dog)], { type: "application/json" }))
    return { method: "POST", body }
  }

  it("a validation 400 answers a Korean message in the spec's words, the field and problem in detail", async () => {
    const body = new FormData()
    const profile = { nickname: "규칙이", dateOfBirth: "1990-01-01", gender: "f", phoneNumber: "0101234" }
    body.append("memberUpdateDTO", new Blob([JSON.stringify(profile)], { type: "application/json" }))
    expect(await raw("/api/register", { method: "PUT", body })).toEqual({
      status: 400,
      body: { message: MESSAGES.phoneInvalid, detail: expect.stringMatching(/^memberUpdateDTO\.phoneNumber: /) }
    })
    // A field the spec has no words for: its Korean name.
    const page = await raw("/api/shop/products?page=x")
    expect(page).toEqual({ status: 400, body: { message: "페이지를 확인해주세요.", detail: expect.stringMatching(/^query\.page: /) } })
    const blank = await raw("/api/comment/write", json("POST", { postId: 1, contents: "   " }))
    expect(blank).toEqual({ status: 400, body: { message: MESSAGES.commentBlank, detail: expect.stringMatching(/^body\.contents: /) } })
  })

  it("401, 404, 413 and 415 answers are Korean too", async () => {
    const anonymous = await server.request("/api/mypage")
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toBe("로그인이 필요해요.")
    for (const path of ["/api/nope", "/api/post/99999999", "/api/shop/products/detail?productId=99999999"]) {
      const { status, body } = await raw(path)
      expect(status).toBe(404)
      expect(body.message).toMatch(HANGUL)
    }
    const notJson = await raw("/api/walks/start", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" })
    expect(notJson.status).toBe(415)
    expect(notJson.body.message).toMatch(HANGUL)
    expect(notJson.body.detail).toMatch(/JSON/)
  })

  it("an address or a recipient's name of only spaces (or zero-width characters) is refused in the spec's words and no order is made", async () => {
    await me.client.call("addToCart", { body: { productId, quantity: 1 } })
    const before = (await server.database.db.select().from(orders)).length
    for (const address of ["   ", "\u3000 \t", "\u200B"]) {
      const request = await orderWholeCart(me, 0, { address })
      expect(await raw("/api/shop/payments/ready/pc/redirect", json("POST", request))).toEqual({
        status: 400,
        body: { message: MESSAGES.checkoutAddressRequired, detail: expect.stringMatching(/^body\.address: /) }
      })
    }
    for (const recipientName of ["   ", "\u200B\u3164"]) {
      const request = { ...(await orderWholeCart(me, 0, { address: "서울시 종로구" })), recipientName }
      expect(await raw("/api/shop/payments/ready/mobile/redirect", json("POST", request))).toEqual({
        status: 400,
        body: { message: MESSAGES.checkoutNameRequired, detail: expect.stringMatching(/^body\.recipientName: /) }
      })
    }
    // §5's "please enter" words are for an empty value only: too long, a line break or a number is "check".
    for (const [field, value, message] of [
      ["address", "가".repeat(201), "배송지를 확인해주세요."],
      ["address", "서울\n종로", "배송지를 확인해주세요."],
      ["address", 12345, "배송지를 확인해주세요."],
      ["recipientName", "가".repeat(201), "이름을 확인해주세요."],
      ["recipientName", 7, "이름을 확인해주세요."]
    ] as const) {
      const request = { ...(await orderWholeCart(me, 0, { address: "서울시 종로구" })), [field]: value }
      const answer = await raw("/api/shop/payments/ready/pc/redirect", json("POST", request))
      expect([answer.status, answer.body.message], `${field} ${String(value).slice(0, 12)}`).toEqual([400, message])
    }
    expect((await server.database.db.select().from(orders)).length).toBe(before)
  })

  it("a few more 400s in the words a person reads: the walk's dogs, a walk point, a board, a comment without contents, a post's title", async () => {
    expect((await raw("/api/walks/start", json("POST", { memberId: 0, dogs: [], latitude: 37.57, longitude: 127 }))).body.message).toBe(MESSAGES.walkNeedsDog)
    expect((await raw("/api/walks/start", json("POST", { latitude: 37.57, longitude: 127 }))).body.message).toBe(MESSAGES.walkNeedsDog)
    const point = { recordTime: "2026-11-27T12:00:00.000Z", location: { type: "Line", coordinates: [127, 37.5] } }
    expect((await raw("/api/walks/update", json("POST", { walkId: 1, walkPaths: [point] }))).body.message).toBe("산책 경로를 확인해주세요.")
    expect((await raw("/api/post/board/abc")).body.message).toBe("게시판을 확인해주세요.")
    expect((await raw("/api/comment/write", json("POST", { postId: 1 }))).body.message).toBe(MESSAGES.commentBlank)
    for (const title of ["\u202Eevil", "\u200B "]) {
      const body = new FormData()
      body.append("title", title)
      body.append("contents", "내용")
      body.append("boardid", "1")
      const written = await raw("/api/post/write", { method: "POST", body })
      expect(written.status, title).toBe(400)
      expect(written.body).toMatchObject({ message: "제목을 확인해주세요.", detail: expect.stringMatching(/title/) })
    }
  })

  it("a dog's weight is taken in steps of 0.1 kg: 2.37 is refused, 2.4 and 12 are saved", async () => {
    const before = (await server.database.db.select().from(pets)).length
    expect(await raw("/api/mypage/pets", petForm(2.37))).toEqual({
      status: 400,
      body: { message: "몸무게는 0.1kg 단위로 입력해주세요.", detail: expect.stringMatching(/^petCreateRequestDTO\.weight: /) }
    })
    // Nor a weight next to 0 or a hair off a step (an absolute tolerance let both through).
    for (const weight of [1e-8, 5e-324, 100.00000001, 0.04]) {
      expect((await raw("/api/mypage/pets", petForm(weight))).status).toBe(400)
    }
    expect((await server.database.db.select().from(pets)).length).toBe(before)
    for (const weight of [2.4, 12, 0.1, 17.8, 0.3, 0.7, 1234.5]) {
      const { status, body } = await raw("/api/mypage/pets", petForm(weight))
      expect([status, (body as unknown as { weight: number }).weight]).toEqual([200, weight])
    }
    // The same rule on edit.
    const [dog] = await me.client.call("myPets")
    const edit = await me.client
      .call("updatePet", { part: { id: dog!.petId, breedId, name: "콩이", dateOfBirth: "2020-05-05", gender: "female", weight: 3.33, neutering: true } })
      .catch((e: unknown) => e)
    // The client refuses to encode it (the same schema); the server's rule is the one above.
    expect(edit).toBeInstanceOf(Error)
  })

  it("POST /api/comment/write takes the spec's body without createdAt, and without commentsid for a top-level comment", async () => {
    const postId = await writeTextPost(me)
    const top = await raw("/api/comment/write", json("POST", { postId, contents: "첫 댓글" }))
    expect(top.status).toBe(200)
    const topId = (top.body as unknown as { id: number }).id
    const reply = await raw("/api/comment/write", json("POST", { postId, contents: "답글", commentsid: topId }))
    expect(reply.status).toBe(200)
    const withAll = await raw("/api/comment/write", json("POST", { postId, contents: "예전 모양", commentsid: null, createdAt: "2020-01-01T00:00:00Z" }))
    expect(withAll.status).toBe(200)
    // The server's clock decides createdAt, whatever the body said.
    expect(new Date((withAll.body as unknown as { createdAt: string }).createdAt).getFullYear()).toBeGreaterThan(2020)
    const rows = await server.database.db.select().from(comments).where(eq(comments.postId, postId)).orderBy(asc(comments.id))
    expect(rows.map((c) => [c.contents, c.parentId])).toEqual([
      ["첫 댓글", null],
      ["답글", topId],
      ["예전 모양", null]
    ])
    const bad = await me.client.call("writeComment", { body: { postId, contents: "x", parentId: 99_999_999 } }).catch((e: unknown) => e)
    expect(isHttpStatus(bad, 400) && [bad.message, bad.detail]).toEqual(["댓글을 확인해주세요.", expect.stringMatching(/^body\.commentsid: /)])
  })
})
