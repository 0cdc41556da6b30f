import type { ReactElement } from "react"
import { Button, RetryOnReconnect, Text } from "../../ui/index.ts"
import { LostDog } from "./LostDog.tsx"
import * as css from "./ErrorView.css.ts"

export type ErrorKind = "notFound" | "chunk" | "crash"

export interface ErrorViewProps {
  /** `notFound` for an unknown path, `chunk` when a screen's code could not be loaded, `crash` for any other error. */
  kind: ErrorKind
  onBack: () => void
  /** For `chunk` and `crash`: try again. */
  onRetry?: () => void
}

const COPY: Record<ErrorKind, { title: string; detail: string }> = {
  notFound: { title: "페이지를 찾을 수 없어요", detail: "주소가 바뀌었거나 없는 페이지예요.\n이전 페이지로 돌아가 주세요." },
  chunk: { title: "화면을 불러오지 못했어요", detail: "네트워크 연결을 확인하고\n다시 시도해주세요." },
  crash: { title: "문제가 생겼어요", detail: "화면을 표시하는 중에 오류가 났어요.\n다시 시도해주세요." }
}

/** The error page: an illustration, what went wrong and a back button. */
export const ErrorView = ({ kind, onBack, onRetry }: ErrorViewProps): ReactElement => {
  const copy = COPY[kind]
  return (
    <section className={css.root} aria-labelledby="error-title">
      <LostDog className={css.art} />
      <Text as="h1" id="error-title" size="xl" weight="bold">
        {copy.title}
      </Text>
      <Text tone="muted" style={{ whiteSpace: "pre-line" }}>
        {copy.detail}
      </Text>
      {/* A screen's code that could not be loaded is asked for again when the connection returns. */}
      {kind === "chunk" ? <RetryOnReconnect onRetry={onRetry} /> : null}
      <div className={css.actions}>
        {kind !== "notFound" && onRetry ? (
          <Button size="lg" fullWidth onClick={onRetry}>
            다시 시도
          </Button>
        ) : null}
        <Button size="lg" fullWidth variant={kind !== "notFound" && onRetry ? "outline" : "primary"} onClick={onBack}>
          이전 페이지로
        </Button>
      </div>
    </section>
  )
}
