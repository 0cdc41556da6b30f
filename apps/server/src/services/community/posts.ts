/**
 * Posts: lists per board (newest `updatedAt` first), the detail with its comment tree, likes
 * (one row per member and post, the count kept in the same transaction) and writing a post with
 * up to 5 images through the image pipeline — validated all before any is stored, and removed
 * again if the transaction fails, so a refused post leaves no row and no file.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm"
import type { Comment, Post } from "@mungwalk/core/schema"
import { MAX_POST_CONTENTS_LENGTH, MAX_POST_IMAGES, MAX_POST_TITLE_LENGTH } from "@mungwalk/core/domain"
import type { Db, DbOrTx } from "../../db/client.ts"
import { isForeignKeyViolation } from "../../db/errors.ts"
import { comments, members, postImages, postLikes, posts } from "../../db/schema.ts"
import { badRequest, notFound } from "../../http/errors.ts"
import type { ImageStore } from "../../providers/images.ts"
import { prepareImage, type PreparedImage } from "../images.ts"
import { boardName, UNNAMED_MEMBER } from "./boards.ts"
import { earlierAnswer, once, type Submission } from "../submissions.ts"

export const POST_NOT_FOUND = "게시글을 찾을 수 없어요."
/** Largest page a list call may ask for. */
export const MAX_PAGE_SIZE = 100

type PostRow = {
  postId: number
  boardId: number
  title: string
  contents: string
  nickname: string | null
  profileImageUrl: string | null
  imgList: string[] | null
  createdAt: Date
  updatedAt: Date
  likesCount: number
  commentsCount: number
  isLiked: boolean
  isMine: boolean
}

