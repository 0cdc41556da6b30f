/**
 * Back navigation that stays inside the app. `history.back()` only when the entry before this one
 * belongs to the app (Navigation API where the browser has it; otherwise: this page load has already
 * navigated inside the app), else `fallback` replaces the current entry — so the back bar never leaves
 * the app and a saved form returns to where it was opened from without leaving a duplicate entry.
 * Back goes past the open dialogs' history entries (`ui/dialogHistory.ts`, whose `popstate`
 * listener this import adds before this module's, so a back that closes a dialog is stopped first).
 */
import { dialogEntriesOnTop, historyBack } from "../ui/dialogHistory.ts"

export { historyBack }

let locationsSeen = 0

/** Called by the shell on every location change. */
export const noteLocation = (): void => {
  locationsSeen += 1
}

interface NavigationLike {
  readonly currentEntry?: { readonly index: number } | null
}

export const canGoBackInApp = (): boolean => {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation
  if (navigation?.currentEntry) return navigation.currentEntry.index - dialogEntriesOnTop() > 0
  return locationsSeen > 1
}

/** A screen with unsaved work asks before the back bar leaves it (`true`: leave). */
let leaveGuard: (() => boolean) | null = null

/** Installs (or, with null, removes) the back bar's leave confirmation; returns the remover. */
export const setLeaveGuard = (guard: (() => boolean) | null): (() => void) => {
  leaveGuard = guard
  return () => {
    if (leaveGuard === guard) leaveGuard = null
  }
}

/**
 * A screen that must hear the hardware back before the router does (the post form's leave guard):
 * called first on every `popstate`; when it answers true the event stops there, so the router never
 * sees the navigation and does not draw the screen again. Heard first because this module installs
 * its listener when it is evaluated — before the router subscribes on the first render (listeners on
 * `window` run in the order they were added; capturing ones are no earlier there).
 */
let popGuard: ((event: PopStateEvent) => boolean) | null = null

/** Installs the `popstate` guard (one at a time); returns the remover. */
export const setPopGuard = (guard: (event: PopStateEvent) => boolean): (() => void) => {
  popGuard = guard
  return () => {
    if (popGuard === guard) popGuard = null
  }
}

if (typeof window !== "undefined") {
  window.addEventListener("popstate", (event) => {
    if (popGuard?.(event)) event.stopImmediatePropagation()
  })
}

export const goBack = (navigate: (to: string, options?: { replace?: boolean }) => void, fallback = "/"): void => {
  if (leaveGuard && !leaveGuard()) return
  if (canGoBackInApp()) historyBack()
  else navigate(fallback, { replace: true })
}
