/**
 * The API client over an injected `fetch`: the §4 token rules, typed failures and request
 * building (JSON, query, path parameters, multipart parts and files).
 */
import { describe, expect, it, vi } from "vitest"
import { memoryStorage } from "../ports.ts"
import { createApiClient, type Fetch } from "./client.ts"
import { DecodeError, HttpError, NetworkError, RequestError } from "./errors.ts"
import { createTokenStore } from "./tokens.ts"

interface Sent {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: RequestInit["body"]
  readonly extras: Parameters<Fetch>[2]
}

type Answer = Response | (() => Response | Promise<Response>) | Error

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } })

/** A client whose transport records each request and answers with the next queued answer. */
const setup = (options: { token?: string; baseUrl?: string } = {}) => {
  const sent: Sent[] = []
  const answers: Answer[] = []
  const unauthorized: string[] = []
  const fetch: Fetch = async (url, init, extras) => {
    sent.push({ url, method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body, extras })
    const a = answers.shift()
    if (a === undefined) throw new Error("test: no answer queued")
    if (a instanceof Error) throw a
    return typeof a === "function" ? a() : a
  }
  const tokens = createTokenStore(memoryStorage(options.token ? { accessToken: options.token } : {}))
  const changes: Array<string | null> = []
  tokens.subscribe((t) => changes.push(t))
  const client = createApiClient({ fetch, tokens, onUnauthorized: (name) => unauthorized.push(name), ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) })
  return { client, tokens, sent, changes, unauthorized, answer: (...a: Answer[]) => answers.push(...a) }
}

const caught = async (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => {
      throw new Error("expected the call to fail")
    },
    (e: unknown) => e
  )

describe("token rules (§4)", () => {
  it("sends Authorization: Bearer with the stored token, and none without one", async () => {
    const c = setup({ token: "tok-1" })
    c.answer(json(200, true))
    await c.client.call("checkNotifications")
    expect(c.sent[0]!.headers.get("authorization")).toBe("Bearer tok-1")
    expect(c.sent[0]!.headers.get("accept")).toBe("application/json")

    const anonymous = setup()
    anonymous.answer(json(200, false))
    await anonymous.client.call("checkNotifications")
    expect(anonymous.sent[0]!.headers.has("authorization")).toBe(false)
  })

  it("an authorization response header replaces the stored token", async () => {
    const c = setup({ token: "old" })
    c.answer(json(200, true, { authorization: "Bearer renewed" }))
    await c.client.call("checkNotifications")
    expect(c.tokens.get()).toBe("renewed")
    expect(c.changes).toEqual(["renewed"])
    c.answer(json(200, true))
    await c.client.call("checkNotifications")
    expect(c.sent[1]!.headers.get("authorization")).toBe("Bearer renewed")
  })

  it("an authorization header that is not a bearer token changes nothing", async () => {
    const c = setup({ token: "old" })
    c.answer(json(200, true, { authorization: "Basic abc" }))
    await c.client.call("checkNotifications")
    expect(c.tokens.get()).toBe("old")
  })

  it("an accessToken in the body replaces the stored token", async () => {
    const c = setup()
    c.answer(json(200, { accessToken: "from-body", registered: false }))
    const out = await c.client.call("login", { body: { name: "보리" } })
    expect(out).toEqual({ accessToken: "from-body", registered: false })
    expect(c.tokens.get()).toBe("from-body")
  })

  it("a 401 clears the token, tells onUnauthorized, and fails with the server's message", async () => {
    const c = setup({ token: "expired" })
    c.answer(json(401, { message: "Token expired" }))
    const e = await caught(c.client.call("points", { query: {} }))
    expect(e).toBeInstanceOf(HttpError)
    expect(e).toMatchObject({ status: 401, message: "Token expired", endpoint: "points" })
    expect(c.tokens.get()).toBeNull()
    expect(c.changes).toEqual([null])
    expect(c.unauthorized).toEqual(["points"])
  })

  it("a 401 for a token since replaced (a sign-in while the call was out) keeps the new one", async () => {
    const c = setup({ token: "old" })
    c.answer(() => {
      c.tokens.set("new")
      return json(401, { message: "Token expired" })
    })
    const e = await caught(c.client.call("points", { query: {} }))
    expect(e).toMatchObject({ status: 401 })
    expect(c.tokens.get()).toBe("new")
    expect(c.unauthorized).toEqual([])
  })

  it("other failures keep the token", async () => {
    const c = setup({ token: "t" })
    c.answer(json(403, { message: "Forbidden" }))
    await caught(c.client.call("points", { query: {} }))
    expect(c.tokens.get()).toBe("t")
    expect(c.unauthorized).toEqual([])
  })
})

