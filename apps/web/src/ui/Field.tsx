import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from "react"
import * as css from "./Field.css.ts"
import { IconChevronDown } from "./icons.tsx"
import { cx } from "./cx.ts"
import { lockedProps } from "./locked.ts"

interface FieldChrome {
  label: ReactNode
  /** Help under the control. */
  hint?: ReactNode
  /**
   * Error under the control; marks the control invalid and describes it (read with the control).
   * Not announced by itself: a form's submit says its first problem in an alert.
   */
  error?: ReactNode
  /** The error comes from a live check while typing (a nickname already taken): said at once (`role="alert"`). */
  announce?: boolean
  /** Shows a required marker (the input's `required` is set too). */
  required?: boolean
}

const describedBy = (hintId: string, hint: ReactNode, errorId: string, error: ReactNode) =>
  [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined

const Messages = ({ hint, hintId, error, errorId, announce }: { hint: ReactNode; hintId: string; error: ReactNode; errorId: string; announce?: boolean }) => (
  <>
    {error ? (
      <p id={errorId} className={css.message} data-tone="error" role={announce ? "alert" : undefined}>
        {error}
      </p>
    ) : null}
    {hint ? (
      <p id={hintId} className={css.message}>
        {hint}
      </p>
    ) : null}
  </>
)

export type TextFieldProps = FieldChrome &
  Omit<ComponentPropsWithRef<"input">, "children"> & {
    /** Content at the end of the control (a unit, a button). */
    trailing?: ReactNode
    /** Content at the start of the control (an icon). */
    leading?: ReactNode
  }

/** A labelled text input (also date, number, search...). */
export const TextField = ({ label, hint, error, announce, required, trailing, leading, id, className, readOnly, ...rest }: TextFieldProps): ReactElement => {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={inputId} className={css.label}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className={css.control} data-state={error ? "invalid" : readOnly ? "readonly" : undefined}>
        {leading ? <span className={css.adornment}>{leading}</span> : null}
        <input
          id={inputId}
          className={css.input}
          required={required}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, hint, errorId, error)}
          {...rest}
        />
        {trailing ? <span className={css.adornment}>{trailing}</span> : null}
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} announce={announce} />
    </div>
  )
}

export interface SelectOption<V extends string = string> {
  value: V
  label: string
}

export type SelectProps<V extends string = string> = FieldChrome &
  Omit<ComponentPropsWithRef<"select">, "children" | "onChange" | "value"> & {
    options: ReadonlyArray<SelectOption<V>>
    value: V | ""
    onChange: (value: V) => void
    placeholder?: string
  }

/** A labelled native select (the phone's own picker). */
export const Select = <V extends string = string>({
  label,
  hint,
  error,
  announce,
  required,
  options,
  value,
  onChange,
  placeholder,
  id,
  className,
  ...rest
}: SelectProps<V>): ReactElement => {
  const autoId = useId()
  const selectId = id ?? autoId
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={selectId} className={css.label}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className={css.control} data-state={error ? "invalid" : undefined} style={{ position: "relative" }}>
        <select
          id={selectId}
          className={css.selectInput}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, hint, errorId, error)}
          onChange={(event) => onChange(event.target.value as V)}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <IconChevronDown size={18} className={css.selectIcon} />
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} announce={announce} />
    </div>
  )
}

export interface RadioGroupProps<V extends string> extends FieldChrome {
  name: string
  options: ReadonlyArray<SelectOption<V>>
  value: V | null
  onChange: (value: V) => void
  disabled?: boolean
  /**
   * Waits while the form is sent: the choice cannot change (`aria-disabled`, taps and keys
   * cancelled) but the radios keep the focus and their Tab stop, unlike `disabled` (`ui/locked.ts`).
   */
  locked?: boolean
  className?: string
}

/** Radio buttons shown as a row of segments (gender, yes/no). */
export const RadioGroup = <V extends string>({
  label,
  hint,
  error,
  announce,
  required,
  name,
  options,
  value,
  onChange,
  disabled,
  locked = false,
  className
}: RadioGroupProps<V>): ReactElement => {
  const baseId = useId()
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  return (
    <fieldset className={cx(css.field, className)} aria-describedby={describedBy(hintId, hint, errorId, error)} disabled={disabled}>
      <legend className={css.label} style={{ marginBottom: 4 }}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      <div className={css.segments}>
        {options.map((o) => (
          <label key={o.value} className={css.segment} data-state={value === o.value ? "checked" : "unchecked"}>
            <input
              type="radio"
              className={css.visuallyHidden}
              name={name}
              value={o.value}
              checked={value === o.value}
              required={required}
              aria-invalid={error ? true : undefined}
              {...lockedProps(locked)}
              onChange={() => {
                if (!locked) onChange(o.value)
              }}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} announce={announce} />
    </fieldset>
  )
}

export type ToggleProps = Omit<ComponentPropsWithRef<"button">, "onChange" | "children"> & {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}

/** An on/off switch (`role=switch`) with its label; the whole row is the touch target. */
export const Toggle = ({ label, checked, onChange, className, ...rest }: ToggleProps): ReactElement => {
  const state = checked ? "on" : "off"
  return (
    <button type="button" role="switch" aria-checked={checked} className={cx(css.toggleRow, className)} onClick={() => onChange(!checked)} {...rest}>
      <span>{label}</span>
      <span className={css.track} data-state={state} aria-hidden>
        <span className={css.thumb} data-state={state} />
      </span>
    </button>
  )
}

/** Content only screen readers see. */
export const VisuallyHidden = ({ children, as: As = "span" }: { children: ReactNode; as?: "span" | "h1" | "h2" | "p" }): ReactElement => (
  <As className={css.visuallyHidden}>{children}</As>
)
