/**
 * The first step of the app's start (`boot.tsx`): the core's endpoint table, and with it every
 * wire schema and the Effect `Schema` code they are built with. Evaluating them is a task of its
 * own, so the start blocks the page in shorter pieces (issue 10's TBT). The next task readies the
 * codecs (`warmCodecs`), before the first call.
 *
 * `loadRequestModule` is asked for at once too: the API client's first call imports its request
 * module (a file of its own, since a visitor's page loads it only then), and a member's first call
 * should not wait for that file's round trip.
 *
 * Its only code is that re-export: the bundler gives the dynamic import its own chunk with what
 * the core's API imports (less what is shared with later steps).
 */
export { loadRequestModule, warmCodecs } from "@mungwalk/core/api"
