import { createActor } from "xstate"
import { describe, expect, it } from "vitest"
import { createFakeApi } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectConsent } from "./consent.machine.ts"
import { provideConsentMachine } from "./consent.actors.ts"

const NEVER = { walkSharing: false, locationConsent: null, commentNotifications: true } as const

const world = () => {
  const server = createFakeApi({ token: "t" })
  const started: number[] = []
  const actor = createActor(provideConsentMachine(server.api, () => started.push(Date.now())))
  actor.start()
  return { server, actor, started, view: () => connectConsent(actor.getSnapshot(), actor.send) }
}

describe("location consent as a step of the first walk's start", () => {
  it("start asks a member who never answered; agreeing saves AGREED, then the walk starts", async () => {
    const w = world()
    w.server.next("accountSettings").respond(NEVER)
    await settle()
    expect(w.view().open).toBe(false)
    w.view().start(true)
    expect(w.view().open).toBe(true)
    expect(w.started).toHaveLength(0)
    w.view().agree()
    expect(w.view().saving).toBe(true)
    const put = w.server.next("updateAccountSettings")
    expect(put.json).toEqual({ locationConsent: "AGREED" })
    put.respond({ ...NEVER, locationConsent: "AGREED" })
    await settle()
    expect(w.view().open).toBe(false)
    expect(w.started).toHaveLength(1)
    // Answered: the next start goes straight on.
    w.view().start(true)
    expect(w.started).toHaveLength(2)
    expect(w.view().open).toBe(false)
  })

  it("declining saves DECLINED and the walk starts all the same (private); a failed save alerts and asks again", async () => {
    const w = world()
    w.server.next("accountSettings").respond(NEVER)
    await settle()
    w.view().start(true)
    w.view().decline()
    w.server.next("updateAccountSettings").fail(500)
    await settle()
    expect(w.view()).toMatchObject({ open: true, alert: w.view().copy.consentSaveFailed })
    expect(w.started).toHaveLength(0)
    w.view().dismissAlert()
    w.view().decline()
    expect(w.server.next("updateAccountSettings").json).toEqual({ locationConsent: "DECLINED" })
    w.server.next("updateAccountSettings").respond({ ...NEVER, walkSharing: false, locationConsent: "DECLINED" })
    await settle()
    expect(w.started).toHaveLength(1)
  })

  it("an answered member, a failed check or a start before the check are not asked; '나중에' closes without starting", async () => {
    const a = world()
    a.server.next("accountSettings").respond({ ...NEVER, locationConsent: "DECLINED" })
    await settle()
    a.view().start(true)
    expect(a.started).toHaveLength(1)
    const b = world()
    b.server.next("accountSettings").fail(500)
    await settle()
    b.view().start(true)
    expect(b.started).toHaveLength(1)
    const c = world()
    c.view().start(true)
    expect(c.started).toHaveLength(1)
    const e = world()
    e.server.next("accountSettings").respond(NEVER)
    await settle()
    e.view().start(false)
    expect(e.view().open).toBe(false)
    expect(e.started).toHaveLength(1)
    const d = world()
    d.server.next("accountSettings").respond(NEVER)
    await settle()
    d.view().start(true)
    // '나중에 정하기': the walk starts with nothing saved (private until answered), and the next start asks again.
    d.view().later()
    expect(d.view().open).toBe(false)
    expect(d.started).toHaveLength(1)
    expect(d.server.calls("updateAccountSettings")).toHaveLength(0)
    d.view().start(true)
    expect(d.view().open).toBe(true)
    // Closed (its ×, the back): no walk.
    d.view().close()
    expect(d.view().open).toBe(false)
    expect(d.started).toHaveLength(1)
  })
})
