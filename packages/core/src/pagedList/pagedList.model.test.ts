/**
 * Model-based test of the paged list: paths generated over the real machine, replayed against
 * the real machine and API client over a fake server, with a simulated clock for the debounce.
 * Three inputs: the post list (pages of 3 here, end on a short page), a shop list (from page 1,
 * end on a page of 1 or fewer items, 1000 px / 1000 ms), and a shop list that re-reads unsettled
 * items (here: posts whose contents say "확인 중"; the order list's PAYING and REFUNDING lines).
 */
import { HttpError } from "../api/errors.ts"
import type { Post } from "../schema/community.ts"
import { fireDelayed, settle } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { pagedListMachine } from "./pagedList.machine.ts"
import { postListInput, shopListInput } from "./pagedList.presets.ts"
import { post, posts, postsWorld } from "./pagedList.testkit.ts"
import type { PagedListInput } from "./pagedList.types.ts"

const byId = (p: Post) => p.postId
const postInput: PagedListInput<Post> = { ...postListInput(byId), pageSize: 3 }
const shopInput: PagedListInput<Post> = shopListInput(byId)
const UNSETTLED = "확인 중"
const isUnsettled = (p: Post) => p.contents === UNSETTLED
const recheckInput: PagedListInput<Post> = { ...shopInput, recheck: { isUnsettled, everyMs: 5000, times: 2 } }
const unsettled = (postId: number): Post => ({ ...post(postId), contents: UNSETTLED })

const done = (output: ReadonlyArray<Post>) => ({ type: "xstate.done.actor.loadPage", output })
const rechecked = (output: ReadonlyArray<Post>) => ({ type: "xstate.done.actor.recheck", output })

modelSuite(
  "pagedList",
  {
    machine: pagedListMachine,
    inputs: [postInput, shopInput, recheckInput] as ReadonlyArray<PagedListInput<unknown>>,
    describeInput: (i) => (i.recheck ? "shop, rechecking" : i.end === "oneOrFewer" ? "shop" : "posts"),
    events: (s) => [
      // A full page, a page that ends the list (short / one item), and an empty page.
      ...(s.context.config.recheck
        ? [
            done([unsettled(1), post(2)]),
            done([unsettled(9)]),
            // The re-read finds the items settled, or finds nothing; an item becomes unsettled again.
            rechecked([post(1), post(9)]),
            rechecked([]),
            { type: "xstate.error.actor.recheck", error: new HttpError("posts", 500, "boom") },
            { type: "item.updated", item: unsettled(1) }
          ]
        : s.context.config.end === "oneOrFewer"
          ? [done(posts(1, 2)), done([post(9)])]
          : [done(posts(1, 3)), done(posts(4, 2))]),
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
        error: s.context.error !== null,
        unsettled: s.context.items.filter((i) => isUnsettled(i as Post)).length,
        rechecksLeft: s.context.rechecksLeft
      })
  },
  {
    start(input, inspect) {
      const w = postsWorld(input as PagedListInput<Post>, inspect)
      w.server.on("posts", () => undefined)
      w.actor.start()
      return {
        actor: w.actor,
        async perform(event) {
          const e = event as { type: string; output?: ReadonlyArray<Post> }
          if (e.type === "xstate.done.actor.loadPage") return w.server.next("posts").respond(e.output as Post[])
          if (e.type === "xstate.done.actor.recheck") {
            // The first page holds what the re-read finds; any later page it reads holds nothing wanted.
            w.server.next("posts").respond(e.output as Post[])
            for (await settle(); w.server.pending("posts").length > 0; await settle()) w.server.next("posts").respond([])
            return
          }
          if (e.type === "xstate.error.actor.recheck") return w.server.next("posts").fail(500, "boom")
          if (e.type === "xstate.error.actor.loadPage") return w.server.next("posts").fail(500, "boom")
          if (e.type.startsWith("xstate.after.")) return fireDelayed(w.actor, w.clock, e.type)
          w.actor.send(event)
        }
      }
    }
  }
)
