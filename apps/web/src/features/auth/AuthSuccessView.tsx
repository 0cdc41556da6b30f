import type { ReactElement } from "react"
import { Spinner, Stack, Text } from "../../ui/index.ts"

/** `/auth/success`: shown for the moment between storing the token and going back. */
export const AuthSuccessView = (): ReactElement => (
  <Stack flexGrow={1} align="center" justify="center" gap="4" paddingY="12" color="brandStrong">
    <Spinner size={36} label="로그인 처리 중" />
    <Text as="h1" size="lg" weight="bold">
      로그인하고 있어요
    </Text>
    <Text size="sm" tone="muted">
      잠시만 기다려 주세요.
    </Text>
  </Stack>
)