describe("typed failures", () => {
  it("HttpError carries the status and the server's { message } (409 on the profile)", async () => {
    const c = setup({ token: "t" })
    c.answer(json(409, { message: "이미 사용 중인 닉네임입니다. 다른 닉네임을 선택해주세요." }))
    const e = await caught(c.client.call("updateProfile", { part: { nickname: "보리", dateOfBirth: "1990-01-01", gender: null, phoneNumber: "01012345678" } }))
    expect(e).toBeInstanceOf(HttpError)
    expect(e).toMatchObject({ status: 409, message: "이미 사용 중인 닉네임입니다. 다른 닉네임을 선택해주세요." })
  })

  it("HttpError falls back to the status text when the body is not JSON", async () => {
    const c = setup()
    c.answer(new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }))
    expect(await caught(c.client.call("health"))).toMatchObject({ _tag: "HttpError", status: 502, message: "Bad Gateway" })
  })

  it("NetworkError when the transport fails, marked aborted when the caller aborted", async () => {
    const c = setup()
    c.answer(new TypeError("fetch failed"))
    const e = await caught(c.client.call("health"))
    expect(e).toBeInstanceOf(NetworkError)
    expect(e).toMatchObject({ aborted: false, message: "네트워크에 연결할 수 없습니다." })

    const controller = new AbortController()
    controller.abort()
    c.answer(new DOMException("aborted", "AbortError"))
    const aborted = await caught(c.client.call("health", undefined, { signal: controller.signal }))
    expect(aborted).toMatchObject({ _tag: "NetworkError", aborted: true, message: "요청이 취소되었습니다." })
  })

  it("DecodeError names the bad field of the answer", async () => {
    const c = setup({ token: "t" })
    c.answer(json(200, [{ id: 1, description: "산책", date: "2026-02-30T00:00:00Z", type: "plus", amount: 100 }]))
    const e = await caught(c.client.call("points", { query: {} }))
    expect(e).toBeInstanceOf(DecodeError)
    expect(e).toMatchObject({ path: "0.date" })
  })

  it("DecodeError when an answer that should be JSON is not", async () => {
    const c = setup()
    c.answer(new Response("ok", { status: 200 }))
    expect(await caught(c.client.call("health"))).toBeInstanceOf(DecodeError)
  })

  it("RequestError for input the request schema refuses, before anything is sent", async () => {
    const c = setup({ token: "t" })
    const e = await caught(c.client.call("writeComment", { body: { postId: 1, contents: "   ", parentId: null, createdAt: new Date() } }))
    expect(e).toBeInstanceOf(RequestError)
    expect(e).toMatchObject({ path: "body.contents" })
    expect(c.sent).toHaveLength(0)
  })

  it("a call without an answer schema resolves to undefined", async () => {
    const c = setup({ token: "t" })
    c.answer(new Response(null, { status: 200 }))
    await expect(c.client.call("readAllNotifications")).resolves.toBeUndefined()
    expect(c.sent[0]!.method).toBe("PATCH")
  })
})

