/**
 * Model-based test of the paged list: paths generated over the real machine, replayed against
 * the real machine and API client over a fake server, with a simulated clock for the debounce.
 * Two inputs: the post list (pages of 3 here, end on a short page) and a shop list (from page 1,
 * end on a page of 1 or fewer items, 1000 px / 1000 ms).
 */
import { HttpError } from "../api/errors.ts"
import type { Post } from "../schema/community.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { pagedListMachine } from "./pagedList.machine.ts"
import { postListInput, shopListInput } from "./pagedList.presets.ts"
import { post, posts, postsWorld } from "./pagedList.testkit.ts"
import type { PagedListInput } from "./pagedList.types.ts"

const byId = (p: Post) => p.postId
const postInput: PagedListInput<Post> = { ...postListInput(byId), pageSize: 3 }
const shopInput: PagedListInput<Post> = shopListInput(byId)

const done = (output: ReadonlyArray<Post>) => ({ type: "xstate.done.actor.loadPage", output })

modelSuite(
  "pagedList",
  {
    machine: pagedListMachine,
    inputs: [postInput as PagedListInput<unknown>, shopInput as PagedListInput<unknown>],
    describeInput: (i) => (i.end === "oneOrFewer" ? "shop" : "posts"),
    events: (s) => [
      // A full page, a page that ends the list (short / one item), and an empty page.
      ...(s.context.config.end === "oneOrFewer" ? [done(posts(1, 2)), done([post(9)])] : [done(posts(1, 3)), done(posts(4, 2))]),
      done([]),
      { type: "xstate.error.actor.loadPage", error: new HttpError("posts", 500, "boom") },
      { type: "user.scrolled", distanceFromBottom: 0 },
      { type: "user.scrolled", distanceFromBottom: 5000 },
      { type: "item.updated", item: { ...post(1), isLiked: true } }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        items: s.context.items.length > 0,
        near: s.context.distanceFromBottom <= s.context.config.thresholdPx,
        error: s.context.error !== null
      })
  },
  {
    start(input, inspect) {
      const w = postsWorld(input as PagedListInput<Post>, inspect)
      w.server.on("posts", () => undefined)
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: ReadonlyArray<Post> }
          if (e.type === "xstate.done.actor.loadPage") return w.server.next("posts").respond(e.output as Post[])
          if (e.type === "xstate.error.actor.loadPage") return w.server.next("posts").fail(500, "boom")
          if (e.type.startsWith("xstate.after.")) return fireDelayed(w.actor, w.clock, e.type)
          w.actor.send(event)
        }
      }
    }
  }
)
