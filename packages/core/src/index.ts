/** @mungwalk/core — the headless core of MungWalk. See CONTEXT.md. */
export * from "./schema/index.ts"
export * from "./api/index.ts"
export * from "./ports.ts"
export * from "./domain/index.ts"
