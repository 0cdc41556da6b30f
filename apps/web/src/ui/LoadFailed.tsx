import { createContext, useContext, useEffect, useRef, type ReactElement } from "react"
import { browserConnectivity } from "../platform/connectivity.ts"
import { Button } from "./Button.tsx"
import { Card } from "./Card.tsx"
import { Stack } from "./Stack.tsx"
import { Text } from "./Text.tsx"

export interface LoadFailedProps {
  /** What could not be loaded, e.g. `포인트 내역을 불러오지 못했어요.` (announced as an alert). */
  readonly message: string
  /** A page heading shown above the message when the page has nothing else to title it. */
  readonly title?: string
  readonly onRetry?: (() => void) | undefined
  readonly retryLabel?: string
}

/** Subscribes a listener to "the connection is back"; answers the unsubscribe. */
export type OnReconnected = (listener: () => void) => () => void

/**
 * Where "the connection is back" comes from: the app provides its connectivity actor's (the
 * device's network, or the server answering again after a failed call); without a provider
 * (stories) the window's `online` event.
 */
export const ReconnectedContext = createContext<OnReconnected>((listener) => browserConnectivity().subscribe((online) => (online ? listener() : undefined)))

/** Calls `onRetry` when the connection comes back (the offline banner said "연결되면 다시 불러올 수 있어요"). */
export const useRetryOnReconnect = (onRetry: (() => void) | undefined): void => {
  const retry = useRef(onRetry)
  retry.current = onRetry
  const onReconnected = useContext(ReconnectedContext)
  useEffect(() => onReconnected(() => retry.current?.()), [onReconnected])
}

/**
 * `useRetryOnReconnect` as an element, for a failed block drawn inline (where a hook cannot be
 * called): every "…불러오지 못했어요" with '다시 시도' tries again by itself when the connection returns.
 */
export const RetryOnReconnect = ({ onRetry }: { readonly onRetry: (() => void) | undefined }): null => {
  useRetryOnReconnect(onRetry)
  return null
}

/**
 * The card a screen shows when its data failed to load, with a retry button. The connection
 * coming back tries again by itself (the offline banner said "연결되면 다시 불러올 수 있어요").
 */
export const LoadFailed = ({ message, title, onRetry, retryLabel = "다시 시도" }: LoadFailedProps): ReactElement => {
  useRetryOnReconnect(onRetry)
  return (
    <Card>
      <Stack gap="3" align="center">
        {title ? (
          <Text as="h1" size="lg" weight="bold">
            {title}
          </Text>
        ) : null}
        <Text tone="muted" role="alert">
          {message}
        </Text>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </Stack>
    </Card>
  )
}
