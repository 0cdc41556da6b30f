/**
 * Screen stories assert on what a map drew. Maps mount after the first paint and load only once
 * their frame is in view, so a story first waits until every map in it has settled — scrolling
 * each one still waiting into view, as a person scrolling down would: no placeholder left and no
 * MapLibre or Naver map still loading (either ready, or replaced by the schematic fallback).
 */
import { expect, waitFor } from "storybook/test"

/** `failed`: the placeholder while the schematic fallback's chunk loads (the `Suspense` of `MapLibreMap` and `NaverMap`). */
const UNSETTLED = ["pending", "maplibre", "naver"]
  .flatMap((map) => (map === "pending" ? [`[data-map="pending"]`] : [`[data-map="${map}"][data-state="loading"]`, `[data-map="${map}"][data-state="failed"]`]))
  .join(", ")

export const mapsSettled = async (root: HTMLElement, timeout = 15_000): Promise<void> => {
  await waitFor(() => expect(root.querySelector("[data-map]")).not.toBeNull(), { timeout })
  await waitFor(
    () => {
      root.querySelector('[data-map="pending"]')?.scrollIntoView({ block: "nearest" })
      expect(root.querySelector(UNSETTLED)).toBeNull()
    },
    { timeout }
  )
  window.scrollTo(0, 0)
}
