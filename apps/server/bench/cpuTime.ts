/**
 * CPU time of processes, read from Linux's `/proc` — what a run cost, which unlike wall-clock
 * latency does not move when other work shares the machine's cores. Elsewhere (no `/proc`) every
 * reading is `NaN` and the benchmarks print "–".
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

let ticksPerSecond: number | undefined
const clockTicks = (): number => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

interface ProcStat {
  readonly ppid: number
  /** utime + stime, in clock ticks. */
  readonly own: number
  /** cutime + cstime: children that have exited and been waited for. */
  readonly reaped: number
}

const readStat = (pid: number | string): ProcStat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8")
    // The command name (field 2) may hold spaces and parentheses: fields after the last ")".
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ")
    // f[0] is field 3 (state): ppid is field 4, utime..cstime fields 14–17.
    return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) }
  } catch {
    return undefined
  }
}

/** CPU milliseconds used so far by one process (all its threads). */
export const processCpuMs = (pid: number): number => {
  const stat = readStat(pid)
  return stat === undefined ? NaN : (stat.own * 1000) / clockTicks()
}

/**
 * CPU milliseconds used so far by a process's main thread alone (a Node.js process's JavaScript
 * thread; its worker threads and libuv's pool are other tasks of it).
 */
export const mainThreadCpuMs = (pid: number): number => {
  const stat = readStat(`${pid}/task/${pid}`)
  return stat === undefined ? NaN : (stat.own * 1000) / clockTicks()
}

/**
 * CPU milliseconds used so far by a process and its children, living or exited (a PostgreSQL
 * server: the postmaster and its backends). Differences of two readings are what happened between them.
 */
export const processTreeCpuMs = (pid: number): number => {
  const root = readStat(pid)
  if (root === undefined) return NaN
  let ticks = root.own + root.reaped
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat?.ppid === pid) ticks += stat.own + stat.reaped
  }
  return (ticks * 1000) / clockTicks()
}

/** The PostgreSQL server process of a cluster's data directory. */
export const postmasterPid = (dataDir: string): number => {
  try {
    return Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0])
  } catch {
    return NaN
  }
}
