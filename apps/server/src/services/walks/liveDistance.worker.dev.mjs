// Runs liveDistance.worker.ts from source (tests, the bench, `pnpm dev`): the worker thread gets
// tsx's loader of its own. The built server starts dist/liveDistance.worker.mjs instead.
import { register } from "tsx/esm/api"

register()
await import("./liveDistance.worker.ts")
