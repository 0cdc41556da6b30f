/**
 * Asks before leaving a form with unsaved work (the machine's `isDirty`): closing or reloading the
 * page (`beforeunload`), following an in-app link (the bottom navigation, the top bar), and the
 * back bar (`goBack`'s leave guard). The question is the machine's copy.
 */
import { useEffect } from "react"
import { setLeaveGuard } from "../../app/history.ts"

export const useLeaveConfirm = (dirty: boolean, question: string, confirm: (q: string) => boolean = (q) => window.confirm(q)): void => {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ""
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      if (link.pathname + link.search === window.location.pathname + window.location.search) return
      if (!confirm(question)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener("beforeunload", onBeforeUnload)
    document.addEventListener("click", onClick, true)
    const removeGuard = setLeaveGuard(() => confirm(question))
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      document.removeEventListener("click", onClick, true)
      removeGuard()
    }
  }, [dirty, question, confirm])
}
