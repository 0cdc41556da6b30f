/**
 * The first step of the app's start (`boot.tsx`): the core's endpoint table, and with it every
 * wire schema and the Effect `Schema` code they are built with. Evaluating them is a task of its
 * own, so the start blocks the page in shorter pieces (issue 10's TBT). The next task readies the
 * codecs (`warmCodecs`), before the first call.
 *
 * Its only code is that re-export: the bundler gives the dynamic import its own chunk with what
 * the core's API imports (less what is shared with later steps).
 */
export { warmCodecs } from "@mungwalk/core/api"
