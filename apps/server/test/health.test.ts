import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestServer, testDatabaseKind, type TestServer } from "./helpers/app.ts"

describe("health and the API's edges", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it("health answers which database it uses", async () => {
    const health = await server.client().call("health")
    expect(health).toEqual({ status: "ok", database: testDatabaseKind() })
  })

  it("an unknown API path answers 404 JSON to a signed-in member (401 without a token, §8)", async () => {
    expect((await server.request("/api/nope")).status).toBe(401)
    const { token } = await server.devLogin("edge")
    const res = await server.request("/api/nope", { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: "찾을 수 없어요.", detail: "No API route for GET /api/nope" })
  })

  it("a protected call without a token answers 401 JSON", async () => {
    const res = await server.request("/api/mypage/pets")
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: "로그인이 필요해요.", detail: "Authentication required" })
  })

  it("a forged token answers 401", async () => {
    const res = await server.request("/api/mypage/pets", { headers: { Authorization: "Bearer abc.def.ghi" } })
    expect(res.status).toBe(401)
  })
})
