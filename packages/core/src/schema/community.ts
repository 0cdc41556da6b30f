/** Community board: board types, posts, likes, comments and replies. */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { Id, IdFromString, ImageUrl, IntFromString, IsoDateTime } from "./common.ts"
import { isVisible, isWithoutBidi, LongText, Text } from "./text.ts"

export const BoardType = Schema.Struct({ id: Id, name: Schema.String })
export type BoardType = typeof BoardType.Type

/**
 * Why a comment shows no text (additive wire field `removed`): `DELETED` — its author deleted it
 * while it had replies ('삭제된 댓글이에요'); `WITHDRAWN` — its author left ('탈퇴한 회원의 댓글이에요').
 */
export const CommentRemoved = Schema.Literals(["DELETED", "WITHDRAWN"])
export type CommentRemoved = typeof CommentRemoved.Type

/** A comment in the domain. A reply is a comment with a `parentId`. */
export interface Comment {
  readonly id: number
  readonly content: string
  readonly nickname: string
  readonly profileImageUrl: string | null
  readonly createdAt: Date
  readonly parentId: number | null
  readonly count: number
  readonly children: ReadonlyArray<Comment>
  /** Set when the comment keeps its place without its text (see `CommentRemoved`). */
  readonly removed?: CommentRemoved
  /** Additive: the caller wrote it (and may delete it). */
  readonly isMine?: boolean
}

/** A comment on the wire: `profileImg` or `profileImageUrl` (both spellings appear), `commentsId` is the parent. */
export interface CommentWire {
  readonly id: number
  readonly content: string
  readonly nickname: string
  readonly profileImg?: string | null
  readonly profileImageUrl?: string | null
  readonly createdAt: string
  readonly commentsId: number | null
  readonly count: number
  readonly children: ReadonlyArray<CommentWire>
  readonly removed?: CommentRemoved
  readonly isMine?: boolean
}

const CommentFields = Schema.Struct({
  id: Id,
  content: Schema.String,
  nickname: Schema.String,
  profileImg: Schema.optionalKey(ImageUrl),
  profileImageUrl: Schema.optionalKey(ImageUrl),
  createdAt: IsoDateTime,
  commentsId: Schema.NullOr(Id),
  count: Schema.Int,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Comment, CommentWire> => Comment)),
  removed: Schema.optionalKey(CommentRemoved),
  isMine: Schema.optionalKey(Schema.Boolean)
})

/** The domain side: children are already decoded comments (the wire side decodes them). */
const CommentDomain: Schema.Codec<Comment> = Schema.Struct({
  id: Schema.Number,
  content: Schema.String,
  nickname: Schema.String,
  profileImageUrl: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  parentId: Schema.NullOr(Schema.Number),
  count: Schema.Number,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Comment> => CommentDomain)),
  removed: Schema.optionalKey(CommentRemoved),
  isMine: Schema.optionalKey(Schema.Boolean)
})

export const Comment: Schema.Codec<Comment, CommentWire> = CommentFields.pipe(
  Schema.decodeTo(
    CommentDomain,
    SchemaTransformation.transform({
      decode: (w): Comment => ({
        id: w.id,
        content: w.content,
        nickname: w.nickname,
        profileImageUrl: w.profileImageUrl ?? w.profileImg ?? null,
        createdAt: w.createdAt,
        parentId: w.commentsId,
        count: w.count,
        children: w.children,
        ...(w.removed ? { removed: w.removed } : {}),
        ...(w.isMine !== undefined ? { isMine: w.isMine } : {})
      }),
      encode: (c) => ({
        id: c.id,
        content: c.content,
        nickname: c.nickname,
        profileImageUrl: c.profileImageUrl,
        createdAt: c.createdAt,
        commentsId: c.parentId,
        count: c.count,
        children: c.children,
        ...(c.removed ? { removed: c.removed } : {}),
        ...(c.isMine !== undefined ? { isMine: c.isMine } : {})
      })
    })
  )
)

/** A post. Lists omit `comments`; the detail carries them. */
export const Post = Schema.Struct({
  boardId: Id,
  postId: Id,
  title: Schema.String,
  contents: Schema.String,
  nickname: Schema.String,
  profileImageUrl: ImageUrl,
  img: ImageUrl,
  imgList: Schema.Array(Schema.String),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  likesCount: Schema.Int,
  commentsCount: Schema.Int,
  isLiked: Schema.Boolean,
  boardType: Schema.String,
  comments: Schema.optionalKey(Schema.Array(Comment)),
  /** Additive: the caller wrote the post (and may edit or delete it). */
  isMine: Schema.optionalKey(Schema.Boolean)
}).pipe(Schema.encodeKeys({ boardId: "boardid", postId: "postid" }))
export type Post = typeof Post.Type

/** Said of an edited post: beside its time in the list ('· 수정됨'), on a line of its own with the edit's time in the detail. */
export const EDITED_POST_LABEL = "수정됨"

/** Changed by its author after it was written (`updatedAt` moves only on an edit: the list is ordered by it, §9). */
export const isEditedPost = (post: { readonly createdAt: Date; readonly updatedAt: Date }): boolean =>
  post.updatedAt.getTime() - post.createdAt.getTime() >= 1000

export const PostListQuery = Schema.Struct({
  page: Schema.optionalKey(IntFromString),
  size: Schema.optionalKey(IntFromString)
})

export const BoardTypeParams = Schema.Struct({ type: IdFromString })
export const PostIdParams = Schema.Struct({ postId: IdFromString })

/** Body of `POST /api/post/like/{postId}`: the new like status. */
export const LikeRequest = Schema.Struct({ likeStatus: Schema.Boolean })
export const LikeResponse = Schema.Struct({ likesCount: Schema.Int })

/** Text fields of the multipart `POST /api/post/write` (images are repeated file parts `images`). */
export const PostWriteFields = Schema.Struct({
  title: Text.check(isVisible("title"), isWithoutBidi),
  contents: LongText.check(isVisible("post")),
  boardid: IdFromString
})
export const PostWriteResponse = Schema.Struct({ postId: Id }).pipe(Schema.encodeKeys({ postId: "postid" }))

/**
 * Text fields of the multipart `PUT /api/post/{postId}` (additive: edit my post). `keep` lists the
 * post's current image URLs to keep, one per line, in their new order (absent: keep all; empty:
 * none); new `images` file parts follow them, at most 5 in all.
 */
export const PostEditFields = Schema.Struct({
  title: Text.check(isVisible("title"), isWithoutBidi),
  contents: LongText.check(isVisible("post")),
  boardid: IdFromString,
  keep: Schema.optionalKey(LongText)
})
export type PostEditFields = typeof PostEditFields.Type

export const CommentIdParams = Schema.Struct({ commentId: IdFromString })

/**
 * `POST /api/comment/write` (§7: postId, contents, commentsid, createdAt). What the server sets
 * itself may be left out: `createdAt` (ignored: the server's clock decides) and `commentsid`
 * (absent or null: a top-level comment).
 */
export const CommentWriteRequest = Schema.Struct({
  postId: Id,
  contents: LongText.check(isVisible("comment")),
  parentId: Schema.optionalKey(Schema.NullOr(Id)),
  createdAt: Schema.optionalKey(IsoDateTime)
}).pipe(Schema.encodeKeys({ parentId: "commentsid" }))
export type CommentWriteRequest = typeof CommentWriteRequest.Type

export const CommentWriteResponse = Schema.Struct({
  id: Id,
  nickname: Schema.String,
  profileImageUrl: ImageUrl,
  createdAt: IsoDateTime
})
export type CommentWriteResponse = typeof CommentWriteResponse.Type
