/**
 * The app's start, loaded by `main.tsx` once the page has painted. It is cut into tasks so that no
 * step blocks the page for long: the core's session and machines with xstate (`start/session.ts`);
 * for a member only (a token is stored), Effect (`start/effect.ts`), then the wire schemas
 * (`start/wire.ts`) and a first encode and decode that readies them while no answer waits
 * (`warmCodecs`) — a visitor's screen calls nothing, so for a visitor they load with the first
 * call instead (the API client imports them then) —; React's runtime (`start/react.ts`); the
 * services' module, building the services (an actor or two per task: `createAppServicesSteps`),
 * then the renderer and the app's shell (`render.tsx`), then the first render, then — once the
 * first screen has settled (`platform/screenSettled.ts`) — the notifications (unread flag and live
 * stream). Each module step is a dynamic import whose file imports no later step's (`vite.config.ts`'s
 * chunk groups), and every page preloads them for a member (`vite/prerender.ts`): the steps add no
 * round trip one after the other, only the evaluation is spread over tasks. This module imports
 * nothing statically (the theme's class is set by `render.tsx`, the service worker's registration
 * comes with the services).
 */
/** Ends the current task so the browser can paint and handle input before the next step of the start. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** The longest the notifications wait for the first screen to settle (a picture that never finishes loading). */
const SETTLE_LIMIT_MS = 3000

/**
 * How long after the screen has settled the notifications start: a picture is decoded and shown
 * a frame or more after it has loaded — several on a slow phone — and the calls keep clear of that.
 */
const AFTER_SETTLED_MS = 1000

/** A token is stored (the core's `TOKEN_STORAGE_KEY`; this module imports nothing): a member's screen calls the API at once. */
const member = ((): boolean => {
  try {
    return localStorage.getItem("accessToken") !== null
  } catch {
    return false
  }
})()

await import("./start/session.ts")
await nextTask()
if (member) {
  await import("./start/effect.ts")
  await nextTask()
  const { loadRequestModule, warmCodecs } = await import("./start/wire.ts")
  // Fetched while the start goes on: the first call then finds it loaded.
  Promise.resolve(loadRequestModule()).catch(() => {})
  await nextTask()
  warmCodecs()
  await nextTask()
}
await import("./start/react.ts")
await nextTask()
const { createAppServicesSteps, runStepsApart, registerServiceWorker } = await import("./app/services.tsx")
await nextTask()
const services = await runStepsApart(createAppServicesSteps(), nextTask)
await nextTask()
const { renderApp } = await import("./render.tsx")
await nextTask()
await renderApp(document.getElementById("root")!, services)
// The unread flag and the live stream are the least urgent part of the start: their two calls and
// the stream wait until the screen's own calls are answered and its first pictures are in, rather
// than share a slow phone's network and main thread with them. The unread dot shows a moment later.
await services.screenSettled(SETTLE_LIMIT_MS)
await new Promise((resolve) => setTimeout(resolve, AFTER_SETTLED_MS))
services.notifications.start()

registerServiceWorker(services.connectivity)

export {}