/** The columns of a post as lists and the detail show it, for the calling member. */
const postColumns = (memberId: number) => ({
  postId: posts.id,
  boardId: posts.boardId,
  title: posts.title,
  contents: posts.contents,
  nickname: members.nickname,
  profileImageUrl: members.profileImageUrl,
  imgList: sql<
    string[] | null
  >`(select json_agg(${postImages.url} order by ${postImages.position}) from ${postImages} where ${postImages.postId} = ${posts.id})`,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  isLiked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.memberId} = ${memberId})`,
  isMine: sql<boolean>`${posts.memberId} = ${memberId}`
})

const toPost = (row: PostRow): Post => {
  const imgList = row.imgList ?? []
  return {
    boardId: row.boardId,
    postId: row.postId,
    title: row.title,
    contents: row.contents,
    nickname: row.nickname ?? UNNAMED_MEMBER,
    profileImageUrl: row.profileImageUrl,
    img: imgList[0] ?? null,
    imgList,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    isLiked: Boolean(row.isLiked),
    isMine: Boolean(row.isMine),
    boardType: boardName(row.boardId) ?? ""
  }
}

export const requireBoard = (boardId: number, field: string): void => {
  if (!boardName(boardId)) throw notFound(`${field}: no board with id ${boardId}`)
}

/** One page of a board, newest `updatedAt` first (ties: newest id). Page 0 is the first. */
export const listPosts = async (db: DbOrTx, memberId: number, boardId: number, query: { page?: number; size?: number }): Promise<Post[]> => {
  requireBoard(boardId, "params.type")
  const size = query.size ?? 15
  const page = query.page ?? 0
  if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`query.size: expected 1 to ${MAX_PAGE_SIZE}`)
  if (page > 100_000) throw badRequest("query.page: at most 100000")
  const rows = await db
    .select(postColumns(memberId))
    .from(posts)
    .innerJoin(members, eq(members.id, posts.memberId))
    .where(eq(posts.boardId, boardId))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(size)
    .offset(page * size)
  return rows.map(toPost)
}

/**
 * A post's comments as a tree: top-level comments oldest first, each with its replies (oldest
 * first). A removed comment (still holding replies) carries `removed` and no text; `isMine` says
 * which the caller wrote.
 */
export const commentTree = async (db: DbOrTx, postId: number, memberId?: number): Promise<Comment[]> => {
  const rows = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      content: comments.contents,
      nickname: members.nickname,
      profileImageUrl: members.profileImageUrl,
      createdAt: comments.createdAt,
      authorId: comments.memberId,
      removed: comments.removed
    })
    .from(comments)
    .innerJoin(members, eq(members.id, comments.memberId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.id))
  const toComment = ({ authorId, removed, ...r }: (typeof rows)[number], children: Comment[]): Comment => ({
    ...r,
    nickname: r.nickname ?? UNNAMED_MEMBER,
    ...(removed ? { content: "", nickname: "", profileImageUrl: null, removed } : {}),
    count: children.length,
    children,
    ...(memberId !== undefined ? { isMine: !removed && authorId === memberId } : {})
  })
  const replies = new Map<number, Comment[]>()
  for (const r of rows) {
    if (r.parentId === null) continue
    const list = replies.get(r.parentId) ?? []
    list.push(toComment(r, []))
    replies.set(r.parentId, list)
  }
  return rows.filter((r) => r.parentId === null).map((r) => toComment(r, replies.get(r.id) ?? []))
}

/** The detail: images, counts, whether the caller liked it, and the comment tree. 404 for a missing post. */
export const getPost = async (db: DbOrTx, memberId: number, postId: number): Promise<Post> => {
  const [row] = await db.select(postColumns(memberId)).from(posts).innerJoin(members, eq(members.id, posts.memberId)).where(eq(posts.id, postId))
  if (!row) throw notFound(POST_NOT_FOUND)
  return { ...toPost(row), comments: await commentTree(db, postId, memberId) }
}

/**
 * Sets the caller's like. The like row is inserted or deleted and the count moved only when the
 * row really changed, in one transaction: liking twice (or concurrently) counts once.
 */
export const likePost = async (db: Db, memberId: number, postId: number, liked: boolean): Promise<{ likesCount: number }> =>
  db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(postLikes)
          .values({ postId, memberId })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId })
          .catch((e: unknown) => {
            if (isForeignKeyViolation(e)) throw notFound(POST_NOT_FOUND)
            throw e
          })
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.memberId, memberId)))
          .returning({ postId: postLikes.postId })
    const [row] = changed.length
      ? await tx
          .update(posts)
          .set({ likesCount: sql`${posts.likesCount} + ${liked ? 1 : -1}` })
          .where(eq(posts.id, postId))
          .returning({ likesCount: posts.likesCount })
      : await tx.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId))
    if (!row) throw notFound(POST_NOT_FOUND)
    return row
  })

export interface PostDraft {
  readonly title: string
  readonly contents: string
  readonly boardId: number
}

const checkText = (value: string, field: string, max: number): string => {
  const trimmed = value.trim()
  if (!trimmed) throw badRequest(`${field}: must not be blank`)
  if (trimmed.length > max) throw badRequest(`${field}: at most ${max} characters`)
  return trimmed
}

/** Validates a draft (text and board) before any image work. */
export const checkDraft = (draft: PostDraft): PostDraft => {
  if (!boardName(draft.boardId)) throw badRequest(`boardid: no board with id ${draft.boardId}`)
  return {
    boardId: draft.boardId,
    title: checkText(draft.title, "title", MAX_POST_TITLE_LENGTH),
    contents: checkText(draft.contents, "contents", MAX_POST_CONTENTS_LENGTH)
  }
}

/** Inserts a post with already stored image URLs (one transaction). */
export const insertPost = async (tx: DbOrTx, memberId: number, draft: PostDraft, urls: ReadonlyArray<string>, at?: Date): Promise<number> => {
  const [row] = await tx
    .insert(posts)
    .values({
      memberId,
      boardId: draft.boardId,
      title: draft.title,
      contents: draft.contents,
      ...(at ? { createdAt: at, updatedAt: at } : {})
    })
    .returning({ id: posts.id })
  if (!row) throw new Error("post not written")
  if (urls.length) await tx.insert(postImages).values(urls.map((url, position) => ({ postId: row.id, position, url })))
  return row.id
}

/**
 * Writes a post. Every image is decoded and re-encoded first (a bad one refuses the whole post
 * with 413/415 naming `images.<i>`), then all are stored, then the rows are written in one
 * transaction; if that fails the stored files are removed.
 */
export const writePost = async (
  db: Db,
  images: ImageStore,
  memberId: number,
  input: PostDraft,
  files: ReadonlyArray<Blob>,
  submission?: Submission
): Promise<{ postId: number }> => {
  const draft = checkDraft(input)
  if (files.length > MAX_POST_IMAGES) throw badRequest(`images: at most ${MAX_POST_IMAGES} files`)
  // A repeated submission (its answer lost) stores no images again.
  const earlier = await earlierAnswer<{ postId: number }>(db, memberId, submission)
  if (earlier) return earlier.answer
  const prepared: PreparedImage[] = []
  for (const [i, file] of files.entries()) prepared.push(await prepareImage(file, `images.${i}`))
  const urls: string[] = []
  const removeImages = () =>
    Promise.all(urls.map((u) => images.remove(u).catch((err: unknown) => console.error("[posts] could not remove an orphan image", err))))
  try {
    for (const p of prepared) urls.push(await images.save("posts", p.data, p.extension))
    const { answer, repeated } = await db.transaction((tx) =>
      once(tx, memberId, submission, async () => ({ postId: await insertPost(tx, memberId, draft, urls) }))
    )
    // The same submission finished first while this one stored its images.
    if (repeated) await removeImages()
    return answer
  } catch (e) {
    await removeImages()
    throw e
  }
}
