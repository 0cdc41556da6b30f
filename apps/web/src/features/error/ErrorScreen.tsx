import { Component, type ErrorInfo, type ReactElement, type ReactNode } from "react"
import { isChunkLoadError } from "../../app/lazyScreen.ts"
import { ErrorView } from "./ErrorView.tsx"

import { goBack } from "../../app/history.ts"

export { goBack }

/** The unknown-path page. */
export const NotFoundScreen = ({ navigate }: { navigate: (to: string) => void }): ReactElement => <ErrorView kind="notFound" onBack={() => goBack(navigate)} />

interface BoundaryProps {
  navigate: (to: string) => void
  children: ReactNode
}

/**
 * Catches what a screen throws while rendering — a chunk that failed to load (or timed out) or a
 * bug — and shows the error page instead of a blank app. The shell remounts it on navigation.
 */
export class ScreenErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Screen failed", error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    return <ErrorView kind={isChunkLoadError(error) ? "chunk" : "crash"} onBack={() => goBack(this.props.navigate)} onRetry={() => window.location.reload()} />
  }
}
