import type { ComponentPropsWithRef, ReactElement, ReactNode } from "react"
import { button, iconButton, spinner, type ButtonVariants, type IconButtonVariants } from "./Button.css.ts"
import { cx } from "./cx.ts"

export type ButtonProps = ButtonVariants &
  ComponentPropsWithRef<"button"> & {
    /** Shows a spinner, sets `aria-busy` and disables the button. */
    loading?: boolean
    /** Icon before the label. */
    icon?: ReactNode
  }

export const Button = ({
  variant,
  size,
  fullWidth,
  pill,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps): ReactElement => (
  <button
    type={type}
    className={cx(button({ variant, size, fullWidth, pill }), className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    data-state={loading ? "loading" : undefined}
    {...rest}
  >
    {loading ? <span className={spinner} style={{ width: 18, height: 18 }} aria-hidden /> : icon}
    {children}
  </button>
)

export type LinkButtonProps = ButtonVariants & ComponentPropsWithRef<"a"> & { icon?: ReactNode }

/** An `<a>` that looks like a button (navigation, sign-in redirects). */
export const LinkButton = ({ variant, size, fullWidth, pill, icon, className, children, ...rest }: LinkButtonProps): ReactElement => (
  <a className={cx(button({ variant, size, fullWidth, pill }), className)} {...rest}>
    {icon}
    {children}
  </a>
)

export type IconButtonProps = IconButtonVariants &
  Omit<ComponentPropsWithRef<"button">, "aria-label"> & {
    /** The accessible name (required: the button shows only an icon). */
    label: string
  }

/** A 44 × 44 px button showing only an icon. */
export const IconButton = ({ label, variant, className, type = "button", ...rest }: IconButtonProps): ReactElement => (
  <button type={type} aria-label={label} title={label} className={cx(iconButton({ variant }), className)} {...rest} />
)

/** Spinner with a status role; `label` is read by screen readers. */
export const Spinner = ({ size = 28, label = "불러오는 중", className }: { size?: number; label?: string; className?: string }): ReactElement => (
  <span role="status" aria-label={label} className={className} style={{ display: "inline-flex", color: "inherit" }}>
    <span className={spinner} style={{ width: size, height: size }} aria-hidden />
  </span>
)
