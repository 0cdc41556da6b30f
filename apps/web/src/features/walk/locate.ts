/** Where to centre a walk map: the device position, or the spec's default centre when it cannot be had (§8). */
import { DEFAULT_MAP_CENTER, GPS_WATCH_OPTIONS, type Geolocation, type LatLng } from "@mungwalk/core"

export interface Located {
  readonly center: LatLng
  /** The device position, or null when denied, unsupported or unavailable (no "me" dot then). */
  readonly position: LatLng | null
}

export const locate = async (geolocation: Geolocation): Promise<Located> => {
  try {
    const fix = await geolocation.current(GPS_WATCH_OPTIONS)
    const position = { lat: fix.lat, lng: fix.lng }
    return { center: position, position }
  } catch {
    return { center: { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng }, position: null }
  }
}
