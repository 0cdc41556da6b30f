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

export const WalkScreen = (): ReactElement => (
  <WalkView
    walk={useConnectedActor(useServices().walk, connectWalk)}
    dogs={useConnected(({ api }) => myPetsMachine(api), NO_INPUT, connectLoadable<ReadonlyArray<PetSummary>>)}
    here={useConnected(devicePositionMachine, NO_INPUT, connectPosition)}
  />
)

export default WalkScreen
