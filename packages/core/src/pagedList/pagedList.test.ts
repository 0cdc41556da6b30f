import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { POST_SCROLL_DEBOUNCE_MS, SHOP_SCROLL_DEBOUNCE_MS } from "../domain/constants.ts"
import type { Post } from "../schema/community.ts"
import { httpError, ok } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { distanceFromBottom } from "./pagedList.connect.ts"
import { pagedListMachine } from "./pagedList.machine.ts"
import { postListInput, shopListInput } from "./pagedList.presets.ts"
import { post, posts, postsWorld } from "./pagedList.testkit.ts"
import type { PagedListInput } from "./pagedList.types.ts"

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const byId = (p: Post) => p.postId
/** The post list of §9 with pages of 3, so tests stay short. */
const smallPosts: PagedListInput<Post> = { ...postListInput(byId), pageSize: 3 }

const world = (input: PagedListInput<Post>) => {
  const w = postsWorld(input)
  stops.push(() => w.actor.stop())
  return w
}

/** Scroll to `px` from the bottom and stay there until the debounce has passed. */
const scrollAndWait = async (w: ReturnType<typeof world>, px: number, debounceMs = POST_SCROLL_DEBOUNCE_MS) => {
  w.view().scrolled(px)
  w.clock.advance(debounceMs)
  await settle()
}

const ids = (w: ReturnType<typeof world>) => w.view().items.map((p) => p.postId)

describe("paged list: the first page", () => {
  it("asks for page 0 of 15 posts and shows them sorted by updatedAt, newest first", async () => {
    const w = world(postListInput(byId))
    w.server.on("posts", () => ok([post(1, 5), post(2, 40), post(3, 9), ...posts(10, 12)]))
    w.actor.start()
    expect(w.view().isLoading).toBe(true)
    await settle()
    const q = w.server.calls("posts")[0]!.query
    expect([q.get("page"), q.get("size")]).toEqual(["0", "15"])
    expect(w.view().status).toBe("idle")
    expect(ids(w)).toEqual([2, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 3, 1])
  })

  it("an empty first page is the empty state (the view shows its §8 message)", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok([]))
    w.actor.start()
    await settle()
    expect(w.view()).toMatchObject({ isEmpty: true, isEnd: false, items: [] })
  })

  it("a first page shorter than the page size is already the end", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 2)))
    w.actor.start()
    await settle()
    expect(w.view()).toMatchObject({ isEnd: true, isEmpty: false })
    await scrollAndWait(w, 0)
    expect(w.pagesAsked()).toEqual([0])
  })

  it("a failed first page can be retried", async () => {
    const w = world(smallPosts)
    let fail = true
    w.server.on("posts", () => (fail ? httpError(500, "boom") : ok(posts(1, 3))))
    w.actor.start()
    await settle()
    expect(w.view().isError).toBe(true)
    expect(w.actor.getSnapshot().context.error).toBe("boom")
    fail = false
    w.view().retry()
    await settle()
    expect(w.view().status).toBe("idle")
    expect(ids(w)).toEqual([3, 2, 1])
  })
})

