import type { ReactElement } from "react"
import { AuthSuccessView } from "./AuthSuccessView.tsx"

/**
 * `/auth/success`: the auth machine stores the query's token and goes back to the remembered
 * path (or `/`) as soon as the route is reported; this only shows a moment of progress.
 */
export const AuthSuccessScreen = (): ReactElement => <AuthSuccessView />
