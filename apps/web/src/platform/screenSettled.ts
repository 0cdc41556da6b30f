/**
 * When the first screen has settled: its API calls answered and drawn, and the pictures it shows
 * at once loaded. The page's `load` event cannot tell: it fires once the page's own files are in,
 * before the app's screen has even asked for its list. `boot.tsx` starts the least urgent work
 * (the notifications' unread flag and live stream) only then, so it never shares a slow phone's
 * network and main thread with what the person opened the page for.
 */
import type { Fetch } from "@mungwalk/core"

export interface ScreenActivity {
  /** `fetch`, counted while a call is unanswered. */
  readonly track: (inner: Fetch) => Fetch
  /** Resolves once no call is unanswered and no eager picture is loading, after a frame has been drawn — or after `limitMs`. */
  readonly settled: (limitMs: number) => Promise<void>
}

export interface ScreenActivityPorts {
  /** The document's pictures. */
  readonly pictures: () => Iterable<HTMLImageElement>
  /** Calls `then` after the next frame has been drawn. */
  readonly afterFrame: (then: () => void) => void
  /** Calls `then` whenever a picture of the document finishes loading (or fails). */
  readonly onPictureDone: (then: () => void) => () => void
  readonly setTimeout: (then: () => void, ms: number) => unknown
}

const browserPorts = (): ScreenActivityPorts => ({
  pictures: () => document.images,
  afterFrame: (then) => requestAnimationFrame(() => setTimeout(then, 0)),
  onPictureDone: (then) => {
    // `load` and `error` do not bubble; a listener on the capture path sees every picture's.
    const listener = (event: Event) => {
      if (event.target instanceof HTMLImageElement) then()
    }
    document.addEventListener("load", listener, true)
    document.addEventListener("error", listener, true)
    return () => {
      document.removeEventListener("load", listener, true)
      document.removeEventListener("error", listener, true)
    }
  },
  setTimeout: (then, ms) => setTimeout(then, ms)
})

/** A picture the screen shows at once (not one the browser loads only when scrolled near) that has not finished. */
const loadingAtOnce = (picture: HTMLImageElement): boolean => picture.loading !== "lazy" && !picture.complete

export const createScreenActivity = (ports: ScreenActivityPorts = browserPorts()): ScreenActivity => {
  let unanswered = 0
  /** Checks waiting for a call to be answered. */
  const waiting = new Set<() => void>()

  const track =
    (inner: Fetch): Fetch =>
    (input, init, extras) => {
      unanswered += 1
      const call = inner(input, init, extras)
      const done = () => {
        unanswered -= 1
        for (const check of [...waiting]) check()
      }
      call.then(done, done)
      return call
    }

  const settled = (limitMs: number): Promise<void> =>
    new Promise((resolve) => {
      let finished = false
      let checking = false
      let stopPictures = () => {}
      const finish = () => {
        if (finished) return
        finished = true
        waiting.delete(check)
        stopPictures()
        resolve()
      }
      // Each look comes a frame after the last change, so that an answer has been drawn (and its
      // pictures asked for) before the screen is judged.
      function check() {
        if (finished || checking) return
        checking = true
        ports.afterFrame(() => {
          checking = false
          if (finished) return
          if (unanswered === 0 && ![...ports.pictures()].some(loadingAtOnce)) finish()
        })
      }
      waiting.add(check)
      stopPictures = ports.onPictureDone(check)
      ports.setTimeout(finish, limitMs)
      check()
    })

  return { track, settled }
}
