/**
 * The service worker's update flow over fake registration objects (a real one needs a second
 * deploy of the worker): no prompt for the first version, a prompt for one that waits, the consent
 * tells the waiting one to take over, and its taking control reloads the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { applyUpdate, watchForUpdates } from "./serviceWorker.ts"

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing"
  readonly messages: unknown[] = []
  postMessage(message: unknown): void {
    this.messages.push(message)
  }
  /** The browser moves the worker on and says so. */
  become(state: ServiceWorkerState): void {
    this.state = state
    this.dispatchEvent(new Event("statechange"))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  /**
   * A new version installs (`updatefound`). As in the browser, it is the registration's waiting
   * worker when it says "installed"; with no active version (`waits` false) it then activates at once.
   */
  install(waits: boolean): FakeWorker {
    const worker = new FakeWorker()
    this.installing = worker
    this.dispatchEvent(new Event("updatefound"))
    this.installing = null
    this.waiting = worker
    worker.become("installed")
    if (!waits) {
      this.waiting = null
      this.active = worker
      worker.become("activated")
    }
    return worker
  }
}

let container: EventTarget & { controller: FakeWorker | null }
let reload: ReturnType<typeof vi.fn>

beforeEach(() => {
  container = Object.assign(new EventTarget(), { controller: null })
  reload = vi.fn()
  vi.stubGlobal("navigator", { serviceWorker: container })
  vi.stubGlobal("window", { location: { reload } })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const watch = (reg: FakeRegistration) => {
  const report = vi.fn()
  watchForUpdates(reg as unknown as ServiceWorkerRegistration, report)
  return report
}

describe("service worker updates", () => {
  it("the first version installs and takes control without a prompt or a reload", () => {
    const reg = new FakeRegistration()
    const report = watch(reg)
    const first = reg.install(false)
    container.controller = first
    container.dispatchEvent(new Event("controllerchange"))
    expect(report).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it("a version that installs behind the controlling one is offered once; the consent makes it take over and the page reloads", () => {
    const reg = new FakeRegistration()
    reg.active = new FakeWorker()
    container.controller = reg.active
    const report = watch(reg)
    const next = reg.install(true)
    expect(report).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
    applyUpdate()
    expect(next.messages).toEqual([{ type: "SKIP_WAITING" }])
    container.controller = next
    container.dispatchEvent(new Event("controllerchange"))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("a version already waiting when the page registers (installed on an earlier visit) is offered at once", () => {
    const reg = new FakeRegistration()
    reg.active = new FakeWorker()
    reg.waiting = new FakeWorker()
    container.controller = reg.active
    const report = watch(reg)
    expect(report).toHaveBeenCalledTimes(1)
  })

  it("'later': nothing is sent and nothing reloads until the controller changes (another tab's consent)", () => {
    const reg = new FakeRegistration()
    reg.active = new FakeWorker()
    container.controller = reg.active
    watch(reg)
    const next = reg.install(true)
    expect(next.messages).toEqual([])
    container.dispatchEvent(new Event("controllerchange"))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
