import type { ComponentPropsWithRef, MouseEvent, ReactElement, ReactNode } from "react"
import { button, iconButton, spinner, type ButtonVariants, type IconButtonVariants } from "./Button.css.ts"
import { cx } from "./cx.ts"

export type ButtonProps = ButtonVariants &
  ComponentPropsWithRef<"button"> & {
    /**
     * Shows a spinner, sets `aria-busy` and makes the button unusable while it lasts: `aria-disabled`
     * and its clicks (a form's implicit submission too) cancelled, but not `disabled`, so the focus
     * stays on it (a `disabled` button drops the focus to the page's top: a keyboard or screen
     * reader user who sent a comment or asked a refund would start over from there).
     */
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
  onClick,
  ...rest
}: ButtonProps): ReactElement => (
  <button
    type={type}
    className={cx(button({ variant, size, fullWidth, pill }), className)}
    disabled={disabled}
    aria-disabled={loading || undefined}
    aria-busy={loading || undefined}
    data-state={loading ? "loading" : undefined}
    onClick={loading ? cancelClick : onClick}
    {...rest}
  >
    {loading ? <span className={spinner} style={{ width: 18, height: 18 }} aria-hidden /> : icon}
    {children}
  </button>
)

/** A loading button's click: nothing happens (a submit button's form is not sent). */
const cancelClick = (e: MouseEvent<HTMLButtonElement>): void => e.preventDefault()

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
