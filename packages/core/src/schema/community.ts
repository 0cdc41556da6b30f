/** Community board: board types, posts, likes, comments and replies. */
import { Schema, SchemaTransformation } from "effect"
import { Id, IdFromString, ImageUrl, IntFromString, IsoDateTime } from "./common.ts"
import { LongText, Text } from "./text.ts"

export const BoardType = Schema.Struct({ id: Id, name: Schema.String })
export type BoardType = typeof BoardType.Type

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
  children: Schema.Array(Schema.suspend((): Schema.Codec<Comment, CommentWire> => Comment))
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
  children: Schema.Array(Schema.suspend((): Schema.Codec<Comment> => CommentDomain))
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
        children: w.children
      }),
      encode: (c) => ({
        id: c.id,
        content: c.content,
        nickname: c.nickname,
        profileImageUrl: c.profileImageUrl,
        createdAt: c.createdAt,
        commentsId: c.parentId,
        count: c.count,
        children: c.children
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
  comments: Schema.optionalKey(Schema.Array(Comment))
}).pipe(Schema.encodeKeys({ boardId: "boardid", postId: "postid" }))
export type Post = typeof Post.Type

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
  title: Text.check(Schema.isNonEmpty()),
  contents: LongText.check(Schema.isNonEmpty()),
  boardid: IdFromString
})
export const PostWriteResponse = Schema.Struct({ postId: Id }).pipe(Schema.encodeKeys({ postId: "postid" }))

export const CommentWriteRequest = Schema.Struct({
  postId: Id,
  contents: LongText.check(Schema.makeFilter((s: string) => (s.trim().length > 0 ? true : "Expected a non-blank comment"))),
  parentId: Schema.NullOr(Id),
  createdAt: IsoDateTime
}).pipe(Schema.encodeKeys({ parentId: "commentsid" }))
export type CommentWriteRequest = typeof CommentWriteRequest.Type

export const CommentWriteResponse = Schema.Struct({
  id: Id,
  nickname: Schema.String,
  profileImageUrl: ImageUrl,
  createdAt: IsoDateTime
})
export type CommentWriteResponse = typeof CommentWriteResponse.Type
