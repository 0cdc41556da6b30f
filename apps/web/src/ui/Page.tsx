import { useId, type ReactElement, type ReactNode } from "react"
import * as css from "./Page.css.ts"
import { Text } from "./Text.tsx"

/**
 * The content column of a screen (16 px sides, 20 px between sections). `bleed` removes the side and top padding (maps).
 * A `label` makes it a named region (a `section`).
 */
export const Page = ({ children, bleed = false, label }: { children: ReactNode; bleed?: boolean; label?: string }): ReactElement =>
  label ? (
    <section className={css.page} data-bleed={bleed} aria-label={label}>
      {children}
    </section>
  ) : (
    <div className={css.page} data-bleed={bleed}>
      {children}
    </div>
  )

/** A titled group on a screen; the title is an `h2`. */
export const PageSection = ({ title, action, children }: { title?: ReactNode; action?: ReactNode; children: ReactNode }): ReactElement => {
  const labelId = useId()
  return (
    <section className={css.section} aria-labelledby={title ? labelId : undefined}>
      {title ? <SectionHeader title={title} action={action} id={labelId} /> : null}
      {children}
    </section>
  )
}

export const SectionHeader = ({ title, action, id }: { title: ReactNode; action?: ReactNode; id?: string | undefined }): ReactElement => (
  <div className={css.sectionHeader}>
    <Text as="h2" id={id} size="lg" weight="bold">
      {title}
    </Text>
    {action}
  </div>
)
