/**
 * The database: embedded PGlite in `DATA_DIR` by default, PostgreSQL through `pg` when
 * `DATABASE_URL` is set. Both get the same Drizzle schema, migrations and queries.
 */
import { mkdir } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import pg from "pg"
import { lockDataDir } from "./dataDirLock.ts"
import * as schema from "./schema.ts"

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: services accept either. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db

export type DatabaseKind = "pglite" | "postgres"

export interface Database {
  readonly db: Db
  readonly kind: DatabaseKind
  close(): Promise<void>
}

/** Where the generated SQL migrations live (next to the sources and next to the bundle). */
export const migrationsFolder = (): string => {
  const here = path.dirname(fileURLToPath(import.meta.url))
  // src/db/client.ts -> ../../drizzle ; dist/main.mjs -> ../drizzle
  return path.basename(here) === "db" ? path.resolve(here, "../../drizzle") : path.resolve(here, "../drizzle")
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  readonly databaseUrl?: string | undefined
  /** PGlite data directory; `undefined` means in memory. */
  readonly pgliteDir?: string | undefined
  readonly poolSize?: number
}

/**
 * PGlite runs every statement on this thread, one at a time, and hands the database from one
 * caller to the next in a promise callback. Under load, that makes one long run of microtasks
 * out of every queued statement and transaction: sockets are not read and timers do not fire
 * until the whole queue has drained, so requests that need I/O between their statements (reading
 * the body after authenticating) wait for queue after queue while others go round many times —
 * with 200 walkers some updates waited a minute while the median was 0.4 s. Here callers queue
 * first in arrival order, and each turn starts after a macrotask (`setImmediate`), so the event
 * loop does its I/O between two turns. Transactions and statements outside them share the queue.
 */
const takingTurnsWithIo = (client: PGlite): PGlite => {
  let last: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work)
    last = turn.catch(() => undefined)
    return turn
  }
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "query") return (...args: Parameters<PGlite["query"]>) => inTurn(() => target.query(...args))
      if (prop === "transaction") return (...args: Parameters<PGlite["transaction"]>) => inTurn(() => target.transaction(...args))
      const value = Reflect.get(target, prop, receiver)
      return typeof value === "function" ? value.bind(target) : value
    }
  })
}

/** Opens the database and applies pending migrations (under an advisory lock on PostgreSQL, so instances can start together). */
export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  const folder = migrationsFolder()
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const lockClient = await pool.connect()
    try {
      await lockClient.query("select pg_advisory_lock(727274)")
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: folder })
    } finally {
      await lockClient.query("select pg_advisory_unlock(727274)").catch(() => undefined)
      lockClient.release()
    }
    return { db, kind: "postgres", close: () => pool.end() }
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true })
  // One server per data directory (`dataDirLock.ts`): taken before PGlite touches a file.
  const release = options.pgliteDir ? await lockDataDir(options.pgliteDir) : async () => {}
  try {
    const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite()
    await client.waitReady
    const db = drizzlePglite(takingTurnsWithIo(client), { schema })
    await migratePglite(db, { migrationsFolder: folder })
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close().finally(release) }
  } catch (e) {
    await release()
    throw e
  }
}

/**
 * A hot statement written once as SQL text with `$n` parameters, run straight on the driver by
 * {@link runStatement}: no Drizzle query building per call, and on PostgreSQL a named prepared
 * statement, which each pooled connection parses and plans once. For the few statements run on
 * every request (authentication, the walk update's one-statement path); everything else uses Drizzle.
 */
export interface Statement {
  readonly name: string
  readonly text: string
}

/**
 * Runs a {@link Statement} outside any transaction on the database's own driver (the `pg` pool or
 * PGlite, which keeps its turns with the event loop) and answers its rows. Values are what the
 * driver takes (numbers, strings, arrays for `$n::float8[]`, null); rows come with the driver's
 * default parsing (json parsed, int4 and float8 as numbers): cast to those in the SQL.
 */
export const runStatement = async <Row>(db: Db, statement: Statement, values: ReadonlyArray<unknown>): Promise<Row[]> => {
  const client = (db as unknown as { readonly $client: pg.Pool | PGlite }).$client
  if (client instanceof pg.Pool) {
    return (await client.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: values as unknown[] })).rows
  }
  return (await client.query<Row>(statement.text, values as unknown[])).rows
}

/** A cheap query proving the connection works. */
export const ping = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`)
}
