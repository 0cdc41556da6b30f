/**
 * The app's view half, imported by `boot.tsx` once the services run (a separate import, so the
 * browser evaluates the renderer and the screens' shell in a task of their own).
 */
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { Router } from "wouter"
import { App } from "./app/App.tsx"
import { AppServicesProvider, type AppServices } from "./app/services.tsx"
import { lightTheme } from "./ui/theme.css.ts"
import { navigateOverDialogs } from "./ui/dialogHistory.ts"

/** Set on `<html>` by `index.html`'s inline script when a token is stored (`vite/prerender.ts`). */
const SIGNED_IN_ATTRIBUTE = "data-signed-in"

/** Shows the screen to a member once the app has drawn it: until then the prerendered visitor's screen stays hidden. */
const Drawn = ({ children }: { children: ReactNode }) => {
  useLayoutEffect(() => document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE), [])
  return children
}

/**
 * Renders the app into `container`. `index.html` holds the visitor's home rendered at build time,
 * and each page of an address that needs a token the visitor's frame and "login needed" modal: a
 * visitor hydrates them; a member renders afresh over them, as on `shell.html`. In a
 * transition, so React renders in slices that yield to the browser (no long task on a slow phone).
 */
/**
 * The app's one stylesheet, which a prerendered page loads without waiting for it (`media="print"`,
 * `vite/prerender.ts`; its critical rules are inline): applied once loaded, before the app draws.
 * The page's inline critical rules are moved before it: they are copies of its own rules, and
 * later in the cascade a copy of a base rule would undo the variant that follows it in the
 * stylesheet (an outline button's border set back to transparent by the base's `border`).
 */
const applyStylesheet = async (): Promise<void> => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]')
  if (!link) return
  if (!link.sheet) {
    await new Promise((resolve) => {
      for (const event of ["load", "error"]) link.addEventListener(event, resolve, { once: true })
    })
  }
  for (const style of Array.from(document.head.querySelectorAll("style"))) {
    if (link.compareDocumentPosition(style) & Node.DOCUMENT_POSITION_FOLLOWING) link.before(style)
  }
  link.media = "all"
}

export const renderApp = async (container: HTMLElement, services: AppServices): Promise<void> => {
  await applyStylesheet()
  // The prerendered pages have it already; `shell.html` gets it here, with the theme's rules (in this chunk's CSS).
  document.documentElement.classList.add(lightTheme)
  const app = (
    <StrictMode>
      <Drawn>
        <AppServicesProvider services={services}>
          {/* Links and `useLocation()`'s navigate replace an open dialog's history entry rather than push over it. */}
          <Router aroundNav={navigateOverDialogs}>
            <App />
          </Router>
        </AppServicesProvider>
      </Drawn>
    </StrictMode>
  )
  // The server sends prerendered markup for a visitor only: the home at `/`, the frame and the
  // "login needed" modal at an address that needs a token (`vite/prerender.ts`). Any other page's
  // "opening" placeholder (`data-shell-wait`, its own copy of the name) is drawn over, not hydrated.
  const first = container.firstElementChild
  const prerendered = first !== null && !first.hasAttribute("data-shell-wait")
  const visitor = services.tokens.get() === null
  startTransition(() => {
    if (prerendered && visitor) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