describe("paged list: the next page", () => {
  it("loads when the view stayed within 20 px of the bottom for 300 ms", async () => {
    const w = world(smallPosts)
    w.server.on("posts", (r) => ok(r.query.get("page") === "0" ? posts(1, 3) : posts(4, 3)))
    w.actor.start()
    await settle()
    w.view().scrolled(20)
    w.clock.advance(POST_SCROLL_DEBOUNCE_MS - 1)
    await settle()
    expect(w.pagesAsked()).toEqual([0])
    w.clock.advance(1)
    expect(w.view().isLoadingMore).toBe(true)
    await settle()
    expect(w.pagesAsked()).toEqual([0, 1])
    expect(ids(w)).toEqual([3, 2, 1, 6, 5, 4])
    expect(w.view().status).toBe("idle")
  })

  it("does not load when the view is further than the threshold", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.actor.start()
    await settle()
    await scrollAndWait(w, 21)
    expect(w.pagesAsked()).toEqual([0])
    expect(w.view().status).toBe("idle")
  })

  it("debounces: every scroll restarts the wait, and only where the view stopped counts", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.actor.start()
    await settle()
    w.view().scrolled(0)
    w.clock.advance(200)
    w.view().scrolled(500)
    w.clock.advance(200)
    await settle()
    expect(w.pagesAsked()).toEqual([0])
    w.view().scrolled(10)
    w.clock.advance(299)
    await settle()
    expect(w.pagesAsked()).toEqual([0])
    w.clock.advance(1)
    await settle()
    expect(w.pagesAsked()).toEqual([0, 1])
  })

  it("takes scroll metrics from the view", async () => {
    expect(distanceFromBottom({ scrollTop: 980, scrollHeight: 2000, clientHeight: 1000 })).toBe(20)
    expect(distanceFromBottom({ scrollTop: 1200, scrollHeight: 2000, clientHeight: 1000 })).toBe(0)
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.actor.start()
    await settle()
    w.view().scrolled({ scrollTop: 980, scrollHeight: 2000, clientHeight: 1000 })
    w.clock.advance(POST_SCROLL_DEBOUNCE_MS)
    await settle()
    expect(w.pagesAsked()).toEqual([0, 1])
  })

  it("shows no item twice when pages overlap", async () => {
    const w = world(smallPosts)
    w.server.on("posts", (r) => ok(r.query.get("page") === "0" ? posts(1, 3) : [post(3), post(4), post(4), post(5)]))
    w.actor.start()
    await settle()
    await scrollAndWait(w, 0)
    expect(ids(w)).toEqual([3, 2, 1, 5, 4])
  })

  it("a page shorter than the page size is the end; scrolling then asks for nothing", async () => {
    const w = world(smallPosts)
    w.server.on("posts", (r) => ok(r.query.get("page") === "0" ? posts(1, 3) : posts(4, 2)))
    w.actor.start()
    await settle()
    await scrollAndWait(w, 0)
    expect(w.view().isEnd).toBe(true)
    expect(ids(w)).toEqual([3, 2, 1, 5, 4])
    await scrollAndWait(w, 0)
    expect(w.pagesAsked()).toEqual([0, 1])
  })

  it("a failed page keeps the items and is asked again on retry", async () => {
    const w = world(smallPosts)
    let fail = true
    w.server.on("posts", (r) => (r.query.get("page") === "0" ? ok(posts(1, 3)) : fail ? httpError(503) : ok(posts(4, 3))))
    w.actor.start()
    await settle()
    await scrollAndWait(w, 0)
    expect(w.view()).toMatchObject({ isMoreError: true, status: "moreFailure" })
    expect(ids(w)).toEqual([3, 2, 1])
    await scrollAndWait(w, 0)
    expect(w.pagesAsked()).toEqual([0, 1])
    fail = false
    w.view().retry()
    await settle()
    expect(w.pagesAsked()).toEqual([0, 1, 1])
    expect(ids(w)).toEqual([3, 2, 1, 6, 5, 4])
  })
})

describe("paged list: shop and order lists (§9)", () => {
  it("start at page 1, wait 1000 ms within 1000 px, and end at a page of 1 or fewer items", async () => {
    const w = world(shopListInput(byId))
    w.server.on("posts", (r) => {
      const page = Number(r.query.get("page"))
      return ok(page === 1 ? posts(1, 2) : page === 2 ? posts(3, 2) : posts(5, 1))
    })
    w.actor.start()
    await settle()
    expect(w.server.calls("posts")[0]!.query.get("size")).toBeNull()
    expect(w.view().status).toBe("idle")
    w.view().scrolled(1000)
    w.clock.advance(SHOP_SCROLL_DEBOUNCE_MS - 1)
    await settle()
    expect(w.pagesAsked()).toEqual([1])
    w.clock.advance(1)
    await settle()
    expect(w.pagesAsked()).toEqual([1, 2])
    expect(w.view().isEnd).toBe(false)
    await scrollAndWait(w, 999, SHOP_SCROLL_DEBOUNCE_MS)
    expect(w.pagesAsked()).toEqual([1, 2, 3])
    expect(w.view().isEnd).toBe(true)
    expect(ids(w)).toEqual([1, 2, 3, 4, 5])
  })

  it("a first page of one item is shown and is the end", async () => {
    const w = world(shopListInput(byId))
    w.server.on("posts", () => ok([post(7)]))
    w.actor.start()
    await settle()
    expect(w.view()).toMatchObject({ isEnd: true, isEmpty: false })
    expect(ids(w)).toEqual([7])
  })

  it("an end rule can be a function", async () => {
    const w = world({ ...shopListInput(byId), end: () => true })
    w.server.on("posts", () => ok(posts(1, 5)))
    w.actor.start()
    await settle()
    expect(w.view().isEnd).toBe(true)
  })
})

