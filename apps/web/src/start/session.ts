/**
 * A step of the app's start (`boot.tsx`): the core's session — the API client, the auth, walk and
 * connectivity machines and xstate itself — evaluated in a task of its own.
 *
 * Its only code is that re-export (a bare import of a module without side effects would leave the
 * chunk empty): the bundler gives the dynamic import its own chunk with what the session imports.
 */
export { sessionSteps } from "@mungwalk/core/session"
