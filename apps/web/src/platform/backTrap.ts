/**
 * The core's `BackTrap` port over the History API: one entry (the same address, marked in its
 * state) pushed over the page, and `popstate` while armed means the member went back from it.
 * An entry already marked is not pushed again (back to the page from the order list).
 */
import type { BackTrap } from "@mungwalk/core"

const MARK = "mungwalkBackTrap"

export const browserBackTrap = (win: Window | undefined = typeof window === "undefined" ? undefined : window): BackTrap => ({
  arm(onBack) {
    if (!win) return () => {}
    const state: unknown = win.history.state
    const marked = typeof state === "object" && state !== null && MARK in state
    if (!marked) win.history.pushState({ ...(typeof state === "object" ? state : {}), [MARK]: true }, "", win.location.href)
    const onPop = () => onBack()
    win.addEventListener("popstate", onPop)
    return () => win.removeEventListener("popstate", onPop)
  }
})
