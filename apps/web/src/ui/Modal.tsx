import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react"
import { createPortal } from "react-dom"
import * as css from "./Modal.css.ts"
import { Button } from "./Button.tsx"
import { useBackCloses } from "./dialogHistory.ts"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface ModalProps {
  open: boolean
  title: ReactNode
  /** Text under the title, linked as the dialog's description. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom. */
  actions?: ReactNode
  /** `stack` lays the actions out one under another. */
  actionsLayout?: "row" | "stack"
  /** Decoration above the title. */
  illustration?: ReactNode
  /**
   * Escape, a click on the backdrop and the phone's back call this; without it the dialog cannot be
   * dismissed that way (back keeps it open and the page: `dialogHistory.ts`).
   */
  onClose?: () => void
  /** `alertdialog` for messages that need an answer. */
  role?: "dialog" | "alertdialog"
  /**
   * Drawn where it is rendered instead of at the end of `<body>` (the backdrop is fixed, so it
   * covers the page from anywhere), and without an entrance when it is open from the start. For
   * a dialog a page is prerendered with open: it is there in the first frame, and the app takes
   * the prerendered element over rather than drawing it again. Opened later, it enters as usual.
   */
  inPlace?: boolean
  /**
   * Taps on the dialog and its backdrop do nothing for its first `OPENING_TAP_GUARD_MS`: a double
   * tap on the button that opened it cannot answer it with its second tap (browsers guard their own
   * permission prompts the same way). The keyboard answers at once.
   */
  guardsOpeningTap?: boolean
}

/** How long a dialog that `guardsOpeningTap` ignores taps after it opens. */
export const OPENING_TAP_GUARD_MS = 500

/**
 * An accessible modal dialog: `role=dialog`, `aria-modal`, labelled by its title, keeps Tab
 * focus inside, closes on Escape and on the phone's back (its own history entry, `dialogHistory.ts`),
 * and gives focus back to where it was when it closes.
 */
export const Modal = ({
  open,
  title,
  description,
  children,
  actions,
  actionsLayout = "row",
  illustration,
  onClose,
  role = "dialog",
  inPlace = false,
  guardsOpeningTap = false
}: ModalProps): ReactElement | null => {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descId = useId()
  // Open from the start in place (a prerendered page's dialog): no entrance until it has closed once.
  const [entrance, setEntrance] = useState(!(inPlace && open))
  useEffect(() => {
    if (!open && !entrance) setEntrance(true)
  }, [open, entrance])

  // Answerable by a tap (always, unless `guardsOpeningTap`: from OPENING_TAP_GUARD_MS after each opening).
  const [armed, setArmed] = useState(!guardsOpeningTap)
  useEffect(() => {
    if (!open || !guardsOpeningTap) return
    const id = setTimeout(() => setArmed(true), OPENING_TAP_GUARD_MS)
    return () => {
      clearTimeout(id)
      setArmed(false)
    }
  }, [open, guardsOpeningTap])

  useBackCloses(open, onClose)

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>("[data-autofocus]") ?? panel?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = overflow
      if (previous?.isConnected) previous.focus()
    }
  }, [open])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && onClose) {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== "Tab") return
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const dialog = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a pointer shortcut; Escape and the dialog's own actions are the keyboard path
    <div
      className={css.backdrop}
      data-part="backdrop"
      data-entrance={entrance ? undefined : "none"}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && armed) onClose?.()
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: `role` is "dialog" or "alertdialog" (typed), which support aria-modal and own the focus trap; Biome cannot read a role from a variable */}
      <div
        ref={panelRef}
        className={css.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-part="panel"
        data-armed={armed}
      >
        {illustration ? (
          <div className={css.illustration} data-part="illustration">
            {illustration}
          </div>
        ) : null}
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {description ? (
          <p id={descId} className={css.body}>
            {description}
          </p>
        ) : null}
        {children}
        {actions ? (
          <div className={css.actions} data-layout={actionsLayout}>
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  )
  return inPlace ? dialog : createPortal(dialog, document.body)
}

export interface AlertProps {
  /** The message; null or empty hides the alert. */
  message: string | null | undefined
  onConfirm: () => void
  title?: ReactNode
  confirmLabel?: string
}

/** The dialog for a machine's alert: its message and one confirm button (also Escape). */
export const Alert = ({ message, onConfirm, title = "알림", confirmLabel = "확인" }: AlertProps): ReactElement | null => (
  <Modal
    open={Boolean(message)}
    role="alertdialog"
    title={title}
    description={message}
    onClose={onConfirm}
    actions={
      <Button fullWidth onClick={onConfirm} data-autofocus>
        {confirmLabel}
      </Button>
    }
  />
)
