import { useState, type ReactElement, type ReactNode } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import * as css from "./layout.css.ts"

export type StoryFrameLayout = "screen" | "component" | "bare"

/**
 * The frame stories render in (used by .storybook/preview.tsx): an in-memory router at `path`
 * so links never leave the story, and a layout — `screen` is the app's phone column with a
 * `<main>` (what a route's content sits in), `component` a padded canvas for primitives, `bare`
 * nothing (stories of the whole shell).
 */
export const StoryFrame = ({ layout, path, children }: { layout: StoryFrameLayout; path: string; children: ReactNode }): ReactElement => {
  const [location] = useState(() => memoryLocation({ path }))
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {layout === "bare" ? (
        children
      ) : layout === "component" ? (
        <div className={css.componentFrame}>{children}</div>
      ) : (
        <div className={css.column}>
          <main className={css.main}>{children}</main>
        </div>
      )}
    </Router>
  )
}
