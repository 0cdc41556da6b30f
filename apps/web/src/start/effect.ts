/**
 * The first step of the app's start (`boot.tsx`): Effect's runtime (fibers, `Effect`, `Cause`,
 * `Exit`, equality and hashing), which the wire schemas are built on. Evaluated in a task of its
 * own, so that evaluating Effect and the schemas is two shorter tasks rather than one long one (on
 * a 4× slower phone CPU, ~130 ms in one piece; issue 10's TBT).
 *
 * A bare import: Effect declares no side effects, so this module's own code is empty. What it
 * brings is its step's chunk, which `build/startChunks.ts` fills with the modules `effect/Effect`
 * imports; the core's schemas (`wire.ts`) take them from there.
 */
import "effect/Effect"
