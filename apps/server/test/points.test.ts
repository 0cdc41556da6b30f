/** Point history and balance. Earning and spending calls arrive with later slices; they all go through `addPoints`. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ApiClient } from "@mungwalk/core/api"
import { addPoints } from "../src/services/points.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"

const idOf = (client: ApiClient) => Number(JSON.parse(Buffer.from((client.tokens.get() ?? "").split(".")[1] ?? "", "base64url").toString()).sub)

describe("points", () => {
  let server: TestServer
  let me: ApiClient
  let other: ApiClient
  beforeAll(async () => {
    server = await createTestServer()
    me = server.client((await server.devLogin("pointy", { register: true })).token)
    other = server.client((await server.devLogin("other-pointy", { register: true })).token)
  })
  afterAll(() => server.close())

  it("a new member has no point history", async () => {
    expect(await me.call("points", { query: {} })).toEqual([])
  })

  it("entries come newest first, and the balance on my-page follows them", async () => {
    const db = server.database.db
    await addPoints(db, idOf(me), { description: "산책 퀘스트 완료", type: "plus", amount: 100 })
    await addPoints(db, idOf(me), { description: "게시글 작성", type: "plus", amount: 50 })
    await addPoints(db, idOf(me), { description: "상품 구매", type: "minus", amount: 30 })
    const list = await me.call("points", { query: {} })
    expect(list.map((e) => [e.description, e.type, e.amount])).toEqual([
      ["상품 구매", "minus", 30],
      ["게시글 작성", "plus", 50],
      ["산책 퀘스트 완료", "plus", 100]
    ])
    expect(list[0]!.date).toBeInstanceOf(Date)
    expect((await me.call("myPage")).memberInfo.point).toBe(120)
  })

  it("spending more than the balance is refused and writes nothing", async () => {
    await expect(addPoints(server.database.db, idOf(me), { description: "너무 비싼 간식", type: "minus", amount: 121 })).rejects.toMatchObject({
      status: 409,
      message: "포인트가 부족해요."
    })
    expect((await me.call("myPage")).memberInfo.point).toBe(120)
    expect(await me.call("points", { query: {} })).toHaveLength(3)
  })

  it("a refused change inside a larger transaction undoes only itself", async () => {
    const db = server.database.db
    await db.transaction(async (tx) => {
      await addPoints(tx, idOf(other), { description: "가입 축하", type: "plus", amount: 10 })
      await expect(addPoints(tx, idOf(other), { description: "초과 사용", type: "minus", amount: 11 })).rejects.toMatchObject({ status: 409 })
    })
    expect((await other.call("myPage")).memberInfo.point).toBe(10)
    expect((await other.call("points", { query: {} })).map((e) => e.description)).toEqual(["가입 축하"])
  })

  it("memberId in the query is ignored: a member only ever sees their own points", async () => {
    const res = await server.request(`/api/points?memberId=${idOf(me)}`, { headers: { authorization: `Bearer ${other.tokens.get()}` } })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<{ description: string }>
    expect(body.map((e) => e.description)).toEqual(["가입 축하"])
  })
})
