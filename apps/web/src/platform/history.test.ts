/** The history ports over a fake window: `pageshow` from the back/forward cache, the result page's back trap. */
import { describe, expect, it } from "vitest"
import { browserBackTrap } from "./backTrap.ts"
import { browserPageRestore } from "./pageRestore.ts"

const fakeWindow = () => {
  const listeners = new Map<string, Set<(e: Event) => void>>()
  const entries: Array<{ state: unknown; url: string }> = [{ state: null, url: "http://app.test/shop/payment/complete?status=pending" }]
  let at = 0
  const fire = (type: string, e: Event) => {
    for (const l of [...(listeners.get(type) ?? [])]) l(e)
  }
  const win = {
    addEventListener: (type: string, l: (e: Event) => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(l),
    removeEventListener: (type: string, l: (e: Event) => void) => void listeners.get(type)?.delete(l),
    get location() {
      return { href: entries[at]!.url }
    },
    history: {
      get state() {
        return entries[at]!.state
      },
      pushState(state: unknown, _title: string, url: string) {
        entries.splice(at + 1, entries.length, { state, url })
        at += 1
      }
    }
  }
  return {
    win: win as unknown as Window,
    entries,
    back: () => {
      at -= 1
      fire("popstate", new Event("popstate"))
    },
    pageshow: (persisted: boolean) => fire("pageshow", Object.assign(new Event("pageshow"), { persisted })),
    listeners: (type: string) => listeners.get(type)?.size ?? 0
  }
}

describe("page restore", () => {
  it("reports only a page shown again from the back/forward cache, until unsubscribed", () => {
    const w = fakeWindow()
    const restored: string[] = []
    const off = browserPageRestore(w.win).subscribe(() => restored.push("restored"))
    w.pageshow(false)
    w.pageshow(true)
    off()
    w.pageshow(true)
    expect(restored).toEqual(["restored"])
    expect(w.listeners("pageshow")).toBe(0)
  })
})

describe("back trap", () => {
  it("pushes one marked entry at the same address; going back from it calls back; a marked entry is not pushed again", () => {
    const w = fakeWindow()
    const backs: string[] = []
    const disarm = browserBackTrap(w.win).arm(() => backs.push("first"))
    expect(w.entries.map((e) => e.url)).toEqual([w.entries[0]!.url, w.entries[0]!.url])
    disarm()
    // Armed again on the marked entry (the page drawn again): nothing more is pushed.
    browserBackTrap(w.win).arm(() => backs.push("again"))
    expect(w.entries).toHaveLength(2)
    w.back()
    expect(backs).toEqual(["again"])
  })
})
