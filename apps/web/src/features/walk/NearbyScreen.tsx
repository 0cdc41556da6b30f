/** `/walk/nearby`: other members' routes near the device (or the default centre), via the resource machine. */
import type { ReactElement } from "react"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { failed, loading, ready } from "./loadable.ts"
import { locate } from "@mungwalk/core/walk"
import { geolocation } from "./walkActor.ts"
import { NearbyView } from "./NearbyView.tsx"

export const NearbyScreen = (): ReactElement => {
  const { api } = useServices()
  const nearby = useResource(
    async (_: void, signal) => {
      const here = await locate(geolocation)
      const routes = await api.call("walkNearby", { body: { latitude: here.center.lat, longitude: here.center.lng } }, { signal })
      return { ...here, routes }
    },
    undefined,
    { isEmpty: () => false }
  )
  const data = nearby.data
  return (
    <NearbyView
      center={data?.center ?? DEFAULT_MAP_CENTER}
      position={data?.position ?? null}
      routes={data ? ready(data.routes) : nearby.isError ? failed : loading}
    />
  )
}

export default NearbyScreen
