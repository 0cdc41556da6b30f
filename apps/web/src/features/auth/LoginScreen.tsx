import type { ReactElement } from "react"
import type { AuthProviders } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { LoginView } from "./LoginView.tsx"

/** `/login`: loads the configured sign-in methods. (A signed-in member is sent home by the auth machine.) */
export const LoginScreen = (): ReactElement => {
  const { api } = useServices()
  const providers = useResource<AuthProviders>((_, signal) => api.call("authProviders", {}, { signal }), undefined, { isEmpty: () => false })
  return <LoginView providers={providers.data} failed={providers.isError} onRetry={providers.retry} />
}
