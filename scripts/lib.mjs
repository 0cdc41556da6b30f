// Shared by the start, test and bench scripts: run pnpm whether or not it is installed globally.
import { spawn, spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import path from "node:path"

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

const hasGlobalPnpm = () => {
  const r = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: false })
  return r.status === 0 && /^10\./.test(r.stdout.trim())
}

/** `pnpm …` through a global pnpm 10 when there is one, otherwise `npx -y pnpm@10 …` (needs only Node and npm). */
export const pnpmCommand = () => (hasGlobalPnpm() ? ["pnpm", []] : ["npx", ["-y", "pnpm@10"]])

export const run = (cmd, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...options })
    child.on("error", reject)
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

export const pnpm = async (args, options) => {
  const [cmd, pre] = pnpmCommand()
  const code = await run(cmd, [...pre, ...args], options)
  if (code !== 0) throw new Error(`pnpm ${args.join(" ")} failed with exit code ${code}`)
}

/** Installs dependencies exactly as locked, then builds the web app and the server bundle; answers the web build's time in ms. */
export const installAndBuild = async () => {
  await pnpm(["install", "--frozen-lockfile"])
  const started = performance.now()
  await pnpm(["--filter", "@mungwalk/web", "build"])
  const webBuildMs = performance.now() - started
  await pnpm(["--filter", "@mungwalk/server", "build"])
  return { webBuildMs }
}
