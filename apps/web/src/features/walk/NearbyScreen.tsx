/** `/walk/nearby`: other members' routes near the device (or the default centre). */
import { useState, type ReactElement } from "react"
import type { NearbyRoute } from "@mungwalk/core"
import { connectLocated, nearbyRoutesMachine, NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { NearbyView } from "./NearbyView.tsx"

export const NearbyScreen = (): ReactElement => {
  // The route told apart on the map: presentation the screen keeps.
  const [selectedRoute, setSelectedRoute] = useState<number | null>(null)
  return (
    <NearbyView
      routes={useConnected(nearbyRoutesMachine, NO_INPUT, connectLocated<ReadonlyArray<NearbyRoute>>)}
      selectedRoute={selectedRoute}
      onSelectRoute={setSelectedRoute}
    />
  )
}

export default NearbyScreen
