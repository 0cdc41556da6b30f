/**
 * The post detail.
 *
 * ```
 * loading ─> ready (under its own board's address when `input.board` named another) ; loading ─error─> loadFailed ─user.retry─> loading
 * ready (parallel)
 *   like:    idle ─user.toggleLike─> liking (optimistic) ─ok─> idle (server count) ; ─error─> idle (reverted, alert)
 *            liking ─user.toggleLike─> liking (shown at once; the wanted state is sent when the call answers,
 *            ─ok [another wanted]─> liking again; the last tap wins, none is dropped)
 *   comment: editing ─user.submitComment [blank]─> editing ('댓글 내용을 입력해주세요.')
 *            editing ─user.submitComment─> submitting ─ok─> reloading ─> editing (comments and counts reloaded; the new comment highlighted, scrolled to)
 *            submitting ─error─> editing (draft kept, alert)
 *   manage:  idle ─user.askDeletePost─> confirmingPost ─user.confirmDelete─> deletingPost ─ok─> deleted (the board opens)
 *            idle ─user.askDeleteComment─> confirmingComment ─user.confirmDelete─> deletingComment ─ok─> reloading ─> idle
 *            confirming* ─user.cancelDelete─> idle ; deleting* ─error─> idle (alert)
 * loading ─error 404─> notFound (deleted or never there: no retry); a like or a comment answered 404
 * (the post deleted meanwhile) ─> notFound too
 * ```
 * `input.commentId` (from a notification) is the comment to open the post at, highlighted.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate"
import { newSubmissionKey } from "../api/endpoint.ts"
import { isHttpStatus, mayHaveBeenDone } from "../api/errors.ts"
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
    }),
    deletePost: fromPromise<void, { postId: number }>(async () => {
      throw missing("deletePost")
    }),
    deleteComment: fromPromise<void, { commentId: number }>(async () => {
      throw missing("deleteComment")
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
    /** A tap while a like call runs: shown at once, sent when that call answers (`wantsOtherLike`). */
    toggleWhileLiking: assign(({ context }) => {
      const p = context.post!
      return { post: { ...p, isLiked: !p.isLiked, likesCount: Math.max(0, p.likesCount + (p.isLiked ? -1 : 1)) } }
    }),
    noteLikeSent: assign(({ context }) => ({ likeSent: context.post!.isLiked })),
    confirmLike: assign(({ context }, answer: LikeResponse) => ({
      likeBefore: null,
      likeSent: null,
      post: context.post ? { ...context.post, likesCount: answer.likesCount } : context.post
    })),
    /** The server has what was sent; the state wanted since is sent next, and a failure of it goes back to this. */
    settleSentLike: assign(({ context }, answer: LikeResponse) => ({
      likeBefore: { isLiked: context.likeSent!, likesCount: answer.likesCount },
      post: context.post ? { ...context.post, likesCount: Math.max(0, answer.likesCount + (context.post.isLiked ? 1 : -1)) } : context.post
    })),
    revertLike: assign(({ context }) => ({
      post: context.post && context.likeBefore ? { ...context.post, ...context.likeBefore } : context.post,
      likeBefore: null,
      likeSent: null,
      alert: POST_DETAIL_COPY.likeFailed
    })),
    setDraft: assign(({ context, event }) => {
      assertEvent(event, "user.changeComment")
      return {
        draft: event.value,
        commentKey: event.value.trim() === context.draft.trim() ? context.commentKey : null,
        blankSubmitted: context.blankSubmitted && event.value.trim() === "",
        written: false
      }
    }),
    setReplyTo: assign(({ context, event }) => {
      assertEvent(event, "user.replyTo")
      return { replyTo: event.commentId, commentKey: event.commentId === context.replyTo ? context.commentKey : null }
    }),
    cancelReply: assign(({ context }) => ({ replyTo: null, commentKey: context.replyTo === null ? context.commentKey : null })),
    /** The send keeps the key of the same comment's earlier send (its answer may have been lost), else makes one. */
    keyComment: assign(({ context }) => ({ commentKey: context.commentKey ?? newSubmissionKey() })),
    alertBlank: assign({ alert: MESSAGES.commentBlank, blankSubmitted: true, written: false }),
    clearDraft: assign({ draft: "", replyTo: null, commentKey: null, blankSubmitted: false, written: true }),
    /** The comment just written is the one shown highlighted and scrolled to once the post is read again (a long post's new comment is off screen). */
    highlightWritten: assign((_, params: { id: number }) => ({ highlight: params.id })),
    alertCommentFailed: assign((_, params: { error: unknown }) => ({
      alert: mayHaveBeenDone(params.error) ? POST_DETAIL_COPY.commentUnknown : POST_DETAIL_COPY.commentFailed
    })),
    alertReplyTargetGone: assign({ alert: POST_DETAIL_COPY.replyTargetGone }),
    dismissAlert: assign({ alert: null }),
    askComment: assign(({ event }) => {
      assertEvent(event, "user.askDeleteComment")
      return { deleting: event.commentId }
    }),
    clearDeleting: assign({ deleting: null }),
    alertDeleteFailed: assign({ deleting: null, alert: POST_DETAIL_COPY.deleteFailed }),
    /** A comment deleted while replying to it: the reply becomes a new comment. */
    dropDeletedTarget: assign(({ context }) =>
      context.replyTo === context.deleting ? { deleting: null, replyTo: null, commentKey: null } : { deleting: null }
    ),
    openBoard: () => {
      throw missing("openBoard")
    },
    placeAtOwnBoard: () => {
      throw missing("placeAtOwnBoard")
    }
  },
  guards: {
    isCommentBlank: ({ context }) => context.draft.trim().length === 0,
    // The server names the field it refuses: a refused `commentsid` (no such comment), or a 409 (its author deleted it).
    isParentGone: (_, params: { error: unknown }) =>
      (isHttpStatus(params.error, 400) && /^body\.commentsid\b/.test((params.error as Error).message)) || isHttpStatus(params.error, 409),
    isNotFound: (_, params: { error: unknown }) => isHttpStatus(params.error, 404),
    /** A tap while the like call ran wants the other state than the one it sent. */
    wantsOtherLike: ({ context }) => context.post !== null && context.likeSent !== null && context.post.isLiked !== context.likeSent
  }
}).createMachine({
  id: "postDetail",
  context: ({ input }) => ({
    postId: input.postId,
    post: null,
    likeBefore: null,
    likeSent: null,
    draft: "",
    replyTo: null,
    alert: null,
    highlight: input.commentId ?? null,
    board: input.board ?? null,
    deleting: null,
    commentKey: null,
    blankSubmitted: false,
    written: false
  }),
  initial: "loading",
  on: { "user.dismissAlert": { actions: "dismissAlert" } },
  states: {
    loading: {
      invoke: {
        id: "loadPost",
        src: "loadPost",
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: "ready", actions: [{ type: "setPost", params: ({ event }) => event.output }, "placeAtOwnBoard"] },
        onError: [{ guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "loadFailed" }]
      }
    },
    loadFailed: {
      on: { "user.retry": "loading" }
    },
    /** Deleted or never there: no retry can help. */
    notFound: {},
    /** My post was deleted; the board opens. */
    deleted: {},
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
              entry: "noteLikeSent",
              on: { "user.toggleLike": { actions: "toggleWhileLiking" } },
              invoke: {
                id: "likePost",
                src: "likePost",
                // The optimistic state is the wanted one.
                input: ({ context }) => ({ postId: context.postId, liked: context.post!.isLiked }),
                onDone: [
                  {
                    guard: "wantsOtherLike",
                    target: "liking",
                    reenter: true,
                    actions: { type: "settleSentLike", params: ({ event }) => event.output }
                  },
                  { target: "idle", actions: { type: "confirmLike", params: ({ event }) => event.output } }
                ],
                onError: [
                  // The post was deleted meanwhile: nothing to like, and no retry can help.
                  { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "#postDetail.notFound" },
                  { target: "idle", actions: "revertLike" }
                ]
              }
            }
          }
        },
        comment: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "user.submitComment": [
                  { guard: "isCommentBlank", actions: "alertBlank" },
                  { target: "submitting", actions: "keyComment" }
                ]
              }
            },
            submitting: {
              invoke: {
                id: "writeComment",
                src: "writeComment",
                input: ({ context }) => ({
                  postId: context.postId,
                  contents: context.draft.trim(),
                  parentId: context.replyTo,
                  submissionKey: context.commentKey!
                }),
                onDone: { target: "reloading", actions: ["clearDraft", { type: "highlightWritten", params: ({ event }) => ({ id: event.output.id }) }] },
                onError: [
                  // The post was deleted meanwhile: no comment can be left on it, and no retry can help.
                  { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "#postDetail.notFound" },
                  // The replied-to comment is gone: the draft stays, as a top-level comment.
                  {
                    guard: { type: "isParentGone", params: ({ event }) => ({ error: event.error }) },
                    target: "editing",
                    actions: ["alertReplyTargetGone", "cancelReply"]
                  },
                  { target: "editing", actions: { type: "alertCommentFailed", params: ({ event }) => ({ error: event.error }) } }
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
        },
        /** Deleting my post or one of my comments, each after a confirmation. */
        manage: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "user.askDeletePost": "confirmingPost",
                "user.askDeleteComment": { target: "confirmingComment", actions: "askComment" }
              }
            },
            confirmingPost: {
              on: { "user.confirmDelete": "deletingPost", "user.cancelDelete": "idle" }
            },
            deletingPost: {
              invoke: {
                id: "deletePost",
                src: "deletePost",
                input: ({ context }) => ({ postId: context.postId }),
                onDone: { target: "#postDetail.deleted", actions: "openBoard" },
                onError: { target: "idle", actions: "alertDeleteFailed" }
              }
            },
            confirmingComment: {
              on: { "user.confirmDelete": "deletingComment", "user.cancelDelete": { target: "idle", actions: "clearDeleting" } }
            },
            deletingComment: {
              invoke: {
                id: "deleteComment",
                src: "deleteComment",
                input: ({ context }) => ({ commentId: context.deleting! }),
                onDone: { target: "reloading", actions: "dropDeletedTarget" },
                onError: { target: "idle", actions: "alertDeleteFailed" }
              }
            },
            reloading: {
              invoke: {
                id: "reloadAfterDelete",
                src: "loadPost",
                input: ({ context }) => ({ postId: context.postId }),
                onDone: { target: "idle", actions: { type: "mergeReloaded", params: ({ event }) => event.output } },
                onError: "idle"
              }
            }
          }
        }
      }
    }
  }
})

export type PostDetailMachine = typeof postDetailMachine
