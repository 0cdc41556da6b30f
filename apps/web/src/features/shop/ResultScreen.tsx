import { useId, type ReactElement, type ReactNode } from "react"
import * as css from "./ResultScreen.css.ts"

export interface ResultScreenProps {
  /** The mark's colour: success (green), danger (red), brand (orange). */
  readonly tone: "success" | "danger" | "brand"
  readonly icon: ReactNode
  readonly title: ReactNode
  readonly detail: ReactNode
  /** `alert`: the heading is announced at once (the payment error). */
  readonly role?: "alert"
  /** The buttons. */
  readonly children: ReactNode
  /** A small label above the heading (the placeholder pages' path). */
  readonly tag?: ReactNode
}

/** A centred result page: a round mark, a heading, a line of detail, the buttons. */
export const ResultScreen = ({ tone, icon, title, detail, role, children, tag }: ResultScreenProps): ReactElement => {
  const titleId = useId()
  return (
    <section className={css.screen} aria-labelledby={titleId} data-part="result" data-tone={tone}>
      <span className={css.mark} data-tone={tone === "success" ? undefined : tone} aria-hidden>
        {icon}
      </span>
      {tag ? <span className={css.tag}>{tag}</span> : null}
      {role ? (
        <div role={role}>
          <h1 id={titleId} className={css.heading}>
            {title}
          </h1>
        </div>
      ) : (
        <h1 id={titleId} className={css.heading}>
          {title}
        </h1>
      )}
      <p className={css.detail}>{detail}</p>
      <div className={css.actions}>{children}</div>
    </section>
  )
}
