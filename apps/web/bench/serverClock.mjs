/**
 * The on-walk bench's server clock (`onWalk.ts`, issue 33): loaded into the server process before
 * its own code (`node --import`), it makes the server's `Date` run `BENCH_CLOCK_RATE` times as fast
 * as the real one once the process gets `SIGUSR2` (`Date.now()` and `new Date()` with no argument;
 * everything else is the real `Date`). Until then it is the real clock: the bench prepares its
 * members (a past walk stamped by the bench's own clock, `prepareMember`) first.
 *
 * Why: the bench hands the page a 2-hour walk's fixes one second apart on the page's clock, within
 * minutes of real time, and the server takes route points only up to its own now (plus its
 * 2-minute clock skew). A window of the bench lasts at least one animation frame (~16.7 ms), so the
 * page's walk clock runs at most ~60× real time; the server's, at the bench's rate (120), is
 * always ahead, and the app's start call measures the difference (the walk's `clockOffset`) as it
 * does a phone's. Bench only: nothing else loads this file.
 */
const rate = Number(process.env.BENCH_CLOCK_RATE ?? "1")
if (!(rate >= 1)) throw new Error(`BENCH_CLOCK_RATE must be a number ≥ 1, not ${process.env.BENCH_CLOCK_RATE}`)
const RealDate = globalThis.Date
const realNow = RealDate.now.bind(RealDate)
/** Real time when the fast clock started (null: not yet, the real clock). */
let origin = null
const now = () => (origin === null ? realNow() : Math.floor(origin + (realNow() - origin) * rate))
process.on("SIGUSR2", () => {
  origin ??= realNow()
})

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver))
})
