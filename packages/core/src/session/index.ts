/**
 * The client session: `createSession(ports)` gives the token store, the API client, the auth and
 * walk actors (started) and `routeChanged(path, search)` to call on every navigation;
 * `sessionSteps(ports)` is the same work as steps, for a client that starts in short tasks
 * (`runStepsApart(steps, nextTask)`).
 */
export { createSession, runSteps, runStepsApart, sessionSteps } from "./session.ts"
export type { AuthActor, ConnectivityActor, Session, SessionPorts, WalkActor } from "./session.ts"
