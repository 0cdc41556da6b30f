/**
 * The second step of the app's start (`boot.tsx`): the core's session — the API client, the auth,
 * walk and connectivity machines and xstate itself — evaluated in a task of its own (the wire
 * schemas it uses were evaluated in the step before, `wire.ts`).
 */
import "@mungwalk/core/session"
