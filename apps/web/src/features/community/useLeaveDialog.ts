/**
 * The way out of a form with unsaved work goes through the form's own dialog (not `confirm()`):
 * the back bar (`goBack`'s leave guard), an in-app link (the bottom navigation, the top bar) and the
 * hardware back. For the hardware back, an extra history entry is pushed while the form is dirty
 * (one: a form reloaded on it keeps it): pressing back pops it, the form asks, and the entry is
 * pushed again so the next back asks too.
 *
 * That `popstate` is the form's alone: it is heard before the router's and the location watcher's
 * listeners (`setPopGuard`) and stopped there, so the router never sees a navigation and the screen
 * (keyed by the address) stays mounted with what was typed. If the back
 * went further than the extra entry (a browser that skips entries a page pushed, or an entry the
 * browser had not yet recorded), the form's own address is pushed back before anyone else hears of it.
 *
 * `ask()` opens the dialog (the machine's `user.leave`); the returned `leave()` (the machine's
 * `leave` port) takes the way the member chose: the link that was tapped, or back past the extra
 * entry. `navigate` (for the machine's `navigate` port) drops the extra entry first, so a saved
 * form still replaces its own history entry with the post. Its backs go past the leave dialog's own
 * entry too (`historyBack`), and back with the dialog open closes it (stays): `ui/dialogHistory.ts`.
 */
import { useEffect, useRef } from "react"
import { canGoBackInApp, historyBack, setLeaveGuard, setPopGuard } from "../../app/history.ts"

type Navigate = (to: string, options?: { replace?: boolean }) => void

const GUARD = "mungwalkLeaveGuard"

export interface LeaveDialogWays {
  /** The form's `leave` port. */
  leave(): void
  /** The form's `navigate` port. */
  navigate: Navigate
  /**
   * Back to the page the form was opened from (an edit saved: the post's detail, which reads the
   * post again), or `fallback` in its place when there is none in the app — not a second entry of it.
   */
  back(fallback: string): void
}

export const useLeaveDialog = (active: boolean, ask: () => void, navigate: Navigate, fallback: string): LeaveDialogWays => {
  const state = useRef({ pushed: false, leaving: false, pendingHref: null as string | null })
  const askRef = useRef(ask)
  askRef.current = ask

  useEffect(() => {
    if (!active) return
    const s = state.current
    const formHref = window.location.pathname + window.location.search + window.location.hash
    if (!s.pushed) {
      // A reload of the form (its draft restored) finds itself on the extra entry already: no second one.
      if ((window.history.state as Record<string, unknown> | null)?.[GUARD] !== true) window.history.pushState({ [GUARD]: true }, "")
      s.pushed = true
    }
    const onPopState = (): boolean => {
      if (s.leaving) return false
      // The extra entry was popped by the hardware back: nobody else hears of it (the router would
      // draw the screen again); ask, and keep guarding — at the form's address, whatever entry the back reached.
      const here = window.location.pathname + window.location.search + window.location.hash
      // Past the form's own entry: put it back first, so leaving later goes back to where the form was opened from.
      if (here !== formHref) window.history.pushState(null, "", formHref)
      window.history.pushState({ [GUARD]: true }, "", formHref)
      s.pendingHref = null
      askRef.current()
      return true
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      if (link.pathname + link.search === window.location.pathname + window.location.search) return
      event.preventDefault()
      event.stopPropagation()
      s.pendingHref = link.pathname + link.search
      askRef.current()
    }
    const removePopGuard = setPopGuard(onPopState)
    document.addEventListener("click", onClick, true)
    const removeGuard = setLeaveGuard(() => {
      s.pendingHref = null
      askRef.current()
      return false
    })
    return () => {
      removePopGuard()
      document.removeEventListener("click", onClick, true)
      removeGuard()
    }
  }, [active])

  /** Back past the extra entry (if pushed), then `then()`. */
  const dropEntry = (then: () => void) => {
    const s = state.current
    s.leaving = true
    if (!s.pushed) return then()
    s.pushed = false
    const onPop = () => {
      window.removeEventListener("popstate", onPop)
      then()
    }
    window.addEventListener("popstate", onPop)
    historyBack()
  }

  return {
    leave: () => {
      const href = state.current.pendingHref
      dropEntry(() => {
        if (href) navigate(href)
        else if (canGoBackInApp()) historyBack()
        else navigate(fallback, { replace: true })
      })
    },
    navigate: (to, options) => dropEntry(() => navigate(to, options)),
    back: (to) =>
      dropEntry(() => {
        if (canGoBackInApp()) historyBack()
        else navigate(to, { replace: true })
      })
  }
}
