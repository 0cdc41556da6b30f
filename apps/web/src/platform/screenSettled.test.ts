import { describe, expect, it } from "vitest"
import { createScreenActivity, type ScreenActivityPorts } from "./screenSettled.ts"

/** Ports driven by the test: frames drawn and the limit reached on demand, pictures as plain objects. */
const fakePage = () => {
  const frames: Array<() => void> = []
  const pictures: Array<{ loading: string; complete: boolean }> = []
  const pictureDone = new Set<() => void>()
  let limit: (() => void) | undefined
  const ports: ScreenActivityPorts = {
    pictures: () => pictures as unknown as HTMLImageElement[],
    afterFrame: (then) => void frames.push(then),
    onPictureDone: (then) => {
      pictureDone.add(then)
      return () => pictureDone.delete(then)
    },
    setTimeout: (then) => {
      limit = then
    }
  }
  return {
    ports,
    pictures,
    /** Draws a frame: runs what waited for it. */
    frame: () => {
      for (const then of frames.splice(0)) then()
    },
    pictureLoaded: (picture: { complete: boolean }) => {
      picture.complete = true
      for (const then of [...pictureDone]) then()
    },
    reachLimit: () => limit?.(),
    listening: () => pictureDone.size
  }
}

/** Whether `promise` has settled once pending callbacks ran. */
const isDone = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

const answer = () => {
  let reply!: (r: Response) => void
  const fetch = () => new Promise<Response>((resolve) => (reply = resolve))
  return { fetch, reply: () => reply(new Response("{}")) }
}

describe("when the first screen has settled", () => {
  it("a screen with nothing to wait for has settled once a frame is drawn", async () => {
    const page = fakePage()
    const settled = createScreenActivity(page.ports).settled(3000)
    expect(await isDone(settled)).toBe(false)
    page.frame()
    expect(await isDone(settled)).toBe(true)
    expect(page.listening()).toBe(0)
  })

  it("waits for the screen's calls, and judges a frame after the last answer", async () => {
    const page = fakePage()
    const activity = createScreenActivity(page.ports)
    const call = answer()
    const fetch = activity.track(call.fetch)
    const asked = fetch("/api/shop/products?page=1", {})
    const settled = activity.settled(3000)
    page.frame()
    expect(await isDone(settled)).toBe(false)
    call.reply()
    await asked
    expect(await isDone(settled)).toBe(false)
    page.frame()
    expect(await isDone(settled)).toBe(true)
  })

  it("waits for the pictures shown at once, not for those loaded only near the scroll position", async () => {
    const page = fakePage()
    const first = { loading: "eager", complete: false }
    page.pictures.push(first, { loading: "lazy", complete: false })
    const settled = createScreenActivity(page.ports).settled(3000)
    page.frame()
    expect(await isDone(settled)).toBe(false)
    page.pictureLoaded(first)
    page.frame()
    expect(await isDone(settled)).toBe(true)
  })

  it("a call or a picture that never finishes holds it back only until the limit", async () => {
    const page = fakePage()
    const activity = createScreenActivity(page.ports)
    void activity.track(answer().fetch)("/api/never", {})
    page.pictures.push({ loading: "auto", complete: false })
    const settled = activity.settled(3000)
    page.frame()
    expect(await isDone(settled)).toBe(false)
    page.reachLimit()
    expect(await isDone(settled)).toBe(true)
    expect(page.listening()).toBe(0)
  })

  it("a failed call counts as answered", async () => {
    const page = fakePage()
    const activity = createScreenActivity(page.ports)
    const failing = activity.track(() => Promise.reject(new TypeError("Failed to fetch")))
    await expect(failing("/api/x", {})).rejects.toThrow("Failed to fetch")
    const settled = activity.settled(3000)
    page.frame()
    expect(await isDone(settled)).toBe(true)
  })
})
