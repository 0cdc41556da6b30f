/**
 * `/walk`: binds the walk actor (dog choice, start), the member's dogs and the device position to `WalkView`,
 * and asks '위치정보 이용 동의' once, when the first walk's start is pressed (`LocationConsentView`).
 * While a walk is in progress the walk machine itself replaces this path with `/walk/onwalk`.
 */
import type { ReactElement } from "react"
import type { PetSummary } from "@mungwalk/core"
import { connectWalk } from "@mungwalk/core/walk"
import { connectPosition, devicePositionMachine, NO_INPUT } from "@mungwalk/core/location"
import { connectLoadable, myPetsMachine } from "@mungwalk/core/resource"
import { useConnected, useConnectedActor } from "../../app/useConnected.ts"
import { useServices } from "../../app/services.tsx"
import { connectConsent, provideConsentMachine } from "@mungwalk/core/settings"
import { LocationConsentView } from "../settings/LocationConsentView.tsx"
import { WalkView } from "./WalkView.tsx"

export const WalkScreen = (): ReactElement => {
  const walk = useConnectedActor(useServices().walk, connectWalk)
  // '위치정보 이용 동의' as a step of the first walk's start (issue 32): the start button asks first.
  const consent = useConnected(({ api, walk }) => provideConsentMachine(api, () => walk.send({ type: "user.start" })), NO_INPUT, connectConsent)
  return (
    <>
      <WalkView
        walk={{ ...walk, start: () => consent.start(walk.selectedDogIds.length > 0) }}
        dogs={useConnected(({ api }) => myPetsMachine(api), NO_INPUT, connectLoadable<ReadonlyArray<PetSummary>>)}
        here={useConnected(devicePositionMachine, NO_INPUT, connectPosition)}
      />
      <LocationConsentView consent={consent} />
    </>
  )
}

export default WalkScreen
