/**
 * Editing and deleting my own post. Another member's post answers 403 and a missing one 404, and
 * neither changes anything.
 *
 * - Edit: the text and board are checked and every new image is decoded and re-encoded before
 *   anything is stored; `keep` (the post's current image URLs to keep, in their new order; absent:
 *   all) is followed by the new images, at most 5 in all. The rows change in one transaction (the
 *   post row locked); images no longer used are removed after the commit, new ones again if it fails.
 * - Delete: the post and (by cascade) its images' rows, likes, comments and their notifications go
 *   in one transaction; then the image files are removed and members whose unread notifications
 *   went with it hear their new unread state.
 */
import { and, asc, eq } from "drizzle-orm"
import { MAX_POST_IMAGES } from "@mungwalk/core/domain"
import type { Db, DbOrTx } from "../../db/client.ts"
import { notifications, postImages, posts } from "../../db/schema.ts"
import { badRequest, forbidden, notFound } from "../../http/errors.ts"
import type { ImageStore } from "../../providers/images.ts"
import { discardImage, prepareImage, type PreparedImage } from "../images.ts"
import type { NotificationHub } from "./hub.ts"
import { publishUnreadState } from "./notifications.ts"
import { checkDraft, POST_NOT_FOUND, type PostDraft } from "./posts.ts"

export const NOT_MY_POST = "내가 쓴 글만 고치거나 지울 수 있어요."

/** The post's author and image URLs (locked with `forUpdate`); 404 missing, 403 someone else's. */
const ownPost = async (db: DbOrTx, memberId: number, postId: number, forUpdate: boolean): Promise<string[]> => {
  const query = db.select({ memberId: posts.memberId }).from(posts).where(eq(posts.id, postId))
  const [post] = forUpdate ? await query.for("update") : await query
  if (!post) throw notFound(POST_NOT_FOUND)
  if (post.memberId !== memberId) throw forbidden(NOT_MY_POST)
  const rows = await db.select({ url: postImages.url }).from(postImages).where(eq(postImages.postId, postId)).orderBy(asc(postImages.position))
  return rows.map((r) => r.url)
}

const checkKeep = (current: ReadonlyArray<string>, keep: ReadonlyArray<string> | undefined, added: number): ReadonlyArray<string> => {
  const kept = keep ?? current
  if (new Set(kept).size !== kept.length) throw badRequest("keep: an image is listed twice")
  for (const url of kept) if (!current.includes(url)) throw badRequest("keep: not an image of this post")
  if (kept.length + added > MAX_POST_IMAGES) throw badRequest(`images: at most ${MAX_POST_IMAGES} files`)
  return kept
}

/** The `keep` field: one image URL per line (blank lines ignored). */
export const keptUrls = (field: string): string[] =>
  field
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

export interface PostEdit extends PostDraft {
  readonly keep?: ReadonlyArray<string> | undefined
}

/** `PUT /api/post/{postId}`: edits my post. */
export const editPost = async (
  db: Db,
  images: ImageStore,
  memberId: number,
  postId: number,
  input: PostEdit,
  files: ReadonlyArray<Blob>
): Promise<{ postId: number }> => {
  const draft = checkDraft(input)
  checkKeep(await ownPost(db, memberId, postId, false), input.keep, files.length)
  const prepared: PreparedImage[] = []
  for (const [i, file] of files.entries()) prepared.push(await prepareImage(file, `images.${i}`))
  const added: string[] = []
  let dropped: string[] = []
  try {
    for (const p of prepared) added.push(await images.save("posts", p.data, p.extension))
    await db.transaction(async (tx) => {
      const current = await ownPost(tx, memberId, postId, true)
      const kept = checkKeep(current, input.keep, added.length)
      await tx.update(posts).set({ title: draft.title, contents: draft.contents, boardId: draft.boardId, updatedAt: new Date() }).where(eq(posts.id, postId))
      await tx.delete(postImages).where(eq(postImages.postId, postId))
      const urls = [...kept, ...added]
      if (urls.length) await tx.insert(postImages).values(urls.map((url, position) => ({ postId, position, url })))
      dropped = current.filter((url) => !kept.includes(url))
    })
  } catch (e) {
    await Promise.all(added.map((u) => discardImage(images, u)))
    throw e
  }
  await Promise.all(dropped.filter((u) => images.owns(u)).map((u) => discardImage(images, u)))
  return { postId }
}

/** `DELETE /api/post/{postId}`: deletes my post with everything hanging from it. */
export const deletePost = async (db: Db, images: ImageStore, hub: NotificationHub, memberId: number, postId: number): Promise<void> => {
  const { urls, recipients } = await db.transaction(async (tx) => {
    const urls = await ownPost(tx, memberId, postId, true)
    const unread = await tx
      .selectDistinct({ memberId: notifications.memberId })
      .from(notifications)
      .where(and(eq(notifications.postId, postId), eq(notifications.read, false)))
    await tx.delete(posts).where(eq(posts.id, postId))
    return { urls, recipients: unread.map((r) => r.memberId) }
  })
  await Promise.all(urls.filter((u) => images.owns(u)).map((u) => discardImage(images, u)))
  await publishUnreadState(db, hub, recipients)
}
