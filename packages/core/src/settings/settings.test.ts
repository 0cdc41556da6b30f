import { describe, expect, it } from "vitest"
import { settle } from "../testing/model.ts"
import { createSettingsWorld, EXPORT, SETTINGS } from "./settings.testkit.ts"
import { exportFileName } from "./settings.actors.ts"

const loaded = async (options: Parameters<typeof createSettingsWorld>[0] = {}) => {
  const w = createSettingsWorld(options)
  w.actor.start()
  w.server.next("accountSettings").respond(SETTINGS)
  await settle()
  return w
}

describe("settings", () => {
  it("loads the settings, and a failed load offers a retry", async () => {
    const w = createSettingsWorld()
    w.actor.start()
    expect(w.view().status).toBe("loading")
    w.server.next("accountSettings").fail(500)
    await settle()
    expect(w.view().status).toBe("failed")
    w.view().retry()
    w.server.next("accountSettings").respond(SETTINGS)
    await settle()
    expect(w.view()).toMatchObject({ status: "ready", walkSharing: true, commentNotifications: true })
  })

  it("a toggle saves the opposite value and shows what the server answered; a failure alerts and keeps the old value", async () => {
    const w = await loaded()
    w.view().toggleSharing()
    expect(w.view().saving).toBe(true)
    const put = w.server.next("updateAccountSettings")
    expect(put.json).toEqual({ walkSharing: false })
    put.respond({ ...SETTINGS, walkSharing: false })
    await settle()
    expect(w.view()).toMatchObject({ walkSharing: false, sharingHint: w.view().copy.sharingOff, saving: false })
    w.view().toggleNotifications()
    expect(w.server.next("updateAccountSettings").json).toEqual({ commentNotifications: false })
    w.server.next("updateAccountSettings").fail(500)
    await settle()
    expect(w.view()).toMatchObject({ commentNotifications: true, alert: w.view().copy.saveFailed })
    w.view().dismissAlert()
    expect(w.view().alert).toBeNull()
  })

  it("'내 데이터 내려받기' offers the export as a JSON file with ISO dates", async () => {
    const w = await loaded()
    w.view().exportData()
    expect(w.view().exporting).toBe(true)
    w.server.next("accountExport").respond(EXPORT)
    await settle()
    expect(w.device.files).toHaveLength(1)
    const file = w.device.files[0]!
    expect(file.name).toBe("mungwalk-my-data-2026-11-26.json")
    // The day in Korea: 00:40 KST on the 28th is the 27th in UTC.
    expect(exportFileName({ ...EXPORT, exportedAt: new Date("2026-11-27T15:40:00Z") })).toBe("mungwalk-my-data-2026-11-28.json")
    expect(file.type).toBe("application/json")
    const parsed = JSON.parse(file.contents)
    expect(parsed.walks[0].route[0]).toEqual({ lat: 37.57, lng: 127, recordTime: "2026-11-20T00:00:05.000Z" })
    expect(parsed.points[0].amount).toBe(120)
  })

  it("sign-out asks first, calls the server, then clears this device and goes home", async () => {
    const w = await loaded()
    w.view().logout()
    await settle()
    expect(w.view().dialog).toMatchObject({ kind: "confirm", id: "logout" })
    w.view().cancel()
    expect(w.view().dialog).toBeNull()
    w.view().logout()
    await settle()
    w.view().confirm()
    expect(w.walk.state.flushes).toBe(0)
    expect(w.view().dialog).toMatchObject({ kind: "progress" })
    expect(w.device.cleared).toBe(0)
    w.server.next("logout").respond(undefined)
    await settle()
    expect(w.device).toMatchObject({ cleared: 1, paths: ["/"] })
  })

  it("unsent walk points are sent before signing out; when they cannot be, the member decides to lose them", async () => {
    const w = await loaded({ walk: { walking: true, unsent: 12 } })
    w.view().logout()
    await settle()
    expect(w.view().dialog).toMatchObject({ id: "logout", body: [w.view().copy.confirmLogoutBody, w.view().copy.confirmLogoutWalking] })
    w.walk.state.afterFlush = { walking: true, unsent: 5 }
    w.view().confirm()
    await settle()
    expect(w.walk.state.flushes).toBe(1)
    expect(w.server.calls("logout")).toHaveLength(0)
    expect(w.view().dialog).toMatchObject({ kind: "confirm", id: "loss", danger: true, body: [w.view().copy.confirmLossBody(5)] })
    w.view().confirm()
    w.server.next("logout").respond(undefined)
    await settle()
    expect(w.device.cleared).toBe(1)
  })

  it("when the points go out, sign-out goes on without asking again", async () => {
    const w = await loaded({ walk: { walking: true, unsent: 3 } })
    w.view().logout()
    await settle()
    w.view().confirm()
    await settle()
    w.server.next("logout").respond(undefined)
    await settle()
    expect(w.walk.state.flushes).toBe(1)
    expect(w.device.cleared).toBe(1)
  })

  it("a refused token (401) counts as signed out; a network failure alerts and keeps the member signed in", async () => {
    const a = await loaded()
    a.view().logout()
    await settle()
    a.view().confirm()
    a.server.next("logout").fail(401)
    await settle()
    expect(a.device.cleared).toBe(1)

    const b = await loaded()
    b.view().logout()
    await settle()
    b.view().confirm()
    b.server.next("logout").networkError()
    await settle()
    expect(b.device.cleared).toBe(0)
    expect(b.view().alert).toBe(b.view().copy.logoutFailed)
  })

  it("withdrawal says what happens, shows the server's refusal (an order being paid), and clears the device once done", async () => {
    const w = await loaded()
    w.view().deleteAccount()
    const dialog = w.view().dialog
    expect(dialog).toMatchObject({ kind: "confirm", id: "delete", danger: true })
    expect(dialog?.kind === "confirm" ? dialog.body.join(" ") : "").toContain("주문 내역")
    w.view().confirm()
    expect(w.view().dialog).toEqual({ kind: "progress", text: w.view().copy.deleting })
    w.server.next("deleteAccount").fail(409, "결제나 환불이 진행 중인 주문이 있어 지금은 탈퇴할 수 없어요.")
    await settle()
    expect(w.view().dialog).toEqual({
      kind: "failed",
      title: w.view().copy.deleteFailedTitle,
      body: "결제나 환불이 진행 중인 주문이 있어 지금은 탈퇴할 수 없어요."
    })
    w.actor.send({ type: "user.retry" })
    w.server.next("deleteAccount").respond(undefined)
    await settle()
    expect(w.device).toMatchObject({ cleared: 1, paths: ["/"] })
    expect(w.actor.getSnapshot().status).toBe("done")
  })

  it("the withdrawal's answer still clears the device and goes home when the screen was torn down meanwhile (a 401 elsewhere signed the page out)", async () => {
    const w = await loaded()
    w.view().deleteAccount()
    w.view().confirm()
    w.actor.stop()
    w.server.next("deleteAccount").respond(undefined)
    await settle()
    expect(w.device).toMatchObject({ cleared: 1, paths: ["/"] })
  })
})
