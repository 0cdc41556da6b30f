/**
 * The phone's back closes an open dialog (the hardware back, a swipe back), as Escape and a tap on
 * the backdrop do, and the page stays. Each open dialog (`Modal`) pushes one history entry at the
 * page's address, marked in its state (`mungwalkDialog`: an id), over the page's own entry:
 *
 * - back pops it: this module hears the `popstate` first (its listener is added when it is
 *   evaluated; `app/history.ts` imports it, so before the leave guard's and the router's) and stops
 *   it there, and calls the dialog's `onClose`. A dialog without `onClose` (it must be answered, or
 *   it is busy) stays open and its entry is pushed again: back does nothing there.
 * - the dialog closed another way (its buttons, Escape, the backdrop) with its entry on top: the
 *   entry is taken off with `history.back()`, whose `popstate` is stopped here too — so the next
 *   back leaves the page, not a dead copy of it.
 * - the app navigating with entries on top (`navigateOverDialogs`, wouter's `aroundNav` and the
 *   core's `navigate` port): a push replaces the one entry (history [..., page, new page], never
 *   [..., page, page, new page]); a replace, or a push over two stacked dialogs' entries, first goes
 *   back past them. `historyBack()` (the back bar, the leave guard) goes back past them as well.
 * - forward onto an entry whose dialog has closed (or back onto one left below another entry): the
 *   browser is sent back past it at once, so it never stops there and the dialog is not reopened.
 *
 * Stacked dialogs push one entry each and back closes the top one. A navigation that arrives while
 * this module's own `history.go()` is under way waits for its `popstate`. Left alone: a back that
 * lands at another address (a long-press back past the page) is the router's, and a dialog still
 * open there has no entry; a reload on a dialog's entry keeps that entry (the page below it is
 * another document); an `onClose` that does not close leaves the dialog open without an entry.
 */
import { useEffect, useRef } from "react"

const MARK = "mungwalkDialog"

interface Entry {
  readonly id: string
  /** The address it was pushed at. */
  readonly href: string
  /** False once its dialog closed (it is taken off as soon as it is on top). */
  open: boolean
  /** Back popped the entry: closes the dialog (true) or, without `onClose`, keeps it (false). */
  readonly dismiss: () => boolean
}

/** The dialogs' entries over the page's, in history order (the last is the top one). */
let entries: Entry[] = []
/** This module's own `history.go()` under way: whether its `popstate` is stopped, and what waits for it. */
let traversal: { swallow: boolean; waiting: Array<() => void> } | null = null
let count = 0
const LOAD = Math.random().toString(36).slice(2, 8)

const markOf = (state: unknown): string | undefined => {
  if (typeof state !== "object" || state === null || !(MARK in state)) return undefined
  return String((state as Record<string, unknown>)[MARK])
}

const here = (): string => window.location.pathname + window.location.search + window.location.hash

const traverse = (delta: number, swallow: boolean, then?: () => void): void => {
  traversal = { swallow, waiting: then ? [then] : [] }
  window.history.go(delta)
}

const push = (entry: Entry): void => {
  const state: unknown = window.history.state
  window.history.pushState({ ...(typeof state === "object" ? state : {}), [MARK]: entry.id }, "")
  entries.push(entry)
}

/** How many dialog entries are on top of the page's (0 unless the current entry is the top one). */
export const dialogEntriesOnTop = (): number => {
  const top = entries[entries.length - 1]
  return typeof window !== "undefined" && top && markOf(window.history.state) === top.id ? entries.length : 0
}

/** Takes off the entries of closed dialogs that are on top (back past them). */
const settle = (): void => {
  if (traversal || dialogEntriesOnTop() === 0) return
  let closed = 0
  while (closed < entries.length && !entries[entries.length - 1 - closed]!.open) closed += 1
  if (closed === 0) return
  entries = entries.slice(0, entries.length - closed)
  traverse(-closed, true)
}

const onPopState = (event: PopStateEvent): void => {
  if (traversal) {
    const { swallow, waiting } = traversal
    traversal = null
    if (swallow) event.stopImmediatePropagation()
    for (const run of waiting) run()
    settle()
    return
  }
  const mark = markOf(event.state)
  const at = mark === undefined ? -1 : entries.findIndex((e) => e.id === mark)
  const dead = mark !== undefined && at === -1
  const popped = entries.slice(at + 1)
  if (popped.length === 0 && !dead) return
  // Another address: the back went past the page (the router's, not a dialog's); its entries are gone.
  if ((popped[0]?.href ?? here()) !== here()) {
    entries = []
    return
  }
  event.stopImmediatePropagation()
  entries = entries.slice(0, at + 1)
  // The top one first; one that must be answered stays open with its entry (and those under it) back.
  const open = popped.filter((e) => e.open)
  for (let i = open.length - 1; i >= 0; i -= 1) {
    if (open[i]!.dismiss()) continue
    for (const entry of open.slice(0, i + 1)) push(entry)
    return
  }
  // Landed on the entry of a dialog that has closed (forward, or back onto one left below): past it.
  if (dead) traverse(-1, true)
}

if (typeof window !== "undefined") window.addEventListener("popstate", onPopState)

/**
 * Opens a dialog's entry (pushed now, or once this module's own back has landed); `dismiss` is
 * called when back pops it. Returns the close function, which takes the entry off if it is on top.
 */
export const openDialogEntry = (dismiss: () => boolean): (() => void) => {
  count += 1
  const entry: Entry = { id: `${LOAD}-${count}`, href: here(), open: true, dismiss }
  if (traversal) traversal.waiting.push(() => entry.open && push(entry))
  else push(entry)
  return () => {
    entry.open = false
    settle()
  }
}

/**
 * Back closes the dialog while `open` (its `onClose`; without one, back keeps it open): the
 * `Modal`'s hook.
 */
export const useBackCloses = (open: boolean, onClose: (() => void) | undefined): void => {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!open) return
    return openDialogEntry(() => {
      if (!close.current) return false
      close.current()
      return true
    })
  }, [open])
}

type Navigate<O> = (to: string, options?: O) => void

/**
 * `navigate(to, options)` with the dialogs' entries out of the way (wouter's `aroundNav`): over one
 * dialog's entry a push replaces it; a replace, or a push over several, goes back past them first.
 */
export const navigateOverDialogs = <O extends { replace?: boolean }>(navigate: Navigate<O>, to: string, options?: O): void => {
  if (traversal) {
    traversal.waiting.push(() => navigateOverDialogs(navigate, to, options))
    return
  }
  const onTop = dialogEntriesOnTop()
  if (onTop === 0) {
    navigate(to, options)
    return
  }
  entries = []
  if (onTop === 1 && !options?.replace) navigate(to, { ...options, replace: true } as O)
  else traverse(-onTop, true, () => navigate(to, options))
}

/** `history.back()` to the entry under the page's (past the dialogs' entries on top of it). */
export const historyBack = (): void => {
  if (traversal) {
    traversal.waiting.push(historyBack)
    return
  }
  const onTop = dialogEntriesOnTop()
  if (onTop === 0) {
    window.history.back()
    return
  }
  entries = []
  // Not stopped: whoever went back (the leave guard, the router) hears where it landed.
  traverse(-(onTop + 1), false)
}