describe("paged list: refresh and item updates", () => {
  it("refresh reloads from the first page, keeping the old items until it arrives", async () => {
    const w = world(smallPosts)
    let round = 0
    w.server.on("posts", (r) => (r.query.get("page") === "0" ? ok(round === 0 ? posts(1, 3) : posts(10, 3)) : ok(posts(4, 3))))
    w.actor.start()
    await settle()
    await scrollAndWait(w, 0)
    expect(ids(w)).toHaveLength(6)
    round = 1
    w.server.on("posts", () => undefined)
    w.view().refresh()
    expect(w.view()).toMatchObject({ isLoading: true, isRefreshing: true })
    expect(ids(w)).toHaveLength(6)
    w.server.next("posts").respond(posts(10, 3))
    await settle()
    expect(ids(w)).toEqual([12, 11, 10])
    expect(w.view().status).toBe("idle")
    w.server.on("posts", () => ok(posts(20, 3)))
    await scrollAndWait(w, 0)
    expect(w.pagesAsked()).toEqual([0, 1, 0, 1])
  })

  it("refresh while a page loads abandons that page: its late answer never reaches the list", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => undefined)
    w.actor.start()
    w.server.next("posts").respond(posts(1, 3))
    await settle()
    await scrollAndWait(w, 0)
    const more = w.server.next("posts")
    w.view().refresh()
    await settle()
    expect(more.aborted).toBe(true)
    w.server.next("posts").respond(posts(10, 3))
    await settle()
    expect(ids(w)).toEqual([12, 11, 10])
    expect(w.view().status).toBe("idle")
  })

  it("refresh after the end or the empty state loads again", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok([]))
    w.actor.start()
    await settle()
    expect(w.view().isEmpty).toBe(true)
    w.server.on("posts", () => ok(posts(1, 1)))
    w.view().refresh()
    await settle()
    expect(w.view().isEnd).toBe(true)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.view().refresh()
    await settle()
    expect(w.view().status).toBe("idle")
  })

  it("an updated item replaces the one with the same key, in place; an unknown one changes nothing", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.actor.start()
    await settle()
    w.view().updateItem({ ...post(2), isLiked: true, likesCount: 1 })
    expect(w.view().items.map((p) => [p.postId, p.isLiked])).toEqual([
      [3, false],
      [2, true],
      [1, false]
    ])
    const before = w.view().items
    w.view().updateItem(post(99))
    expect(w.view().items).toBe(before)
  })
})

describe("paged list: configuration", () => {
  it("the shorter-than-page rule needs a page size", () => {
    const actor = createActor(pagedListMachine, { input: { key: (x: unknown) => String(x), thresholdPx: 20, debounceMs: 300 } })
    const errors: unknown[] = []
    actor.subscribe({ error: (e) => errors.push(e) })
    actor.start()
    expect(actor.getSnapshot().status).toBe("error")
    expect(String(errors[0])).toContain("needs a pageSize")
  })
})

describe("paged list as a Loadable (what views render)", () => {
  it("loading, then ready with the page flags; a failed next page keeps the items and loadMore asks again; the end", async () => {
    const w = world(smallPosts)
    w.server.on("posts", () => ok(posts(1, 3)))
    w.actor.start()
    expect(w.loadable().status).toBe("loading")
    await settle()
    const ready = w.loadable()
    if (ready.status !== "ready") throw new Error(`expected ready, got ${ready.status}`)
    expect(ready).toMatchObject({ loadingMore: false, end: false, moreFailed: false, reloading: false })
    expect(ready.data.map((p) => p.postId)).toEqual([3, 2, 1])

    w.server.on("posts", () => httpError(500, "boom"))
    await scrollAndWait(w, 0)
    const failed = w.loadable()
    expect(failed).toMatchObject({ status: "ready", moreFailed: true })
    w.server.on("posts", () => ok(posts(10, 1)))
    if (failed.status === "ready") failed.loadMore()
    await settle()
    expect(w.loadable()).toMatchObject({ status: "ready", end: true, moreFailed: false })
    expect(w.pagesAsked()).toEqual([0, 1, 1])
  })

  it("an empty board is `empty`, a failed first page is `failed` with retry", async () => {
    const empty = world(smallPosts)
    empty.server.on("posts", () => ok([]))
    empty.actor.start()
    await settle()
    expect(empty.loadable().status).toBe("empty")

    const broken = world(smallPosts)
    broken.server.on("posts", () => httpError(500, "boom"))
    broken.actor.start()
    await settle()
    const failed = broken.loadable()
    expect(failed.status).toBe("failed")
    broken.server.on("posts", () => ok(posts(1, 2)))
    if (failed.status === "failed") failed.retry()
    await settle()
    expect(broken.loadable()).toMatchObject({ status: "ready", end: true })
  })
})
