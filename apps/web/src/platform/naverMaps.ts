/**
 * Loads the Naver Maps JS v3 SDK on demand (only map screens call this) and hands back
 * `naver.maps`. One `<script>` per page; a failed load can be retried.
 */

/** The SDK's address for a client id (NCP Maps, `ncpKeyId` since the 2025 console change). */
export const naverMapsSdkUrl = (clientId: string): string => `https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=${encodeURIComponent(clientId)}`

/** Give up on the SDK after this long (the spec's chunk timeout is for our own code; maps are optional). */
export const NAVER_SDK_TIMEOUT_MS = 15_000

export type NaverMapsApi = typeof naver.maps

let pending: { src: string; promise: Promise<NaverMapsApi> } | null = null

const current = (): NaverMapsApi | undefined => (globalThis as { naver?: { maps?: NaverMapsApi } }).naver?.maps

/**
 * Loads the SDK from `src` (default: the real SDK for `clientId`). Resolves with `naver.maps`
 * once it is defined; rejects on a script error, a timeout, or a script that defines nothing.
 */
export const loadNaverMaps = (options: { clientId: string; src?: string; timeoutMs?: number }): Promise<NaverMapsApi> => {
  const src = options.src ?? naverMapsSdkUrl(options.clientId)
  if (pending?.src === src) return pending.promise
  const ready = current()
  if (ready && !pending) return Promise.resolve(ready)

  const promise = new Promise<NaverMapsApi>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    script.dataset.naverMaps = "sdk"
    const timer = setTimeout(() => fail(new Error("Naver Maps SDK timed out")), options.timeoutMs ?? NAVER_SDK_TIMEOUT_MS)
    const done = () => {
      clearTimeout(timer)
      script.onload = script.onerror = null
    }
    const fail = (error: Error) => {
      done()
      script.remove()
      if (pending?.promise === promise) pending = null
      reject(error)
    }
    script.onload = () => {
      const maps = current()
      if (!maps) return fail(new Error("Naver Maps SDK loaded but defined no naver.maps"))
      done()
      // The SDK may finish its own content after `onload` (submodules); wait for that when it says so.
      const m = maps as NaverMapsApi & { jsContentLoaded?: boolean; onJSContentLoaded?: () => void }
      if (m.jsContentLoaded === false) m.onJSContentLoaded = () => resolve(maps)
      else resolve(maps)
    }
    script.onerror = () => fail(new Error("Naver Maps SDK failed to load"))
    document.head.appendChild(script)
  })
  pending = { src, promise }
  return promise
}
