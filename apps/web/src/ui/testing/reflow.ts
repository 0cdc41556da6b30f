/**
 * Reflow at 200 % zoom (WCAG 1.4.10, 1.4.4) for screen stories: a 390×844 phone zoomed to 200 %
 * is a 195×422 CSS px viewport, a 360×640 one 180×320. A story renders in one of them with
 * `zoomedTo(...)` (the Vitest addon sizes the test's browser from the story's viewport global,
 * Storybook's toolbar shows it the same), and its play function asks `reflowProblems` what does not
 * reflow: the page scrolling sideways, an element sticking out of the viewport's width, content cut
 * by its box (a word behind an ellipsis, a figure's second line hidden) or scrolled sideways inside
 * it. Boxes that scroll sideways by design (a carousel, a photo gallery) and the map's own drawing
 * are named as `sideways` and left out, with everything in them.
 */

/** The two phones at 200 %: `zoomed390` (195×422) and `zoomed360` (180×320); and the first at 150 %, `zoomed390at150` (260×563). */
export const ZOOMED_VIEWPORTS = {
  zoomed390: { name: "Phone 390 at 200 %", styles: { width: "195px", height: "422px" }, type: "mobile" },
  zoomed360: { name: "Phone 360 at 200 %", styles: { width: "180px", height: "320px" }, type: "mobile" },
  zoomed390at150: { name: "Phone 390 at 150 %", styles: { width: "260px", height: "563px" }, type: "mobile" }
} as const

/** A story's `parameters` and `globals` for a phone zoomed to 200 %. */
export const zoomedTo = (viewport: keyof typeof ZOOMED_VIEWPORTS) => ({
  parameters: { viewport: { options: ZOOMED_VIEWPORTS } },
  globals: { viewport: { value: viewport, isRotated: false } }
})

/** A map draws itself (tiles, canvas, its own controls): not text that reflows. */
const ALWAYS_LEFT_OUT = "[data-map]"

/** How an element is named in a problem: its tag, `data-part` or first class, and the start of its text. */
const describe = (el: Element): string => {
  const part = el.getAttribute("data-part")
  const name = part ? `[data-part="${part}"]` : el.classList[0] ? `.${el.classList[0]}` : ""
  const text = (el.textContent ?? "").trim().slice(0, 24)
  return `${el.tagName.toLowerCase()}${name}${text ? ` "${text}"` : ""}`
}

/**
 * What does not reflow in `root` at the current viewport, one line each (empty: all of it
 * reflows). `sideways`: a selector of the boxes that scroll sideways by design.
 */
export const reflowProblems = (root: HTMLElement, { sideways }: { sideways?: string } = {}): string[] => {
  const problems: string[] = []
  const page = document.documentElement
  if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} px in ${page.clientWidth} px`)
  const leftOut = sideways ? `${ALWAYS_LEFT_OUT}, ${sideways}` : ALWAYS_LEFT_OUT
  const width = page.clientWidth
  for (const el of root.querySelectorAll<HTMLElement>("*")) {
    if (el.closest(leftOut)) continue
    const box = el.getBoundingClientRect()
    // Hidden, or visually hidden (a 1 px box that clips its text on purpose: read by a screen reader only).
    if (box.width <= 1 || box.height <= 1) continue
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`${describe(el)} sticks out: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`)
    const style = getComputedStyle(el)
    if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible")
      problems.push(`${describe(el)} cuts or scrolls its content sideways: ${el.scrollWidth} px in ${el.clientWidth} px`)
    if (el.scrollHeight > el.clientHeight + 1 && (style.overflowY === "hidden" || style.overflowY === "clip"))
      problems.push(`${describe(el)} cuts its content: ${el.scrollHeight} px high in ${el.clientHeight} px`)
  }
  return problems
}

/**
 * Whether `el` can be brought wholly into the viewport by scrolling the page (it is in the page,
 * not cut by a box around it): scrolled to, its box lies within the viewport and nothing it is in
 * clips it. `bottomInset`: what a fixed bar covers at the bottom (the bottom navigation).
 */
export const reachableByScrolling = (el: HTMLElement, { bottomInset = 0 }: { bottomInset?: number } = {}): string | null => {
  el.scrollIntoView({ block: "center", inline: "nearest" })
  const box = el.getBoundingClientRect()
  const page = document.documentElement
  const within = box.left >= -0.5 && box.right <= page.clientWidth + 0.5 && box.top >= -0.5 && box.bottom <= window.innerHeight - bottomInset + 0.5
  if (!within)
    return `${describe(el)} is not in view once scrolled to: ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`
  for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if (style.overflowX === "visible" && style.overflowY === "visible") continue
    const clip = parent.getBoundingClientRect()
    if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
      return `${describe(el)} is cut by ${describe(parent)}`
  }
  return null
}
