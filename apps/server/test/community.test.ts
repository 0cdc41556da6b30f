/** The community board: boards, lists, the detail with its comment tree, likes, comments, writing posts with images. */
import { readdir } from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { count, eq } from "drizzle-orm"
import sharp from "sharp"
import { isHttpStatus } from "@mungwalk/core/api"
import { comments, postImages, posts } from "../src/db/schema.ts"
import { createTestServer, type TestServer } from "./helpers/app.ts"
import { communityMember, writeTextPost } from "./helpers/community.ts"
import { file, jpegWithGps, png, svg } from "./helpers/images.ts"
import type { TestMember } from "./helpers/walkFixtures.ts"

describe("community board", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  const postFiles = async () => (await readdir(path.join(server.config.uploadsDir, "posts")).catch(() => [])).sort()
  const postCount = async () => (await server.database.db.select({ n: count() }).from(posts))[0]!.n

  beforeAll(async () => {
    server = await createTestServer()
    alice = await communityMember(server, "앨리스")
    bob = await communityMember(server, "밥")
  })
  afterAll(() => server.close())

  it("lists the two boards", async () => {
    expect(await alice.client.call("boardTypes")).toEqual([
      { id: 1, name: "산책 인증" },
      { id: 2, name: "정보 공유" }
    ])
  })

  it("a written post is listed on its board, newest first, with counts, the caller's like and its first image", async () => {
    const first = await writeTextPost(alice, { title: "첫 글", boardid: 2 })
    const second = (
      await alice.client.call("writePost", {
        fields: { title: "둘째 글", contents: "사진 두 장", boardid: 2 },
        files: { images: [file(await png(64, 48), "a.png", "image/png"), file(await jpegWithGps(), "b.jpg", "image/jpeg")] }
      })
    ).postId
    const list = await bob.client.call("posts", { params: { type: 2 }, query: { page: 0, size: 15 } })
    expect(list.map((p) => p.postId)).toEqual([second, first])
    const top = list[0]!
    expect(top).toMatchObject({
      boardId: 2,
      title: "둘째 글",
      contents: "사진 두 장",
      nickname: "앨리스",
      boardType: "정보 공유",
      likesCount: 0,
      commentsCount: 0,
      isLiked: false
    })
    expect(top.imgList).toHaveLength(2)
    expect(top.img).toBe(top.imgList[0])
    expect(list[1]!.img).toBeNull()
    // board 1 does not show them
    const board1 = await bob.client.call("posts", { params: { type: 1 }, query: {} })
    expect(board1.map((p) => p.postId)).not.toContain(first)
  })

  it("pages start at 0 and do not overlap", async () => {
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push(await writeTextPost(bob, { title: `페이지 ${i}`, boardid: 1 }))
    const p0 = await bob.client.call("posts", { params: { type: 1 }, query: { page: 0, size: 2 } })
    const p1 = await bob.client.call("posts", { params: { type: 1 }, query: { page: 1, size: 2 } })
    expect(p0.map((p) => p.postId)).toEqual([ids[4], ids[3]])
    expect(p1.map((p) => p.postId)).toEqual([ids[2], ids[1]])
  })

  it("stored post images are re-encoded WebP without EXIF or GPS, served from /uploads/posts", async () => {
    const { postId } = await alice.client.call("writePost", {
      fields: { title: "GPS 사진", contents: "위치 정보가 지워져야 해요", boardid: 1 },
      files: { images: [file(await jpegWithGps(), "gps.jpg", "image/jpeg")] }
    })
    const post = await alice.client.call("post", { params: { postId } })
    expect(post.imgList[0]).toMatch(/^\/uploads\/posts\/[a-f0-9]{32}\.webp$/)
    const res = await server.request(post.imgList[0]!)
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.format).toBe("webp")
    expect(meta.exif).toBeUndefined()
  })

  it("a post with a bad image or more than 5 images is refused whole: no row, no stray file", async () => {
    const before = { posts: await postCount(), files: await postFiles() }
    const good = file(await png(), "ok.png", "image/png")
    const bad = file(svg(), "evil.png", "image/png")
    const e1 = await alice.client.call("writePost", { fields: { title: "t", contents: "c", boardid: 1 }, files: { images: [good, good, bad] } }).catch((e) => e)
    expect(isHttpStatus(e1, 415)).toBe(true)
    expect(e1.message).toMatch(/10MB|JPEG/)
    expect(e1.detail).toMatch(/^images\.2: /)
    // Six images: the client refuses before sending; a raw request gets a 400 from the server.
    const form = new FormData()
    form.append("title", "t")
    form.append("contents", "c")
    form.append("boardid", "1")
    for (let i = 0; i < 6; i++) form.append("images", good, `p${i}.png`)
    const res = await server.request("/api/post/write", { method: "POST", headers: { authorization: `Bearer ${alice.token}` }, body: form })
    expect(res.status).toBe(400)
    expect((await res.json()).detail).toMatch(/images/)
    expect(await postCount()).toBe(before.posts)
    expect(await postFiles()).toEqual(before.files)
  })

  it("a failing transaction removes the images it had stored", async () => {
    const before = await postFiles()
    const db = server.database.db
    // Member deleted between authentication and the insert: the foreign key fails inside the transaction.
    const ghost = await communityMember(server, "유령")
    const images = { ...server.deps.images }
    const { writePost } = await import("../src/services/community/posts.ts")
    const { members } = await import("../src/db/schema.ts")
    await db.delete(members).where(eq(members.id, ghost.memberId))
    await expect(writePost(db, images, ghost.memberId, { title: "t", contents: "c", boardId: 1 }, [file(await png(), "a.png", "image/png")])).rejects.toThrow()
    expect(await postFiles()).toEqual(before)
  })

  it("bad input answers 400 JSON naming the field; a missing post 404; no token 401", async () => {
    const raw = async (p: string, init: RequestInit = {}, token: string | null = alice.token) => {
      const res = await server.request(p, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) } })
      return { status: res.status, body: (await res.json()) as { message: string; detail?: string } }
    }
    expect(await raw("/api/post/abc")).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/postId/) } })
    expect(await raw("/api/post/999999")).toEqual({ status: 404, body: { message: "게시글을 찾을 수 없어요." } })
    expect(await raw("/api/post/1", {}, null)).toMatchObject({ status: 401 })
    expect(await raw("/api/post/board/9")).toMatchObject({ status: 404, body: { detail: expect.stringMatching(/type/) } })
    expect(await raw("/api/post/board/1?page=x")).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/page/) } })
    expect(await raw("/api/post/board/1?size=1000")).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/size/) } })
    const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    expect(await raw("/api/post/like/1", json({ likeStatus: "yes" }))).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/likeStatus/) } })
    expect(await raw("/api/post/like/999999", json({ likeStatus: true }))).toMatchObject({ status: 404 })
    expect(await raw("/api/comment/write", json({ postId: 1, contents: "   ", commentsid: null, createdAt: new Date().toISOString() }))).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/contents/) }
    })
    expect(await raw("/api/comment/write", json({ postId: 999999, contents: "hi", commentsid: null, createdAt: new Date().toISOString() }))).toMatchObject({
      status: 404
    })
    const form = new FormData()
    form.append("title", "   ")
    form.append("contents", "c")
    form.append("boardid", "1")
    expect(await raw("/api/post/write", { method: "POST", body: form })).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/title/) } })
    const form2 = new FormData()
    form2.append("title", "t")
    form2.append("contents", "c")
    form2.append("boardid", "7")
    expect(await raw("/api/post/write", { method: "POST", body: form2 })).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/boardid/) } })
  })

  it("liking twice counts once; unliking takes it back; isLiked is per member", async () => {
    const postId = await writeTextPost(alice)
    expect(await bob.client.call("likePost", { params: { postId }, body: { likeStatus: true } })).toEqual({ likesCount: 1 })
    expect(await bob.client.call("likePost", { params: { postId }, body: { likeStatus: true } })).toEqual({ likesCount: 1 })
    expect(await alice.client.call("likePost", { params: { postId }, body: { likeStatus: true } })).toEqual({ likesCount: 2 })
    expect((await bob.client.call("post", { params: { postId } })).isLiked).toBe(true)
    expect(await alice.client.call("likePost", { params: { postId }, body: { likeStatus: false } })).toEqual({ likesCount: 1 })
    expect(await alice.client.call("likePost", { params: { postId }, body: { likeStatus: false } })).toEqual({ likesCount: 1 })
    expect((await alice.client.call("post", { params: { postId } })).isLiked).toBe(false)
  })

  it("20 concurrent likes by one member count once", async () => {
    const postId = await writeTextPost(alice)
    const answers = await Promise.all(Array.from({ length: 20 }, () => bob.client.call("likePost", { params: { postId }, body: { likeStatus: true } })))
    expect(answers.every((a) => a.likesCount === 1)).toBe(true)
    const post = await bob.client.call("post", { params: { postId } })
    expect(post.likesCount).toBe(1)
  })

  it("comments and replies form a tree; a reply to a reply attaches to its top comment; the count includes replies", async () => {
    const postId = await writeTextPost(alice)
    const clientTime = new Date("2001-01-01T00:00:00Z")
    const top = await bob.client.call("writeComment", { body: { postId, contents: "  귀여워요!  ", parentId: null, createdAt: clientTime } })
    expect(top).toMatchObject({ nickname: "밥", profileImageUrl: null })
    expect(Math.abs(top.createdAt.getTime() - Date.now())).toBeLessThan(60_000) // the server's clock
    const reply = await alice.client.call("writeComment", { body: { postId, contents: "고마워요", parentId: top.id, createdAt: clientTime } })
    const replyToReply = await bob.client.call("writeComment", { body: { postId, contents: "또 놀러갈게요", parentId: reply.id, createdAt: clientTime } })
    const second = await alice.client.call("writeComment", { body: { postId, contents: "두 번째", parentId: null, createdAt: clientTime } })
    const post = await alice.client.call("post", { params: { postId } })
    expect(post.commentsCount).toBe(4)
    expect(
      post.comments!.map((c) => ({ id: c.id, content: c.content, parentId: c.parentId, count: c.count, children: c.children.map((r) => [r.id, r.parentId]) }))
    ).toEqual([
      {
        id: top.id,
        content: "귀여워요!",
        parentId: null,
        count: 2,
        children: [
          [reply.id, top.id],
          [replyToReply.id, top.id]
        ]
      },
      { id: second.id, content: "두 번째", parentId: null, count: 0, children: [] }
    ])
    const [listed] = (await alice.client.call("posts", { params: { type: 1 }, query: { size: 50 } })).filter((p) => p.postId === postId)
    expect(listed!.commentsCount).toBe(4)
  })

  it("a reply's parent must be a comment of the same post", async () => {
    const p1 = await writeTextPost(alice)
    const p2 = await writeTextPost(alice)
    const c1 = await bob.client.call("writeComment", { body: { postId: p1, contents: "p1", parentId: null, createdAt: new Date() } })
    const before = (await server.database.db.select({ n: count() }).from(comments))[0]!.n
    const e = await bob.client.call("writeComment", { body: { postId: p2, contents: "wrong post", parentId: c1.id, createdAt: new Date() } }).catch((x) => x)
    expect(isHttpStatus(e, 400)).toBe(true)
    expect(e.detail).toMatch(/commentsid/)
    const e2 = await bob.client.call("writeComment", { body: { postId: p2, contents: "missing", parentId: 99999999, createdAt: new Date() } }).catch((x) => x)
    expect(isHttpStatus(e2, 400)).toBe(true)
    expect((await server.database.db.select({ n: count() }).from(comments))[0]!.n).toBe(before)
    expect((await alice.client.call("post", { params: { postId: p2 } })).commentsCount).toBe(0)
  })

  it("deleting a post removes its images rows, likes and comments (cascade)", async () => {
    const postId = await writeTextPost(alice)
    await bob.client.call("likePost", { params: { postId }, body: { likeStatus: true } })
    await bob.client.call("writeComment", { body: { postId, contents: "x", parentId: null, createdAt: new Date() } })
    await server.database.db.delete(posts).where(eq(posts.id, postId))
    expect(await server.database.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([])
    expect(await server.database.db.select().from(postImages).where(eq(postImages.postId, postId))).toEqual([])
  })

  it("line breaks of multipart text are stored as \\n (browsers send CRLF)", async () => {
    const { postId } = await alice.client.call("writePost", { fields: { title: "줄바꿈", contents: "첫 줄\r\n둘째 줄\r셋째 줄", boardid: 2 }, files: {} })
    expect((await bob.client.call("post", { params: { postId } })).contents).toBe("첫 줄\n둘째 줄\n셋째 줄")
  })
})
