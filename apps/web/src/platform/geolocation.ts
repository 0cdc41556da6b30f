/**
 * The core's `Geolocation` port over the browser's `navigator.geolocation`. Failures are the core's
 * `GeolocationFailure` with a kind (`denied`, `unavailable`, `timeout`, `unsupported`), so the core
 * can fall back to `DEFAULT_MAP_CENTER` when the position is denied or unsupported.
 */
import { GeolocationFailure, type GeoFix, type Geolocation, type GeolocationOptions } from "@mungwalk/core"

const toFix = (p: GeolocationPosition): GeoFix => ({
  lat: p.coords.latitude,
  lng: p.coords.longitude,
  accuracy: p.coords.accuracy,
  time: p.timestamp
})

const toFailure = (e: GeolocationPositionError): GeolocationFailure =>
  new GeolocationFailure(
    e.code === e.PERMISSION_DENIED ? "denied" : e.code === e.TIMEOUT ? "timeout" : "unavailable",
    e.message || "위치를 가져올 수 없습니다."
  )

const unsupported = () => new GeolocationFailure("unsupported", "이 브라우저는 위치 정보를 지원하지 않습니다.")

const positionOptions = (o: GeolocationOptions): PositionOptions => ({
  enableHighAccuracy: o.enableHighAccuracy,
  timeout: o.timeout,
  maximumAge: o.maximumAge
})

/** Geolocation through `navigator.geolocation` (or another object of that shape). */
export const browserGeolocation = (
  geolocation: globalThis.Geolocation | undefined = typeof navigator === "undefined" ? undefined : navigator.geolocation
): Geolocation => ({
  current: (options) =>
    new Promise((resolve, reject) => {
      if (!geolocation) return reject(unsupported())
      geolocation.getCurrentPosition(
        (p) => resolve(toFix(p)),
        (e) => reject(toFailure(e)),
        positionOptions(options)
      )
    }),
  watch(options, onFix, onError) {
    if (!geolocation) {
      onError(unsupported())
      return () => {}
    }
    const id = geolocation.watchPosition(
      (p) => onFix(toFix(p)),
      (e) => onError(toFailure(e)),
      positionOptions(options)
    )
    return () => geolocation.clearWatch(id)
  }
})
