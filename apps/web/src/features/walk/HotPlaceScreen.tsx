/** `/walk/hotplace`: hot places near the device (or the default centre), loaded after the spec's 1 s delay. */
import { useState, type ReactElement } from "react"
import type { LatLng } from "@mungwalk/core"
import { connectLocated, HOT_PLACES_INPUT, hotPlacesMachine } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { HotPlaceView } from "./HotPlaceView.tsx"

export const HotPlaceScreen = (): ReactElement => {
  // The tapped place: presentation the screen keeps (like a dialog's open state).
  const [selected, setSelected] = useState<ReadonlyArray<LatLng> | null>(null)
  return (
    <HotPlaceView places={useConnected(hotPlacesMachine, HOT_PLACES_INPUT, connectLocated<ReadonlyArray<LatLng>>)} selected={selected} onSelect={setSelected} />
  )
}

export default HotPlaceScreen
