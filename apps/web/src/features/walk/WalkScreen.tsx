/**
 * `/walk`: binds the walk actor (dog choice, start), the member's dogs and the device position to `WalkView`.
 * While a walk is in progress the walk machine itself replaces this path with `/walk/onwalk`.
 */
import type { ReactElement } from "react"
import type { PetSummary } from "@mungwalk/core"
import { connectWalk } from "@mungwalk/core/walk"
import { connectPosition, devicePositionMachine, NO_INPUT } from "@mungwalk/core/location"
import { connectLoadable, myPetsMachine } from "@mungwalk/core/resource"
import { useConnected, useConnectedActor } from "../../app/useConnected.ts"
import { useServices } from "../../app/services.tsx"
import { WalkView } from "./WalkView.tsx"

export const WalkScreen = (): ReactElement => {
  const { walk } = useServices()
  const model = useConnectedActor(walk, connectWalk)
  const dogs = useConnected(({ api }) => myPetsMachine(api), NO_INPUT, connectLoadable<ReadonlyArray<PetSummary>>)
  const here = useConnected(devicePositionMachine, NO_INPUT, connectPosition)
  return (
    <WalkView
      center={here.center}
      position={here.position}
      dogs={dogs}
      selectedDogIds={model.selectedDogIds}
      starting={model.isStarting}
      alert={model.alert}
      onToggleDog={model.toggleDog}
      onStart={model.start}
      onDismissAlert={model.dismissAlert}
    />
  )
}

export default WalkScreen
