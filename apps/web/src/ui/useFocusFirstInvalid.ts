import { useEffect, useRef, type RefObject } from "react"

/**
 * A form's submit says its first problem in an alert; when the alert's '확인' closes it, focus goes
 * to the first control marked `aria-invalid` inside the element (each control's error is read with
 * it, so the problems are not announced all at once). Hand the returned ref to the `<form>` (or the
 * section that holds the fields).
 */
export const useFocusFirstInvalid = <E extends HTMLElement = HTMLFormElement>(alertOpen: boolean): RefObject<E | null> => {
  const formRef = useRef<E>(null)
  const wasOpen = useRef(alertOpen)
  useEffect(() => {
    const field = wasOpen.current && !alertOpen ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null
    if (field) {
      // Mid-screen, not at the top edge where the sticky bar hides its label.
      field.focus({ preventScroll: true })
      field.scrollIntoView({ block: "center" })
    }
    wasOpen.current = alertOpen
  }, [alertOpen])
  return formRef
}
