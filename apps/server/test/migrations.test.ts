/**
 * Incremental migrations on a database that already holds data: 0002 rewrites stored genders
 * from the wire spellings (member f / m, pet Female / Male) to domain values before its checks.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import pg from "pg"
import { afterEach, describe, expect, it } from "vitest"
import { migrationsFolder } from "../src/db/client.ts"
import { createEmptyPostgresDatabase, testDatabaseKind } from "./helpers/app.ts"

interface RawDb {
  /** Applies the migrations of `folder`. */
  migrate(folder: string): Promise<void>
  query<T>(text: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

const openRaw = async (): Promise<RawDb> => {
  if (testDatabaseKind() === "pglite") {
    const client = new PGlite()
    await client.waitReady
    const db = drizzlePglite(client)
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      close: () => client.close()
    }
  }
  const pool = new pg.Pool({ connectionString: await createEmptyPostgresDatabase(), max: 2 })
  const db = drizzlePg(pool)
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: () => pool.end()
  }
}

/** A copy of the migrations folder whose journal stops after the first `count` migrations. */
const firstMigrations = (count: number): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-migrations-"))
  cpSync(migrationsFolder(), dir, { recursive: true })
  const journalPath = path.join(dir, "meta", "_journal.json")
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] }
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }))
  return dir
}

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

describe("migration 0002: genders stored as domain values", () => {
  it("rewrites existing members' and pets' genders and then refuses the old spellings", async () => {
    const raw = await openRaw()
    cleanups.push(() => raw.close())
    const before = firstMigrations(1)
    cleanups.push(() => rmSync(before, { recursive: true, force: true }))
    await raw.migrate(before)

    const [breed] = await raw.query<{ id: number }>(`insert into breeds (name, name_en) values ('말티즈', 'Maltese') returning id`)
    const ids: number[] = []
    for (const [i, gender] of (["f", "m", null] as const).entries()) {
      const [m] = await raw.query<{ id: number }>(`insert into members (provider, subject, gender) values ('dev', $1, $2) returning id`, [`old-${i}`, gender])
      ids.push(m!.id)
    }
    for (const gender of ["Female", "Male"]) {
      await raw.query(
        `insert into pets (member_id, breed_id, name, date_of_birth, gender, weight, neutering) values ($1, $2, $3, '2020-01-01', $4, 3.5, true)`,
        [ids[0], breed!.id, `dog-${gender}`, gender]
      )
    }

    await raw.migrate(migrationsFolder())

    const members = await raw.query<{ subject: string; gender: string | null }>(`select subject, gender from members order by id`)
    expect(members).toEqual([
      { subject: "old-0", gender: "female" },
      { subject: "old-1", gender: "male" },
      { subject: "old-2", gender: null }
    ])
    const pets = await raw.query<{ name: string; gender: string }>(`select name, gender from pets order by id`)
    expect(pets).toEqual([
      { name: "dog-Female", gender: "female" },
      { name: "dog-Male", gender: "male" }
    ])

    await expect(raw.query(`update members set gender = 'f' where id = $1`, [ids[0]])).rejects.toThrow(/members_gender_valid/)
    await expect(raw.query(`update pets set gender = 'Male'`)).rejects.toThrow(/pets_gender_valid/)
  })
})
