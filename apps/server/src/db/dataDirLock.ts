/**
 * One server per embedded database: PGlite keeps its files in `DATA_DIR` and has no lock of its
 * own, and two processes writing them (a second start by mistake, a supervisor starting the new
 * server before the old one has stopped) leave a database that no longer opens — every order,
 * point and walk with it. PostgreSQL's postmaster.pid does this job for a real server; this is the
 * same for PGlite: `<dir>.pid` beside the database's directory (`DATA_DIR/pglite.pid`; not inside
 * it, which PGlite's first start wants empty) holds the pid of the server using it.
 *
 * - Taken with an exclusive create before the database is opened; released when it closes.
 * - A file left by a process that is gone (a crash, `kill -9`) is stale and is taken over. On Linux
 *   a live pid must also be a Node process (`/proc/<pid>/cmdline`), so a pid reused by something
 *   else after a container restart does not keep the server out.
 * - The same directory opened twice in one process is refused as well.
 */
import { readFileSync } from "node:fs"
import { open, readFile, rm } from "node:fs/promises"
import path from "node:path"

/** The lock file of the database directory `dir`. */
export const lockFileOf = (dir: string): string => `${path.resolve(dir)}.pid`

/** Directories this process holds (a file naming this pid but not in here was left by an earlier process with the same pid). */
const held = new Set<string>()

const isServerProcess = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node")
  } catch {
    // No /proc (macOS): the pid is alive, which is all that can be told.
    return true
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number
  ) {
    super(
      `DATA_DIR ${dir} is in use by process ${pid} (another 멍멍워크 server): two servers on one embedded database would corrupt it. ` +
        "Stop that server first, or give this one another DATA_DIR (or DATABASE_URL for PostgreSQL, which several servers can share)."
    )
    this.name = "DataDirInUseError"
  }
}

/** Takes `dir` for this process (see the module's comment); answers the release. Throws `DataDirInUseError` when a live server holds it. */
export const lockDataDir = async (dir: string): Promise<() => Promise<void>> => {
  const key = path.resolve(dir)
  const file = lockFileOf(key)
  if (held.has(key)) throw new DataDirInUseError(key, process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, "wx")
      try {
        await handle.writeFile(`${process.pid}\n`)
      } finally {
        await handle.close()
      }
      held.add(key)
      return async () => {
        held.delete(key)
        // Only our own file: never one a later server wrote after taking a stale lock over.
        if ((await readFile(file, "utf8").catch(() => "")).trim() === String(process.pid)) await rm(file, { force: true })
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e
      const pid = Number.parseInt((await readFile(file, "utf8").catch(() => "")).trim(), 10)
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isServerProcess(pid)) throw new DataDirInUseError(key, pid)
      // Stale (its process is gone, or it is this pid from an earlier life): taken over.
      await rm(file, { force: true })
    }
  }
  throw new Error(`could not take ${file}: it keeps coming back (another server starting at the same moment?)`)
}
