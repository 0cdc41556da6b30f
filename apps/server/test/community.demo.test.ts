/** Demo posts: a living board on first start — posts on both boards with drawn photos, likes, comments and replies. */
import { existsSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { count, eq, isNotNull } from "drizzle-orm"
import sharp from "sharp"
import { comments, postImages, postLikes, posts } from "../src/db/schema.ts"
import { seedDemo } from "../src/services/demo.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { communityMember } from "./helpers/community.ts"

describe("demo posts", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
    expect(await seedDemo(server.database.db, { config: server.config })).toBe(true)
  }, 180_000) // the seed writes weeks of walks and draws the shop's images
  afterAll(() => server.close())

  it("seeds 20–40 posts across both boards, counts matching their likes and comments", async () => {
    const db = server.database.db
    const rows = await db.select().from(posts)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(rows.length).toBeLessThanOrEqual(40)
    expect(new Set(rows.map((p) => p.boardId))).toEqual(new Set([1, 2]))
    for (const p of rows) {
      const [likes] = await db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, p.id))
      const [cs] = await db.select({ n: count() }).from(comments).where(eq(comments.postId, p.id))
      expect(p.likesCount).toBe(likes!.n)
      expect(p.commentsCount).toBe(cs!.n)
      expect(p.createdAt.getTime()).toBeLessThan(Date.now())
    }
    const [replies] = await db.select({ n: count() }).from(comments).where(isNotNull(comments.parentId))
    expect(replies!.n).toBeGreaterThan(0)
  })

  it("every demo photo is a stored WebP scene (not a flat colour) served from /uploads", async () => {
    const images = await server.database.db.select().from(postImages)
    expect(images.length).toBeGreaterThanOrEqual(15)
    for (const img of images.slice(0, 6)) {
      const file = path.join(server.config.uploadsDir, img.url.replace(/^\/uploads\//, ""))
      expect(existsSync(file)).toBe(true)
      const stats = await sharp(file).stats()
      expect(stats.channels.slice(0, 3).every((c) => c.stdev > 20)).toBe(true)
    }
    const res = await server.request(images[0]!.url)
    expect(res.status).toBe(200)
  })

  it("a new member sees the board at once: newest first, with photos and comments", async () => {
    const me = await communityMember(server, "새회원")
    const list = await me.client.call("posts", { params: { type: 1 }, query: { page: 0, size: 15 } })
    expect(list.length).toBe(15)
    expect(list.every((p) => p.img !== null)).toBe(true)
    const times = list.map((p) => p.updatedAt.getTime())
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(list.some((p) => p.commentsCount > 0 && p.likesCount > 0)).toBe(true)
  })

  it("runs once", async () => {
    expect(await seedDemo(server.database.db, { config: server.config })).toBe(false)
  })
})
