/**
 * A control that waits while its form is sent. Text inputs and textareas take `readOnly`; a control
 * without it (a radio, a file input, a toggle button) takes these props instead of `disabled`: a
 * `disabled` control drops the focus on it to the page's top, and a keyboard or screen reader user
 * would start over from there. Locked, it stays focusable and in the Tab order, a screen reader
 * says it is unavailable (`aria-disabled`), and its activation — a tap, Space, a radio group's
 * arrow keys — is cancelled: a radio keeps its choice, a file input opens no picker.
 */
import type { MouseEvent } from "react"

export interface LockedProps<E extends Element> {
  readonly "aria-disabled": true | undefined
  readonly onClick: ((event: MouseEvent<E>) => void) | undefined
}

/** A locked control's click: nothing happens (a radio's or checkbox's checkedness is put back). */
export const cancelActivation = (event: MouseEvent): void => event.preventDefault()

/** The props of a control that is `locked` (see above); unlocked, its own `onClick`, if any. */
export const lockedProps = <E extends Element>(locked: boolean | undefined, onClick?: (event: MouseEvent<E>) => void): LockedProps<E> => ({
  "aria-disabled": locked ? true : undefined,
  onClick: locked ? cancelActivation : onClick
})
