/** Model-based test of the post detail over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { postDetailMachine } from "./postDetail.machine.ts"
import { createPostDetailWorld, POST } from "./postDetail.testkit.ts"

modelSuite(
  "postDetail",
  {
    machine: postDetailMachine,
    inputs: [{ postId: POST.postId }],
    events: () => [
      { type: "xstate.done.actor.loadPost", output: POST },
      { type: "xstate.error.actor.loadPost", error: new HttpError("post", 500, "boom") },
      { type: "xstate.error.actor.loadPost", error: new HttpError("post", 404, "Post not found") },
      { type: "user.askDeletePost" },
      { type: "user.askDeleteComment", commentId: 11 },
      { type: "user.confirmDelete" },
      { type: "user.cancelDelete" },
      { type: "xstate.done.actor.deletePost", output: undefined },
      { type: "xstate.error.actor.deletePost", error: new HttpError("deletePost", 500, "boom") },
      { type: "xstate.done.actor.deleteComment", output: undefined },
      { type: "xstate.error.actor.deleteComment", error: new HttpError("deleteComment", 403, "no") },
      { type: "xstate.done.actor.reloadAfterDelete", output: POST },
      { type: "xstate.error.actor.reloadAfterDelete", error: new HttpError("post", 500, "boom") },
      { type: "user.retry" },
      { type: "user.toggleLike" },
      { type: "xstate.done.actor.likePost", output: { likesCount: 4 } },
      { type: "xstate.error.actor.likePost", error: new HttpError("likePost", 500, "boom") },
      { type: "xstate.error.actor.likePost", error: new HttpError("likePost", 404, "게시글을 찾을 수 없어요.") },
      { type: "user.changeComment", value: "안녕" },
      { type: "user.changeComment", value: " " },
      { type: "user.replyTo", commentId: 11 },
      { type: "user.cancelReply" },
      { type: "user.submitComment" },
      { type: "xstate.done.actor.writeComment", output: { id: 12, nickname: "나", profileImageUrl: null, createdAt: new Date() } },
      { type: "xstate.error.actor.writeComment", error: new HttpError("writeComment", 400, "body.commentsid: gone") },
      { type: "xstate.error.actor.writeComment", error: new HttpError("writeComment", 500, "boom") },
      { type: "xstate.error.actor.writeComment", error: new HttpError("writeComment", 404, "게시글을 찾을 수 없어요.") },
      { type: "xstate.done.actor.reloadPost", output: POST },
      { type: "xstate.error.actor.reloadPost", error: new HttpError("post", 500, "boom") },
      { type: "user.dismissAlert" }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        blank: s.context.draft.trim() === "",
        reply: s.context.replyTo !== null,
        alert: s.context.alert !== null,
        deleting: s.context.deleting !== null,
        wantsOtherLike: s.context.likeSent !== null && s.context.post?.isLiked !== s.context.likeSent
      })
  },
  {
    start(input, inspect) {
      const w = createPostDetailWorld({ inspect })
      void input
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          switch (e.type) {
            case "xstate.done.actor.loadPost":
            case "xstate.done.actor.reloadPost":
              return w.server.next("post").respond(e.output)
            case "xstate.error.actor.loadPost":
            case "xstate.error.actor.reloadPost":
            case "xstate.error.actor.reloadAfterDelete":
              return w.server.next("post").fail(e.error!.status)
            case "xstate.done.actor.reloadAfterDelete":
              return w.server.next("post").respond(e.output)
            case "xstate.done.actor.deletePost":
              return w.server.next("deletePost").respond(undefined)
            case "xstate.error.actor.deletePost":
              return w.server.next("deletePost").fail(e.error!.status)
            case "xstate.done.actor.deleteComment":
              return w.server.next("deleteComment").respond(undefined)
            case "xstate.error.actor.deleteComment":
              return w.server.next("deleteComment").fail(e.error!.status)
            case "xstate.done.actor.likePost":
              return w.server.next("likePost").respond(e.output)
            case "xstate.error.actor.likePost":
              return w.server.next("likePost").fail(e.error!.status, e.error!.message)
            case "xstate.done.actor.writeComment":
              return w.server.next("writeComment").respond(e.output)
            case "xstate.error.actor.writeComment":
              return w.server.next("writeComment").fail(e.error!.status, e.error!.message)
            default:
              return w.actor.send(event)
          }
        }
      }
    }
  }
)
