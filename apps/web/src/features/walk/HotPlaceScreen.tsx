/** `/walk/hotplace`: hot places near the device (or the default centre), loaded after the spec's 1 s delay. */
import type { ReactElement } from "react"
import { DEFAULT_MAP_CENTER, HOTPLACE_MARKER_DELAY_MS } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { failed, loading, ready } from "./loadable.ts"
import { locate } from "@mungwalk/core/walk"
import { geolocation } from "./walkActor.ts"
import { HotPlaceView } from "./HotPlaceView.tsx"

export const HotPlaceScreen = (): ReactElement => {
  const { api } = useServices()
  const hot = useResource(
    async (_: void, signal) => {
      const here = await locate(geolocation)
      const places = await api.call("walkHotplace", { body: { latitude: here.center.lat, longitude: here.center.lng } }, { signal })
      return { ...here, places }
    },
    undefined,
    { delayMs: HOTPLACE_MARKER_DELAY_MS, isEmpty: () => false }
  )
  const data = hot.data
  return (
    <HotPlaceView
      center={data?.center ?? DEFAULT_MAP_CENTER}
      position={data?.position ?? null}
      places={data ? ready(data.places) : hot.isError ? failed : loading}
    />
  )
}

export default HotPlaceScreen
