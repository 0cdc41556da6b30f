import { useEffect, useRef, type RefObject } from "react"

/**
 * A form's submit says its first problem in an alert; when the alert's '확인' closes it, focus goes
 * to the first control marked `aria-invalid` in the form (each control's error is read with it,
 * so the problems are not announced all at once). Hand the returned ref to the `<form>`.
 */
export const useFocusFirstInvalid = (alertOpen: boolean): RefObject<HTMLFormElement | null> => {
  const formRef = useRef<HTMLFormElement>(null)
  const wasOpen = useRef(alertOpen)
  useEffect(() => {
    if (wasOpen.current && !alertOpen) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    wasOpen.current = alertOpen
  }, [alertOpen])
  return formRef
}
