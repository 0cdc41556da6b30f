/** Comment notifications: who is notified, per-member lists and read state, and the live stream (across instances on PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "../src/config.ts"
import { openDatabase } from "../src/db/client.ts"
import { boot, type Booted } from "../src/server.ts"
import { createTestServer, TEST_AUTH_SECRET, testDatabaseKind, type TestServer } from "./helpers/app.ts"
import { communityMember, sseReader, writeTextPost } from "./helpers/community.ts"
import type { TestMember } from "./helpers/walkFixtures.ts"

describe("comment notifications", () => {
  let server: TestServer
  let author: TestMember
  let commenter: TestMember
  let third: TestMember
  const comment = (m: TestMember, postId: number, contents: string, parentId: number | null = null) =>
    m.client.call("writeComment", { body: { postId, contents, parentId, createdAt: new Date() } })

  beforeAll(async () => {
    server = await createTestServer()
    author = await communityMember(server, "글쓴이")
    commenter = await communityMember(server, "댓글러")
    third = await communityMember(server, "셋째")
  })
  afterAll(() => server.close())

  const openStream = async (m: TestMember, s: { request: TestServer["request"] } = server) => {
    const { ticket } = await m.client.call("notificationStreamTicket")
    const res = await s.request(`/api/notification/stream?ticket=${encodeURIComponent(ticket)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/)
    return sseReader(res)
  }

  it("commenting on someone's post notifies its author, oldest first, with the post id; nobody hears of their own comment", async () => {
    const postId = await writeTextPost(author, { boardid: 2 })
    expect(await author.client.call("checkNotifications")).toBe(false)
    await comment(author, postId, "내 글에 내 댓글")
    expect(await author.client.call("notifications")).toEqual([])
    await comment(commenter, postId, "첫 댓글")
    await comment(commenter, postId, "둘째 댓글")
    const before = Date.now()
    const list = await author.client.call("notifications")
    expect(list.map((n) => [n.commenterNickname, n.commentContent, n.read, n.postId])).toEqual([
      ["댓글러", "첫 댓글", false, postId],
      ["댓글러", "둘째 댓글", false, postId]
    ])
    // When each comment was written (the list says '방금 전').
    for (const n of list) expect(before - n.createdAt!.getTime()).toBeLessThan(60_000)
    // The post's board, for the link.
    expect(list.map((n) => n.boardId)).toEqual([2, 2])
    expect(await author.client.call("checkNotifications")).toBe(true)
    expect(await commenter.client.call("notifications")).toEqual([])
    expect(await commenter.client.call("checkNotifications")).toBe(false)
  })

  it("a reply notifies the replied-to comment's author and the post's author, once each, never the replier", async () => {
    const postId = await writeTextPost(author)
    await author.client.call("readAllNotifications")
    const top = await commenter.client.call("writeComment", { body: { postId, contents: "질문 있어요", parentId: null, createdAt: new Date() } })
    const reply = await third.client.call("writeComment", { body: { postId, contents: "저도 궁금해요", parentId: top.id, createdAt: new Date() } })
    expect((await commenter.client.call("notifications")).map((n) => n.commentContent)).toEqual(["저도 궁금해요"])
    expect((await author.client.call("notifications")).filter((n) => !n.read).map((n) => n.commentContent)).toEqual(["질문 있어요", "저도 궁금해요"])
    // The post's author replying to a reply: the reply's author hears it, the author does not hear of their own.
    const before = (await author.client.call("notifications")).length
    await author.client.call("writeComment", { body: { postId, contents: "답변 드려요", parentId: reply.id, createdAt: new Date() } })
    expect((await third.client.call("notifications")).map((n) => n.commentContent)).toEqual(["답변 드려요"])
    expect((await author.client.call("notifications")).length).toBe(before)
  })

  it("read-all marks only the caller's notifications", async () => {
    const postId = await writeTextPost(third)
    await comment(commenter, postId, "셋째 글에")
    const postId2 = await writeTextPost(author)
    await comment(commenter, postId2, "글쓴이 글에")
    await author.client.call("readAllNotifications")
    expect(await author.client.call("checkNotifications")).toBe(false)
    expect((await author.client.call("notifications")).every((n) => n.read)).toBe(true)
    expect(await third.client.call("checkNotifications")).toBe(true)
  })

  it("the stream refuses a missing, forged or access-token ticket with 401 JSON", async () => {
    for (const q of ["", "?ticket=nonsense", `?ticket=${author.token}`]) {
      const res = await server.request(`/api/notification/stream${q}`)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: "로그인이 필요해요.", detail: expect.stringMatching(/ticket/) })
    }
    expect((await server.request("/api/notification/stream-ticket", { method: "POST" })).status).toBe(401)
  })

  it("a comment by B reaches A's open stream within 2 s; read-all sends unread false; closing unsubscribes", async () => {
    const postId = await writeTextPost(author)
    await author.client.call("readAllNotifications")
    const stream = await openStream(author)
    const other = await openStream(third)
    await stream.waitFor(1)
    expect(stream.events[0]).toEqual({ event: "unread", data: JSON.stringify({ unread: false }) })
    const subscribed = server.deps.notifications.size
    const sentAt = Date.now()
    await comment(commenter, postId, "실시간!")
    await stream.waitFor(2, 2000)
    expect(Date.now() - sentAt).toBeLessThan(2000)
    expect(stream.events[1]).toEqual({ event: "unread", data: JSON.stringify({ unread: true }) })
    await author.client.call("readAllNotifications")
    await stream.waitFor(3)
    expect(stream.events[2]!.data).toBe(JSON.stringify({ unread: false }))
    await other.waitFor(1)
    expect(other.events).toHaveLength(1) // the third member heard nothing of the author's notifications
    await stream.close()
    await other.close()
    for (let i = 0; i < 50 && server.deps.notifications.size > subscribed - 2; i++) await new Promise((r) => setTimeout(r, 20))
    expect(server.deps.notifications.size).toBe(subscribed - 2)
  })

  it.runIf(testDatabaseKind() === "postgres")("on PostgreSQL an event crosses two app instances sharing the database (LISTEN/NOTIFY)", async () => {
    const url = server.config.databaseUrl!
    const second: Booted = await boot(
      loadConfig({ DATA_DIR: server.config.dataDir, AUTH_SECRET: TEST_AUTH_SECRET, DEMO: "0", DEV_LOGIN: "1", WEB_DIST: "", DATABASE_URL: url }),
      { database: await openDatabase({ databaseUrl: url, poolSize: 5 }) }
    )
    try {
      await Promise.all([server.deps.notifications.ready(), second.deps.notifications.ready()])
      const postId = await writeTextPost(author)
      const onSecond = { request: (p: string, init?: RequestInit) => Promise.resolve(second.app.request(new URL(p, "http://second.test").toString(), init)) }
      const stream = await openStream(author, onSecond)
      await stream.waitFor(1)
      const sentAt = Date.now()
      await comment(commenter, postId, "다른 인스턴스에서") // written through the first instance
      await stream.waitFor(2, 2000)
      expect(Date.now() - sentAt).toBeLessThan(2000)
      expect(stream.events[1]!.data).toBe(JSON.stringify({ unread: true }))
      await stream.close()
    } finally {
      await second.deps.notifications.close()
      await second.database.close()
    }
  })
})
