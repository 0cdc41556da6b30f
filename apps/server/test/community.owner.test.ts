/** Editing and deleting my own posts and comments (issue 32): someone else's is 403 / 404 and never changes. */
import { readdir } from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { comments, notifications, postImages, postLikes, posts } from "../src/db/schema.ts"
import type { TestServer } from "./helpers/app.ts"
import { failure, serverWithMembers } from "./helpers/members.ts"
import { communityMember, writeTextPost } from "./helpers/community.ts"
import { REPLY_TO_REMOVED_MESSAGE } from "../src/services/community/comments.ts"
import { file, png } from "./helpers/images.ts"
import type { TestMember } from "./helpers/walkFixtures.ts"

describe("my own posts and comments", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  const postFiles = async () => (await readdir(path.join(server.config.uploadsDir, "posts")).catch(() => [])).sort()
  const fileOf = (url: string) => url.split("/").pop()!
  const comment = (m: TestMember, postId: number, contents: string, parentId: number | null = null) =>
    m.client.call("writeComment", { body: { postId, contents, parentId, createdAt: new Date() } })
  const pngFile = async (w: number) => file(await png(w, 40), `p${w}.png`, "image/png")

  beforeAll(async () => {
    ;({
      server,
      members: [alice, bob]
    } = await serverWithMembers(["수정앨리스", "수정밥"], communityMember))
  })
  afterAll(() => server.close())

  it("the detail says which post and comments are mine", async () => {
    const postId = await writeTextPost(alice)
    await comment(bob, postId, "밥의 댓글")
    expect((await alice.client.call("post", { params: { postId } })).isMine).toBe(true)
    const seenByBob = await bob.client.call("post", { params: { postId } })
    expect(seenByBob.isMine).toBe(false)
    expect(seenByBob.comments?.[0]).toMatchObject({ content: "밥의 댓글", isMine: true })
    expect((await alice.client.call("post", { params: { postId } })).comments?.[0]?.isMine).toBe(false)
    expect((await bob.client.call("posts", { params: { type: 1 }, query: {} })).find((p) => p.postId === postId)?.isMine).toBe(false)
  })

  it("edits my post: text, board, images kept in a new order and new ones; a dropped image leaves the store", async () => {
    const { postId } = await alice.client.call("writePost", {
      fields: { title: "처음 제목", contents: "처음 내용", boardid: 1 },
      files: { images: [await pngFile(60), await pngFile(61), await pngFile(62)] }
    })
    const before = await alice.client.call("post", { params: { postId } })
    const [a, b, c] = before.imgList
    expect(await postFiles()).toEqual(expect.arrayContaining([a, b, c].map((u) => fileOf(u!))))
    await alice.client.call("editPost", {
      params: { postId },
      fields: { title: "  고친 제목 ", contents: "고친 내용", boardid: 2, keep: [c!, a!].join("\n") },
      files: { images: [await pngFile(63)] }
    })
    const after = await bob.client.call("post", { params: { postId } })
    expect(after).toMatchObject({ title: "고친 제목", contents: "고친 내용", boardId: 2, boardType: "정보 공유" })
    expect(after.imgList.slice(0, 2)).toEqual([c, a])
    expect(after.imgList).toHaveLength(3)
    expect(after.imgList[2]).not.toBe(b)
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime())
    const files = await postFiles()
    expect(files).not.toContain(fileOf(b!))
    expect(files).toEqual(expect.arrayContaining([c, a, after.imgList[2]].map((u) => fileOf(u!))))

    // Without `keep`, every current image stays.
    await alice.client.call("editPost", { params: { postId }, fields: { title: "세 번째", contents: "내용", boardid: 2 } })
    expect((await alice.client.call("post", { params: { postId } })).imgList).toEqual(after.imgList)
    // An empty `keep` keeps none: every image leaves the post and the store.
    await alice.client.call("editPost", { params: { postId }, fields: { title: "네 번째", contents: "내용", boardid: 2, keep: "" } })
    expect((await alice.client.call("post", { params: { postId } })).imgList).toEqual([])
    expect((await postFiles()).some((f) => after.imgList.map(fileOf).includes(f))).toBe(false)
  })

  it("refuses bad edits without changing anything: an image not of the post, more than 5, blank text", async () => {
    const { postId } = await alice.client.call("writePost", {
      fields: { title: "사진 글", contents: "내용", boardid: 1 },
      files: { images: [await pngFile(70)] }
    })
    const other = await alice.client.call("writePost", { fields: { title: "남의 사진", contents: "내용", boardid: 1 }, files: { images: [await pngFile(71)] } })
    const otherImg = (await alice.client.call("post", { params: { postId: other.postId } })).imgList[0]!
    const before = await alice.client.call("post", { params: { postId } })
    const filesBefore = await postFiles()
    const bad = await failure(
      alice.client.call("editPost", {
        params: { postId },
        fields: { title: "t", contents: "c", boardid: 1, keep: otherImg },
        files: { images: [await pngFile(72)] }
      })
    )
    expect(bad.status).toBe(400)
    const six = await failure(
      alice.client.call("editPost", {
        params: { postId },
        fields: { title: "t", contents: "c", boardid: 1 },
        files: { images: await Promise.all([73, 74, 75, 76, 77].map(pngFile)) }
      })
    )
    expect(six.status).toBe(400)
    // Blank text: the client's encoder refuses it before sending, so it is sent by hand.
    for (const title of ["   ", "\u200B"]) {
      const body = new FormData()
      body.append("title", title)
      body.append("contents", "c")
      body.append("boardid", "1")
      const blank = await server.request(`/api/post/${postId}`, { method: "PUT", headers: { authorization: `Bearer ${alice.token}` }, body })
      expect(blank.status).toBe(400)
    }
    expect(await alice.client.call("post", { params: { postId } })).toEqual(before)
    expect(await postFiles()).toEqual(filesBefore)
  })

  it("someone else's post: edit and delete answer 403 and change nothing; a missing post 404", async () => {
    const { postId } = await alice.client.call("writePost", {
      fields: { title: "앨리스 글", contents: "내용", boardid: 1 },
      files: { images: [await pngFile(80)] }
    })
    const before = await alice.client.call("post", { params: { postId } })
    const filesBefore = await postFiles()
    const edit = await failure(
      bob.client.call("editPost", { params: { postId }, fields: { title: "밥이 고침", contents: "x", boardid: 1 }, files: { images: [await pngFile(81)] } })
    )
    expect(edit).toEqual({ status: 403, message: "내가 쓴 글만 고치거나 지울 수 있어요." })
    expect((await failure(bob.client.call("deletePost", { params: { postId } }))).status).toBe(403)
    expect(await alice.client.call("post", { params: { postId } })).toEqual(before)
    expect(await postFiles()).toEqual(filesBefore)
    expect((await failure(alice.client.call("deletePost", { params: { postId: 999_999 } }))).status).toBe(404)
    expect((await failure(alice.client.call("editPost", { params: { postId: 999_999 }, fields: { title: "t", contents: "c", boardid: 1 } }))).status).toBe(404)
  })

  it("deletes my post with its images, likes, comments and their notifications; the bell goes quiet", async () => {
    const { postId } = await alice.client.call("writePost", {
      fields: { title: "지울 글", contents: "내용", boardid: 1 },
      files: { images: [await pngFile(90), await pngFile(91)] }
    })
    const urls = (await alice.client.call("post", { params: { postId } })).imgList
    await bob.client.call("likePost", { params: { postId }, body: { likeStatus: true } })
    const top = await comment(bob, postId, "좋아요")
    await comment(alice, postId, "고마워요", top.id)
    await alice.client.call("readAllNotifications")
    await comment(bob, postId, "또 봐요")
    expect(await alice.client.call("checkNotifications")).toBe(true)

    await alice.client.call("deletePost", { params: { postId } })
    const db = server.database.db
    expect(await db.select().from(posts).where(eq(posts.id, postId))).toEqual([])
    for (const table of [postImages, postLikes, comments, notifications]) expect(await db.select().from(table).where(eq(table.postId, postId))).toEqual([])
    expect(await postFiles()).not.toEqual(expect.arrayContaining([fileOf(urls[0]!)]))
    expect((await postFiles()).some((f) => urls.map(fileOf).includes(f))).toBe(false)
    expect(await alice.client.call("checkNotifications")).toBe(false)
    expect((await failure(bob.client.call("post", { params: { postId } }))).status).toBe(404)
  })

  it("a deleted comment with replies keeps its place as DELETED; without replies it goes; its notifications go", async () => {
    const postId = await writeTextPost(alice)
    const top = await comment(bob, postId, "밥의 첫 댓글")
    const reply = await comment(alice, postId, "앨리스의 답글", top.id)
    const lone = await comment(bob, postId, "혼자 있는 댓글")
    expect(await alice.client.call("checkNotifications")).toBe(true)

    await bob.client.call("deleteComment", { params: { commentId: top.id } })
    await bob.client.call("deleteComment", { params: { commentId: lone.id } })
    expect(await alice.client.call("checkNotifications")).toBe(false)
    const post = await alice.client.call("post", { params: { postId } })
    expect(post.commentsCount).toBe(1)
    expect(post.comments).toHaveLength(1)
    expect(post.comments![0]).toMatchObject({ id: top.id, content: "", nickname: "", removed: "DELETED", isMine: false, count: 1 })
    expect(post.comments![0]!.children.map((c) => [c.id, c.content, c.removed])).toEqual([[reply.id, "앨리스의 답글", undefined]])
    // Bob's notification of Alice's reply stays (it is hers); a removed comment cannot be deleted again.
    expect((await bob.client.call("notifications")).some((n) => n.commentId === reply.id && n.reply === true)).toBe(true)
    expect((await failure(bob.client.call("deleteComment", { params: { commentId: top.id } }))).status).toBe(404)
    // Nor does it take a reply: a 409 that writes nothing and tells Bob nothing; a reply to Alice's reply in its thread still goes.
    const bobsBefore = (await bob.client.call("notifications")).length
    expect(await failure(comment(alice, postId, "지워진 댓글에 답글", top.id))).toEqual({ status: 409, message: REPLY_TO_REMOVED_MESSAGE })
    expect((await bob.client.call("notifications")).length).toBe(bobsBefore)
    expect((await alice.client.call("post", { params: { postId } })).commentsCount).toBe(1)
    const second = await comment(bob, postId, "앨리스 답글에 답글", reply.id)
    await bob.client.call("deleteComment", { params: { commentId: second.id } })

    // The last reply going takes the removed parent with it.
    await alice.client.call("deleteComment", { params: { commentId: reply.id } })
    const emptied = await alice.client.call("post", { params: { postId } })
    expect(emptied.comments).toEqual([])
    expect(emptied.commentsCount).toBe(0)
    expect(await server.database.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([])
  })

  it("someone else's comment: 403 and nothing changes; a missing one 404", async () => {
    const postId = await writeTextPost(alice)
    const c = await comment(bob, postId, "밥의 댓글")
    const before = await bob.client.call("post", { params: { postId } })
    expect(await failure(alice.client.call("deleteComment", { params: { commentId: c.id } }))).toEqual({
      status: 403,
      message: "내가 쓴 댓글만 지울 수 있어요."
    })
    expect(await bob.client.call("post", { params: { postId } })).toEqual(before)
    expect((await failure(alice.client.call("deleteComment", { params: { commentId: 999_999 } }))).status).toBe(404)
  })

  it("notifications carry the comment and whether it is a reply", async () => {
    const postId = await writeTextPost(alice)
    const top = await comment(alice, postId, "내 글에 내 댓글")
    const reply = await comment(bob, postId, "답글이에요", top.id)
    const plain = await comment(bob, postId, "그냥 댓글")
    const list = await alice.client.call("notifications")
    expect(list.find((n) => n.commentId === reply.id)).toMatchObject({ postId, reply: true, commentContent: "답글이에요" })
    expect(list.find((n) => n.commentId === plain.id)).toMatchObject({ postId, reply: false })
  })
})
