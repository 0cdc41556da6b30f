/**
 * The post detail.
 *
 * ```
 * loading ─> ready ; loading ─error─> loadFailed ─user.retry─> loading
 * ready (parallel)
 *   like:    idle ─user.toggleLike─> liking (optimistic) ─ok─> idle (server count) ; ─error─> idle (reverted, alert)
 *   comment: editing ─user.submitComment [blank]─> editing ('댓글 내용을 입력해주세요.')
 *            editing ─user.submitComment─> submitting ─ok─> reloading ─> editing (comments and counts reloaded)
 *            submitting ─error─> editing (draft kept, alert)
 * ```
 */
import { assertEvent, assign, fromPromise, setup } from "xstate"
import { isHttpStatus } from "../api/errors.ts"
import { MESSAGES } from "../domain/messages.ts"
import type { Post } from "../schema/community.ts"
import {
  POST_DETAIL_COPY,
  type CommentInput,
  type CommentWriteResponse,
  type LikeInput,
  type LikeResponse,
  type PostDetailContext,
  type PostDetailEvent,
  type PostDetailInput
} from "./postDetail.types.ts"

const missing = (name: string) => new Error(`postDetail: '${name}' is not provided; use postDetailMachine.provide(createPostDetailImplementations(ports))`)

export const postDetailMachine = setup({
  types: {
    context: {} as PostDetailContext,
    events: {} as PostDetailEvent,
    input: {} as PostDetailInput
  },
  actors: {
    loadPost: fromPromise<Post, { postId: number }>(async () => {
      throw missing("loadPost")
    }),
    likePost: fromPromise<LikeResponse, LikeInput>(async () => {
      throw missing("likePost")
    }),
    writeComment: fromPromise<CommentWriteResponse, CommentInput>(async () => {
      throw missing("writeComment")
    })
  },
  actions: {
    setPost: assign((_, post: Post) => ({ post })),
    /** Keeps the typed comment and the like in flight; takes comments and counts from the reload. */
    mergeReloaded: assign(({ context }, post: Post) => ({
      post: context.likeBefore && context.post ? { ...post, isLiked: context.post.isLiked, likesCount: context.post.likesCount } : post
    })),
    likeOptimistically: assign(({ context }) => {
      const p = context.post!
      return {
        likeBefore: { isLiked: p.isLiked, likesCount: p.likesCount },
        post: { ...p, isLiked: !p.isLiked, likesCount: Math.max(0, p.likesCount + (p.isLiked ? -1 : 1)) }
      }
    }),
    confirmLike: assign(({ context }, answer: LikeResponse) => ({
      likeBefore: null,
      post: context.post ? { ...context.post, likesCount: answer.likesCount } : context.post
    })),
    revertLike: assign(({ context }) => ({
      post: context.post && context.likeBefore ? { ...context.post, ...context.likeBefore } : context.post,
      likeBefore: null,
      alert: POST_DETAIL_COPY.likeFailed
    })),
    setDraft: assign(({ event }) => {
      assertEvent(event, "user.changeComment")
      return { draft: event.value }
    }),
    setReplyTo: assign(({ event }) => {
      assertEvent(event, "user.replyTo")
      return { replyTo: event.commentId }
    }),
    cancelReply: assign({ replyTo: null }),
    alertBlank: assign({ alert: MESSAGES.commentBlank }),
    clearDraft: assign({ draft: "", replyTo: null }),
    alertCommentFailed: assign({ alert: POST_DETAIL_COPY.commentFailed }),
    dismissAlert: assign({ alert: null })
  },
  guards: {
    isCommentBlank: ({ context }) => context.draft.trim().length === 0,
    isParentGone: (_, params: { error: unknown }) => isHttpStatus(params.error, 400)
  }
}).createMachine({
  id: "postDetail",
  context: ({ input }) => ({ postId: input.postId, post: null, likeBefore: null, draft: "", replyTo: null, alert: null }),
  initial: "loading",
  on: { "user.dismissAlert": { actions: "dismissAlert" } },
  states: {
    loading: {
      invoke: {
        id: "loadPost",
        src: "loadPost",
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: "ready", actions: { type: "setPost", params: ({ event }) => event.output } },
        onError: "loadFailed"
      }
    },
    loadFailed: {
      on: { "user.retry": "loading" }
    },
    ready: {
      type: "parallel",
      on: {
        "user.changeComment": { actions: "setDraft" },
        "user.replyTo": { actions: "setReplyTo" },
        "user.cancelReply": { actions: "cancelReply" }
      },
      states: {
        like: {
          initial: "idle",
          states: {
            idle: {
              on: { "user.toggleLike": { target: "liking", actions: "likeOptimistically" } }
            },
            liking: {
              invoke: {
                id: "likePost",
                src: "likePost",
                // The optimistic state is the wanted one.
                input: ({ context }) => ({ postId: context.postId, liked: context.post!.isLiked }),
                onDone: { target: "idle", actions: { type: "confirmLike", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: "revertLike" }
              }
            }
          }
        },
        comment: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "user.submitComment": [{ guard: "isCommentBlank", actions: "alertBlank" }, { target: "submitting" }]
              }
            },
            submitting: {
              invoke: {
                id: "writeComment",
                src: "writeComment",
                input: ({ context }) => ({ postId: context.postId, contents: context.draft.trim(), parentId: context.replyTo }),
                onDone: { target: "reloading", actions: "clearDraft" },
                onError: [
                  // The replied-to comment is gone: the draft stays, as a top-level comment.
                  {
                    guard: { type: "isParentGone", params: ({ event }) => ({ error: event.error }) },
                    target: "editing",
                    actions: ["alertCommentFailed", "cancelReply"]
                  },
                  { target: "editing", actions: "alertCommentFailed" }
                ]
              }
            },
            reloading: {
              invoke: {
                id: "reloadPost",
                src: "loadPost",
                input: ({ context }) => ({ postId: context.postId }),
                onDone: { target: "editing", actions: { type: "mergeReloaded", params: ({ event }) => event.output } },
                // The comment is saved; the list shows it on the next load.
                onError: "editing"
              }
            }
          }
        }
      }
    }
  }
})

export type PostDetailMachine = typeof postDetailMachine
