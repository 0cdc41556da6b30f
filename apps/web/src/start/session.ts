/**
 * The second step of the app's start (`boot.tsx`): the core's session — the API client, the auth,
 * walk and connectivity machines and xstate itself — evaluated in a task of its own (the wire
 * schemas it uses were evaluated in the step before, `wire.ts`).
 *
 * A bare import: the core declares no side effects, so this module's own code is empty; the
 * bundler gives the dynamic import its own chunk with what the session imports.
 */
import "@mungwalk/core/session"
