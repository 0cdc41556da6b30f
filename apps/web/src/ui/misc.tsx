import { useState, type ReactElement, type ReactNode } from "react"
import * as css from "./misc.css.ts"
import { IconPaw } from "./icons.tsx"
import { Text } from "./Text.tsx"
import { pictureProps, squareCover } from "./pictures.ts"

export interface EmptyStateProps {
  /** The message (usually one of `MESSAGES.empty*`). */
  message: ReactNode
  /** A line of help under the message. */
  detail?: ReactNode
  /** Art in the circle; a paw by default. */
  icon?: ReactNode
  /** A button or link below. */
  action?: ReactNode
  /** Without the art: a block with little room (the walk's dog chooser under its map), its action in view sooner. */
  compact?: boolean
  /** The message is the page's heading (`h1`): a screen that shows only this state (a post or product not there). */
  heading?: boolean
}

/** What a list or block shows when it has nothing. */
export const EmptyState = ({ message, detail, icon, action, compact = false, heading = false }: EmptyStateProps): ReactElement => (
  <div className={css.empty} data-part="empty" data-compact={compact || undefined}>
    {compact ? null : (
      <div className={css.emptyArt} aria-hidden>
        {icon ?? <IconPaw size={40} />}
      </div>
    )}
    <Text as={heading ? "h1" : "p"} weight="bold">
      {message}
    </Text>
    {detail ? (
      <Text size="sm" tone="muted">
        {detail}
      </Text>
    ) : null}
    {action}
  </div>
)

export interface AvatarProps {
  src?: string | null
  /** Alternative text for the picture; empty when a visible name sits next to it. */
  alt: string
  size?: "sm" | "md" | "lg" | "xl"
  /** Shown when there is no picture (or it fails to load); a paw by default. */
  fallback?: ReactNode
}

/** A round picture of a member or a dog. */
export const Avatar = ({ src, alt, size = "md", fallback }: AvatarProps): ReactElement => {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  const iconSize = { sm: 18, md: 24, lg: 36, xl: 52 }[size]
  return (
    <span className={css.avatar({ size })} data-state={showImage ? "image" : "fallback"}>
      {showImage ? (
        <img className={css.avatarImage} src={src!} {...pictureProps(src!, squareCover(css.AVATAR_PX[size]))} alt={alt} onError={() => setFailed(src!)} />
      ) : alt ? (
        <span role="img" aria-label={alt}>
          {fallback ?? <IconPaw size={iconSize} />}
        </span>
      ) : (
        <span aria-hidden>{fallback ?? <IconPaw size={iconSize} />}</span>
      )}
    </span>
  )
}

export const Divider = (): ReactElement => <hr className={css.divider} />

export const Badge = ({ tone, children }: { tone?: "brand" | "accent" | "success" | "danger" | "neutral"; children: ReactNode }): ReactElement => (
  <span className={css.badge({ tone })}>{children}</span>
)

/** A placeholder block while content loads; announced once as `label`. */
export const Skeleton = ({
  height,
  ratio,
  label = "불러오는 중"
}: {
  height?: number | string /** Width to height, e.g. `"1 / 1"`, in place of a height. */
  ratio?: string
  label?: string
}): ReactElement => <span className={css.skeleton} style={{ height, aspectRatio: ratio }} role="status" aria-label={label} />
