import type { ReactElement, ReactNode } from "react"
import * as css from "./Notice.css.ts"

export type NoticeTone = "warning" | "info" | "danger"

export interface NoticeProps {
  readonly tone?: NoticeTone
  readonly icon?: ReactNode
  /** `alert` for problems that need attention now; `status` otherwise. */
  readonly role?: "status" | "alert"
  /** The `data-part` name tests and styles find it by. */
  readonly part?: string
  readonly children: ReactNode
}

/** A status line with an icon (the warning tone is the default). */
export const Notice = ({ tone = "warning", icon, role = "status", part, children }: NoticeProps): ReactElement => (
  <div className={css.notice} data-tone={tone === "warning" ? undefined : tone} role={role} data-part={part}>
    {icon}
    <span className={css.noticeText}>{children}</span>
  </div>
)

export type ChipTone = "neutral" | "warning" | "danger"

/** A small status pill (e.g. over a map). */
export const Chip = ({ tone = "neutral", part, state, children }: { tone?: ChipTone; part?: string; state?: string; children: ReactNode }): ReactElement => (
  <span className={css.chip} data-tone={tone === "neutral" ? undefined : tone} data-part={part} data-state={state}>
    {children}
  </span>
)
