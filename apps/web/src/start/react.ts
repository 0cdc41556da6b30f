/**
 * A step of the app's start (`boot.tsx`): React's runtime — react, react-dom's client, the
 * scheduler, wouter and `@xstate/react` (the `react` chunk group in `vite.config.ts`) — evaluated in
 * a task of its own, before the services' module that imports it.
 *
 * Its only code is that re-export: the dynamic import's chunk is the `react` group's file.
 */
export { createRoot } from "react-dom/client"
