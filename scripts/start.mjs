// `npm start`: installs, builds and starts MungWalk — API and web app on one port (PORT, default 8080),
// embedded PostgreSQL (PGlite) in DATA_DIR (default ./data), demo data on first start.
import path from "node:path"
import { SERVER_NODE_FLAGS } from "../apps/server/nodeFlags.mjs"
import { installAndBuild, root, run } from "./lib.mjs"

await installAndBuild()
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" }
env.DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? "data")
// The embedded default is a local/demo setup: keep the development sign-in on unless told otherwise.
if (!env.DATABASE_URL && env.DEV_LOGIN === undefined) env.DEV_LOGIN = "1"
const code = await run(process.execPath, [...SERVER_NODE_FLAGS, "apps/server/dist/main.mjs"], { env })
process.exit(code)
