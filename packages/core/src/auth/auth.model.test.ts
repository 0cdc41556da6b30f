/** Model-based test of the auth machine over a real token store and memory storage. */
import { createTokenStore } from "../api/tokens.ts"
import { memoryStorage } from "../ports.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { createAuthActor } from "./auth.actors.ts"
import { authMachine, isPublicPath } from "./auth.machine.ts"
import { unsignedToken } from "./auth.testkit.ts"
import type { AuthEvent, AuthInput } from "./auth.types.ts"

/** A token the server marked as issued before registration (`"registered": false`). */
const unregistered = unsignedToken({ sub: "1", registered: false })

const route = (url: string): AuthEvent => {
  const [path, search = ""] = url.split("?")
  return { type: "route.changed", path: path!, search: search ? `?${search}` : "" }
}

modelSuite(
  "auth",
  {
    machine: authMachine,
    inputs: [
      { hasToken: false, registered: true, redirectPath: null },
      { hasToken: true, registered: true, redirectPath: "/walk" },
      { hasToken: true, registered: false, redirectPath: null }
    ] satisfies AuthInput[],
    describeInput: (input) => (input.hasToken ? (input.registered ? "token stored" : "unregistered token stored") : "visitor"),
    events: () => [
      route("/"),
      route("/walk"),
      route("/login"),
      route("/auth/success?accessToken=t1"),
      route("/auth/success"),
      route("/auth/register?accessToken=t1"),
      route("/auth/register"),
      route(`/auth/register?accessToken=${unregistered}`),
      { type: "token.changed", token: "t2" },
      { type: "token.changed", token: unregistered },
      { type: "token.changed", token: null }
    ],
    serialize: (s) =>
      JSON.stringify({ value: s.value, public: isPublicPath(s.context.path), redirect: s.context.redirectPath !== null, registered: s.context.registered })
  },
  {
    start(input, inspect) {
      const storage = memoryStorage(input.redirectPath ? { "mungwalk.redirectPath": input.redirectPath } : {})
      const tokens = createTokenStore(storage)
      if (input.hasToken) tokens.set(input.registered ? "t0" : unregistered)
      const actor = createAuthActor({ tokens, storage, navigate: () => {} }, { inspect }).start()
      return {
        actor,
        perform(event) {
          if (event.type === "token.changed") return event.token === null ? tokens.clear() : tokens.set(event.token)
          actor.send(event)
        }
      }
    }
  }
)
