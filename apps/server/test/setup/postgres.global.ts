/**
 * Starts a throwaway PostgreSQL cluster for the `server-postgres` project: initdb + pg_ctl on a
 * temp dir and a free port (as the `postgres` user when running as root). Each test file then
 * creates its own database in it (see helpers/app.ts). Never relies on a server left running.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import type { TestProject } from "vitest/node"
import { freePort } from "../helpers/serverProcess.ts"

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string
  }
}

export const findPgBin = (): string => {
  const fromEnv = process.env.PG_BIN
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv
  const base = "/usr/lib/postgresql"
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(base, versions[0], "bin")
  }
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim()
    if (existsSync(path.join(dir, "initdb"))) return dir
  } catch {
    // no pg_config
  }
  throw new Error("PostgreSQL server binaries not found: install them (apt-get install -y postgresql) or set PG_BIN")
}

/** `runuser` from util-linux; sbin directories are not always on a non-login PATH. */
const runuser = (): string => ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find((p) => existsSync(p)) ?? "runuser"

/** Runs a PostgreSQL binary; as root it runs as the `postgres` user (initdb refuses root). */
const runPg = (bin: string, args: string[]): void => {
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync(runuser(), ["-u", "postgres", "--", bin, ...args], { stdio: "pipe" })
  else execFileSync(bin, args, { stdio: "pipe" })
}

export interface Cluster {
  readonly url: string
  /** The cluster's data directory (its `postmaster.pid` names the server process, for the benchmarks' CPU accounting). */
  readonly dataDir: string
  stop(): void
}

export const startCluster = async (): Promise<Cluster> => {
  const bin = findPgBin()
  const dir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-pg-"))
  chmodSync(dir, 0o777)
  const dataDir = path.join(dir, "data")
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir])
  const port = await freePort()
  runPg(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"])
  runPg(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    "start"
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      try {
        runPg(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  }
}

/** Creates database `name` in the cluster (its admin URL ends in `/postgres`); answers its URL. */
export const createDatabaseIn = async (clusterUrl: string, name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return clusterUrl.replace(/\/postgres$/, `/${name}`)
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster()
  project.provide("pgAdminUrl", cluster.url)
  return () => cluster.stop()
}
