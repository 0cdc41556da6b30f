/** The auth machine's effects over its ports: `authMachine.provide(createAuthImplementations(ports))`. */
import { createActor, fromCallback, type EventObject, type InspectionEvent } from "xstate"
import { authMachine, isSafeRedirect } from "./auth.machine.ts"
import { tokenIsRegistered } from "./registration.ts"
import { REDIRECT_STORAGE_KEY, type AuthEvent, type AuthInput, type AuthPorts } from "./auth.types.ts"

export const createAuthImplementations = ({ tokens, storage, navigate }: AuthPorts) => ({
  actors: {
    tokenWatch: fromCallback<EventObject>(({ sendBack }) => tokens.subscribe((token) => sendBack({ type: "token.changed", token } satisfies AuthEvent)))
  },
  actions: {
    storeToken: (_: unknown, params: { token: string }) => tokens.set(params.token),
    persistRedirect: (_: unknown, params: { path: string | null }) =>
      params.path === null ? storage.removeItem(REDIRECT_STORAGE_KEY) : storage.setItem(REDIRECT_STORAGE_KEY, params.path),
    navigate: (_: unknown, params: { path: string; replace?: boolean }) => navigate(params.path, params.replace ? { replace: true } : undefined)
  }
})

/** The machine's input from the ports: is a token stored, does it say registered, and a remembered redirect path. */
export const readAuthInput = ({ tokens, storage }: Pick<AuthPorts, "tokens" | "storage">): AuthInput => {
  const redirect = storage.getItem(REDIRECT_STORAGE_KEY)
  const token = tokens.get()
  return { hasToken: token !== null, registered: tokenIsRegistered(token), redirectPath: isSafeRedirect(redirect) ? redirect : null }
}

export const provideAuthMachine = (ports: AuthPorts) => authMachine.provide(createAuthImplementations(ports))

/** Creates (not starts) the app's auth actor. Send `route.changed` with the current location after starting it. */
export const createAuthActor = (ports: AuthPorts, options: { readonly inspect?: (event: InspectionEvent) => void } = {}) =>
  createActor(provideAuthMachine(ports), { input: readAuthInput(ports), ...(options.inspect ? { inspect: options.inspect } : {}) })
