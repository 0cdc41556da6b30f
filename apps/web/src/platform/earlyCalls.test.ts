import type { FetchInit } from "@mungwalk/core/api"
import { describe, expect, it } from "vitest"
import { earlyCallUrls, EARLY_CALLS } from "../app/earlyCalls.ts"
import { EARLY_CALL_MAX_AGE_MS, earlyCallsFetch, type EarlyCall } from "./earlyCalls.ts"

const ORIGIN = "https://mungwalk.test"
const answer = (body: string) => new Response(body, { status: 200 })

/** A fetch that answers "network: <url>" and records what it was asked. */
const network = () => {
  const asked: string[] = []
  const fetch = (input: string, init: RequestInit) => {
    asked.push(`${init.method ?? "GET"} ${input}`)
    return Promise.resolve(answer(`network: ${input}`))
  }
  return { asked, fetch }
}

const setup = (calls: EarlyCall[], now = 1_000) => {
  const net = network()
  return { ...net, calls, fetch: earlyCallsFetch(net.fetch, { calls: () => calls, now: () => now, origin: ORIGIN }) }
}

const get = (token: string | null, signal?: AbortSignal): FetchInit => ({
  method: "GET",
  headers: token ? { Accept: "application/json", Authorization: `Bearer ${token}` } : { Accept: "application/json" },
  ...(signal ? { signal } : {})
})

describe("earlyCallsFetch", () => {
  it("answers the app's first GET of a URL with the page's early call, once, and the next one from the network", async () => {
    const s = setup([{ url: "/api/quests?x=1", token: "tok", response: Promise.resolve(answer("early")) }])
    expect(await (await s.fetch("/api/quests?x=1", get("tok"))).text()).toBe("early")
    expect(s.calls).toEqual([])
    expect(await (await s.fetch("/api/quests?x=1", get("tok"))).text()).toBe("network: /api/quests?x=1")
    expect(s.asked).toEqual(["GET /api/quests?x=1"])
  })

  it("reads the app's URL whether relative or absolute on the page's origin", async () => {
    const s = setup([{ url: "/api/quests", token: "tok", response: Promise.resolve(answer("early")) }])
    expect(await (await s.fetch(`${ORIGIN}/api/quests`, get("tok"))).text()).toBe("early")
  })

  it("asks the network for another URL, another token, no token, another origin or a call that is not a GET", async () => {
    const early = (url: string) => ({ url, token: "tok", response: Promise.resolve(answer("early")) })
    const s = setup([early("/api/quests")])
    await s.fetch("/api/quests?page=2", get("tok"))
    await s.fetch("/api/quests", get("other"))
    await s.fetch("/api/quests", get(null))
    await s.fetch("https://elsewhere.test/api/quests", get("tok"))
    await s.fetch("/api/quests", { ...get("tok"), method: "PUT" })
    expect(s.asked).toEqual(["GET /api/quests?page=2", "GET /api/quests", "GET /api/quests", "GET https://elsewhere.test/api/quests", "PUT /api/quests"])
    expect(s.calls).toHaveLength(1)
  })

  it("does not take over a call made long after the page started", async () => {
    const s = setup([{ url: "/api/quests", token: "tok", response: Promise.resolve(answer("early")) }], EARLY_CALL_MAX_AGE_MS + 1)
    expect(await (await s.fetch("/api/quests", get("tok"))).text()).toBe("network: /api/quests")
  })

  it("asks the network again when the early call failed on the way", async () => {
    const s = setup([{ url: "/api/quests", token: "tok", response: Promise.reject(new TypeError("Failed to fetch")) }])
    expect(await (await s.fetch("/api/quests", get("tok"))).text()).toBe("network: /api/quests")
  })

  it("gives an HTTP error answer as it is (the app reads a 401 as it would have)", async () => {
    const s = setup([{ url: "/api/quests", token: "tok", response: Promise.resolve(new Response("{}", { status: 401 })) }])
    expect((await s.fetch("/api/quests", get("tok"))).status).toBe(401)
    expect(s.asked).toEqual([])
  })

  it("rejects with an AbortError when the app aborts while the early answer is on its way", async () => {
    let arrive: (r: Response) => void = () => {}
    const s = setup([
      {
        url: "/api/quests",
        token: "tok",
        response: new Promise<Response>((resolve) => {
          arrive = resolve
        })
      }
    ])
    const controller = new AbortController()
    const pending = s.fetch("/api/quests", get("tok", controller.signal))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: "AbortError" })
    arrive(answer("late"))
    const already = new AbortController()
    already.abort()
    const s2 = setup([{ url: "/api/quests", token: "tok", response: Promise.resolve(answer("early")) }])
    await expect(s2.fetch("/api/quests", get("tok", already.signal))).rejects.toMatchObject({ name: "AbortError" })
  })
})

describe("the screens' early calls", () => {
  it("are GETs built as the screens' machines build them", () => {
    expect(Object.fromEntries(earlyCallUrls())).toEqual({
      "/": ["/api/mypage/pets", "/api/quests", "/api/post/board/1?page=0&size=3"],
      "/walk": ["/api/mypage/pets"],
      "/post/1": ["/api/post/board/1?page=0&size=15"],
      "/post/2": ["/api/post/board/2?page=0&size=15"],
      "/shop": ["/api/shop/products/best", "/api/shop/products?page=1", "/api/shop/carts"]
    })
    expect(Object.keys(EARLY_CALLS)).toHaveLength(5)
  })
})
