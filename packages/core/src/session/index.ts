/**
 * The client session: `createSession(ports)` gives the token store, the API client, the auth and
 * walk actors (started) and `routeChanged(path, search)` to call on every navigation.
 */
export { createSession } from "./session.ts"
export type { AuthActor, ConnectivityActor, Session, SessionPorts, WalkActor } from "./session.ts"
