/**
 * A real server for tests: the app from `boot`, a fresh database (in-memory PGlite, or a new
 * database in the throwaway PostgreSQL cluster for the `server-postgres` project), a temp DATA_DIR,
 * and the core's API client talking to it through `app.request` (a real `fetch` transport).
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { randomUUID } from "node:crypto"
import { inject } from "vitest"
import { createApiClient, createTokenStore, type ApiClient } from "@mungwalk/core/api"
import { memoryStorage } from "@mungwalk/core/ports"
import { eq } from "drizzle-orm"
import { loadConfig, type Config } from "../../src/config.ts"
import { members } from "../../src/db/schema.ts"
import { openDatabase, type Database } from "../../src/db/client.ts"
import type { PayProvider } from "../../src/providers/pay.ts"
import { boot, type Booted } from "../../src/server.ts"
import { setLogLevel } from "../../src/http/log.ts"
import { createDatabaseIn } from "../setup/postgres.global.ts"

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789"

export const testDatabaseKind = (): "pglite" | "postgres" => (process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite")

/** A new, empty database in the throwaway PostgreSQL cluster (`server-postgres` project); its URL. */
export const createEmptyPostgresDatabase = (): Promise<string> => createDatabaseIn(inject("pgAdminUrl"), `t_${randomUUID().replace(/-/g, "")}`)

/** A fresh, migrated database of the project's kind. */
export const createTestDatabase = async (): Promise<Database & { url?: string }> => {
  if (testDatabaseKind() === "pglite") return openDatabase({})
  const url = await createEmptyPostgresDatabase()
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 })
  return { ...database, url }
}

/**
 * The environment of the server run as a process (`startServerProcess`) over `dataDir`, and
 * PostgreSQL at `databaseUrl` when given: the tests' secret, the dev sign-in, no demo, no web
 * build, no rate limit, errors only in the log.
 */
export const serverProcessEnv = (dataDir: string, databaseUrl: string | undefined): Record<string, string> => ({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  AUTH_SECRET: TEST_AUTH_SECRET,
  DEV_LOGIN: "1",
  DEMO: "0",
  WEB_DIST: "",
  RATE_LIMIT: "0",
  LOG_LEVEL: "error"
})

export interface TestServer extends Booted {
  readonly config: Config
  /** Sends a request to the app (path relative to its origin). */
  request(path: string, init?: RequestInit): Promise<Response>
  /** An API client with its own token store. */
  client(token?: string | null): ApiClient
  /** Signs in through the development sign-in; returns the token. */
  devLogin(name: string, options?: { readonly register?: boolean }): Promise<{ token: string; registered: boolean }>
  close(): Promise<void>
}

export const createTestServer = async (
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: { pay?: PayProvider } = {}
): Promise<TestServer> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-test-"))
  const database = await createTestDatabase()
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DEMO: "0",
      DEV_LOGIN: "1",
      WEB_DIST: "",
      ...env,
      ...(database.url ? { DATABASE_URL: database.url } : {})
    },
    overrides
  )
  // Access-log lines for every test request would bury the test output: warnings and errors only.
  setLogLevel(env.LOG_LEVEL ? config.logLevel : "warn")
  // No pay provider unless the test passes one: the sandbox's loopback origin is not served here.
  const booted = await boot(config, { database, pay: options.pay ?? null })
  const origin = "http://mungwalk.test"
  const request = (p: string, init?: RequestInit) => Promise.resolve(booted.app.request(new URL(p, origin).toString(), init))
  const client = (token: string | null = null) =>
    createApiClient({
      baseUrl: origin,
      fetch: (url, init) => Promise.resolve(booted.app.request(url, init)),
      tokens: createTokenStore(memoryStorage(token ? { accessToken: token } : {}))
    })
  return {
    ...booted,
    config,
    request,
    client,
    /** `register: true` marks the member registered (with an empty profile): the server refuses writes before that. */
    async devLogin(name, options = {}) {
      const res = await request(`/api/auth/dev?name=${encodeURIComponent(name)}`, { redirect: "manual" })
      const location = res.headers.get("location") ?? ""
      const url = new URL(location, origin)
      const token = url.searchParams.get("accessToken")
      if (!token) throw new Error(`dev sign-in did not redirect with a token (status ${res.status}, location ${location})`)
      if (options.register) {
        const verified = await booted.deps.tokens.verify(token)
        await booted.database.db.update(members).set({ registeredAt: new Date() }).where(eq(members.id, verified!.memberId))
        return { token, registered: true }
      }
      return { token, registered: url.pathname === "/auth/success" }
    },
    async close() {
      await booted.deps.notifications.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
