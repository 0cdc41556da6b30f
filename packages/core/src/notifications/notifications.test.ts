import { describe, expect, it, vi } from "vitest"
import { TestClock } from "../testing/fakes.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { settle } from "../testing/model.ts"
import { connectNotifications } from "./notifications.connect.ts"
import { createNotificationStream, type EventSourceLike } from "./notifications.stream.ts"
import { createNotificationsWorld, NOTES } from "./notifications.testkit.ts"

describe("notifications", () => {
  it("checks the unread flag on every navigation", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    expect(w.view().hasUnread).toBe(false)
    w.actor.send({ type: "route.changed", path: "/" })
    w.server.next("checkNotifications").respond(true)
    await settle()
    expect(w.view().hasUnread).toBe(true)
    w.actor.send({ type: "nav.changed", path: "/walk" })
    w.server.next("checkNotifications").respond(false)
    await settle()
    expect(w.view().hasUnread).toBe(false)
  })

  it("a reply's notification says '답글을 남겼어요' and opens the post at the comment, under its board (1 when not said)", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    w.actor.send({ type: "route.changed", path: "/notification" })
    w.server.next("checkNotifications").respond(true)
    w.server.next("notifications").respond([
      { id: 5, commenterNickname: "초코맘", commentContent: "저도요", read: false, postId: 4, commentId: 21, reply: true },
      { id: 6, commenterNickname: "보리아빠", commentContent: "좋아요", read: false, postId: 4, boardId: 2, commentId: 22, reply: false }
    ])
    await settle()
    expect(w.view().items.map((i) => [i.id, i.title, i.href])).toEqual([
      [6, "보리아빠님이 댓글을 남겼어요.", "/post/2/4?comment=22"],
      [5, "초코맘님이 답글을 남겼어요.", "/post/1/4?comment=21"]
    ])
  })

  it("each notification says when its comment was written ('5분 전'), in full in its title", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    w.actor.send({ type: "route.changed", path: "/notification" })
    w.server.next("checkNotifications").respond(true)
    w.server.next("notifications").respond([
      { id: 5, commenterNickname: "초코맘", commentContent: "저도요", read: false, createdAt: new Date("2026-11-25T21:00:00Z") },
      { id: 6, commenterNickname: "보리아빠", commentContent: "좋아요", read: false }
    ])
    await settle()
    const view = connectNotifications(w.actor.getSnapshot(), w.actor.send, new Date("2026-11-26T02:55:00Z"))
    expect(view.items.map((i) => [i.id, i.timeLabel, i.timeTitle, i.dateTime])).toEqual([
      [6, null, null, null],
      [5, "5시간 전", "11월 26일 (목) 오전 6:00", "2026-11-25T21:00:00.000Z"]
    ])
  })

  it("the stream port sets the flag live, and unsubscribes when the actor stops", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    expect(w.live.listeners.size).toBe(1)
    w.live.emit(true)
    expect(w.view().hasUnread).toBe(true)
    w.actor.stop()
    expect(w.live.listeners.size).toBe(0)
  })

  it("the page shows the list newest first; leaving marks all read, then refreshes the flag", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    w.actor.send({ type: "route.changed", path: "/notification" })
    expect(w.view().load.status).toBe("loading")
    w.server.next("checkNotifications").respond(true)
    w.server.next("notifications").respond(NOTES)
    await settle()
    expect(w.view().items.map((i) => [i.id, i.title, i.href])).toEqual([
      [2, "초코맘님이 댓글을 남겼어요.", "/post/1/4"],
      [1, "보리아빠님이 댓글을 남겼어요.", "/post/1/3"]
    ])
    // a new comment while the page is open reloads the list
    w.live.emit(true)
    expect(w.view().load).toEqual({ status: "ready", reloading: true })
    w.server.next("notifications").respond(NOTES)
    await settle()
    w.actor.send({ type: "route.changed", path: "/" })
    w.server.next("checkNotifications").respond(true) // the navigation's own check, before read-all finished
    await settle()
    expect(w.server.calls("readAllNotifications")).toHaveLength(1)
    w.server.next("readAllNotifications").respond(undefined)
    await settle()
    w.server.next("checkNotifications").respond(false)
    await settle()
    expect(w.view().hasUnread).toBe(false)
  })

  it("a failed list load offers a retry", async () => {
    const w = createNotificationsWorld()
    w.actor.start()
    w.actor.send({ type: "route.changed", path: "/notification/" })
    w.server.next("notifications").fail(500)
    await settle()
    expect(w.view().load.status).toBe("failed")
    w.view().retry()
    w.server.next("notifications").respond([])
    await settle()
    expect(w.view().empty).not.toBeNull()
  })
})

describe("notification stream over EventSource", () => {
  const fakeSources = () => {
    const opened: Array<EventSourceLike & { url: string; closed: boolean; emit(data: string): void }> = []
    const open = (url: string) => {
      const listeners: Array<(e: { data: string }) => void> = []
      const s = {
        url,
        closed: false,
        onerror: null as ((e: unknown) => void) | null,
        addEventListener: (type: string, l: (e: { data: string }) => void) => void (type === "unread" && listeners.push(l)),
        close() {
          s.closed = true
        },
        emit: (data: string) => {
          for (const l of listeners) l({ data })
        }
      }
      opened.push(s)
      return s
    }
    return { opened, open }
  }

  it("opens the stream with a fresh ticket, reports unread events, reconnects with backoff after an error", async () => {
    const server = createFakeApi()
    const clock = new TestClock()
    const { opened, open } = fakeSources()
    const heard: boolean[] = []
    const unsubscribe = createNotificationStream({ api: server.api, open, clock }).subscribe((u) => heard.push(u))
    server.next("notificationStreamTicket").respond({ ticket: "t/1", expiresIn: 60 })
    // The first connection imports the events' reader too (`unreadEvent.ts`).
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]!.url).toBe("/api/notification/stream?ticket=t%2F1")
    opened[0]!.emit('{"unread":true}')
    opened[0]!.emit("not json")
    expect(heard).toEqual([true])
    opened[0]!.onerror!({})
    expect(opened[0]!.closed).toBe(true)
    expect(server.pending("notificationStreamTicket")).toHaveLength(0)
    clock.advance(1000)
    server.next("notificationStreamTicket").fail(500)
    await settle()
    clock.advance(1999)
    expect(server.pending("notificationStreamTicket")).toHaveLength(0)
    clock.advance(1)
    server.next("notificationStreamTicket").respond({ ticket: "t2", expiresIn: 60 })
    await settle()
    opened[1]!.emit('{"unread":false}')
    expect(heard).toEqual([true, false])
    unsubscribe()
    expect(opened[1]!.closed).toBe(true)
  })
})
