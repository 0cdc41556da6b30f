import type { ReactElement } from "react"
import { useSearch } from "wouter"
import { signInErrorMessage } from "@mungwalk/core/auth"
import type { AuthProviders } from "@mungwalk/core"
import { authProvidersMachine, connectLoadable } from "@mungwalk/core/resource"
import { NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { LoginView } from "./LoginView.tsx"

/**
 * `/login`: loads the configured sign-in methods, and says why the server sent the browser back
 * (`?error=`). (A signed-in member is sent home by the auth machine.)
 */
export const LoginScreen = (): ReactElement => (
  <LoginView
    providers={useConnected(({ api }) => authProvidersMachine(api), NO_INPUT, connectLoadable<AuthProviders>)}
    signInError={signInErrorMessage(useSearch())}
  />
)
