/**
 * A step of a member's start (`boot.tsx`): Effect's own modules (the `effect` chunk group in
 * `vite.config.ts`), evaluated in a task of their own before the wire schemas built with them.
 *
 * Its only code is a re-export of one function the API's codec uses: the dynamic import's chunk is
 * the `effect` group's file (a namespace re-export would keep every export of `Schema`).
 */
export { decodeUnknownExit } from "effect/Schema"
