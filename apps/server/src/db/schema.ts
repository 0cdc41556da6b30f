/**
 * The database schema (Drizzle), one file per area under `schema/`. Migrations in
 * `apps/server/drizzle/` are generated from this index with `pnpm --filter @mungwalk/server db:generate`
 * (incremental: a new numbered migration per change; never edit an applied one) and applied at
 * start-up on PGlite and PostgreSQL alike. A new area adds `schema/<area>.ts` and a line here.
 */
export * from "./schema/system.ts"
export * from "./schema/members.ts"
export * from "./schema/walks.ts"
export * from "./schema/ratelimit.ts"
export * from "./schema/community.ts"
export * from "./schema/quests.ts"
export * from "./schema/shop.ts"
export * from "./schema/submissions.ts"