describe("requests", () => {
  it("builds the URL from the base, path parameters and query, and encodes JSON bodies with the wire names", async () => {
    const c = setup({ token: "t", baseUrl: "https://api.example.test" })
    c.answer(json(200, []))
    await c.client.call("posts", { params: { type: 2 }, query: { page: 0, size: 15 } })
    expect(c.sent[0]!.url).toBe("https://api.example.test/api/post/board/2?page=0&size=15")
    c.answer(json(200, { id: 5, nickname: "하루", profileImageUrl: null, createdAt: "2026-03-01T00:00:00.000Z" }))
    await c.client.call("writeComment", { body: { postId: 1, contents: "좋아요", parentId: 3, createdAt: new Date("2026-03-01T00:00:00Z") } })
    expect(c.sent[1]!.headers.get("content-type")).toBe("application/json")
    expect(JSON.parse(c.sent[1]!.body as string)).toEqual({ postId: 1, contents: "좋아요", commentsid: 3, createdAt: "2026-03-01T00:00:00.000Z" })
  })

  it("multipart: the JSON part (wire spellings) and the file part", async () => {
    const c = setup({ token: "t" })
    c.answer(json(200, { profilePictureUrl: "/uploads/p.webp" }))
    const photo = new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" })
    const out = await c.client.call("updateProfile", {
      part: { nickname: "콩이맘", dateOfBirth: "1991-04-12", gender: "female", phoneNumber: "01012345678" },
      files: { profileImage: photo }
    })
    expect(out).toEqual({ profilePictureUrl: "/uploads/p.webp" })
    const form = c.sent[0]!.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(c.sent[0]!.headers.has("content-type")).toBe(false)
    const part = form.get("memberUpdateDTO") as Blob
    expect(part.type).toBe("application/json")
    expect(JSON.parse(await part.text())).toEqual({ nickname: "콩이맘", dateOfBirth: "1991-04-12", gender: "f", phoneNumber: "01012345678" })
    const file = form.get("profileImage") as File
    expect(file.name).toBe("me.png")
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3])
  })

  it("multipart: text fields and repeated files, at most 5 images", async () => {
    const c = setup({ token: "t" })
    c.answer(json(200, { postid: 42 }))
    const image = (n: number) => new File([String(n)], `${n}.jpg`, { type: "image/jpeg" })
    const out = await c.client.call("writePost", { fields: { title: "산책", contents: "좋았어요", boardid: 1 }, files: { images: [image(1), image(2)] } })
    expect(out).toEqual({ postId: 42 })
    const form = c.sent[0]!.body as FormData
    expect([form.get("title"), form.get("contents"), form.get("boardid")]).toEqual(["산책", "좋았어요", "1"])
    expect(form.getAll("images").map((f) => (f as File).name)).toEqual(["1.jpg", "2.jpg"])

    const e = await caught(c.client.call("writePost", { fields: { title: "a", contents: "b", boardid: 1 }, files: { images: [1, 2, 3, 4, 5, 6].map(image) } }))
    expect(e).toBeInstanceOf(RequestError)
    expect(c.sent).toHaveLength(1)
  })
})

describe("what the transport is told", () => {
  it("a background call says so (the transport may send it off the main thread); other calls hand no extras", async () => {
    const c = setup({ token: "t" })
    c.answer(json(200, { totalDistance: 12, dogs: [] }), json(200, true))
    const body = { memberId: 0, walkId: 3, walkPaths: [{ recordTime: new Date("2026-03-01T00:00:00Z"), location: { lat: 37.5, lng: 127 }, accuracy: 5 }] }
    await c.client.call("walkUpdate", { body }, { background: true })
    await c.client.call("checkNotifications")
    expect(c.sent.map((s) => s.extras)).toEqual([{ background: true }, undefined])
  })

  it("an upload's progress watcher goes to the transport, with or without `background`", async () => {
    const c = setup({ token: "t" })
    c.answer(json(200, { postid: 1 }))
    const seen: number[] = []
    await c.client.call(
      "writePost",
      { fields: { title: "a", contents: "b", boardid: 1 }, files: {} },
      { onUploadProgress: (f) => seen.push(f), background: true }
    )
    expect(Object.keys(c.sent[0]!.extras ?? {})).toEqual(["onUploadProgress"])
    expect(seen).toEqual([1])
  })
})

describe("the endpoint table, loaded with the first call", () => {
  it("a new client's first call imports it (then calls at once), and calls after it find it loaded", async () => {
    // A fresh copy of the client's module: nothing loaded yet, as on a page that has not called.
    vi.resetModules()
    const fresh = await import("./client.ts")
    const loading = fresh.loadRequestModule()
    expect(loading).toBeInstanceOf(Promise)
    const sent: string[] = []
    const client = fresh.createApiClient({
      tokens: createTokenStore(memoryStorage()),
      fetch: async (url) => {
        sent.push(url)
        return json(200, [])
      }
    })
    const first = client.call("myPets")
    expect(sent).toEqual([])
    await expect(first).resolves.toEqual([])
    expect(fresh.loadRequestModule()).not.toBeInstanceOf(Promise)
    void client.call("myPets")
    expect(sent).toEqual(["/api/mypage/pets", "/api/mypage/pets"])
  })
})
