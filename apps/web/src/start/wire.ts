/**
 * The first step of the app's start (`boot.tsx`): the core's endpoint table, and with it every
 * wire schema and the Effect `Schema` code they are built with. Evaluating them is a task of its
 * own, so the start blocks the page in shorter pieces (issue 10's TBT).
 */
import "@mungwalk/core/api"
