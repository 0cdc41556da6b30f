import type { ReactElement } from "react"
import { Link } from "wouter"
import { EmptyState, Page, button } from "../../ui/index.ts"

/** A post that is not there (deleted, never written, or not mine to edit): why, and the way back to the board. Also the post form's. */
export const PostNotFound = ({ message, actionLabel }: { message: string; actionLabel: string }): ReactElement => (
  <Page>
    <EmptyState
      heading
      message={message}
      action={
        <Link href="/post/1" className={button({ variant: "outline" })}>
          {actionLabel}
        </Link>
      }
    />
  </Page>
)
