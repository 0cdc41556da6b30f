/**
 * `/walk`: binds the walk actor (dog choice, start) and the dogs and position loads to `WalkView`.
 * While a walk is in progress the walk machine itself replaces this path with `/walk/onwalk`.
 */
import type { ReactElement } from "react"
import { useSelector } from "@xstate/react"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core"
import { connectWalk } from "@mungwalk/core/walk"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { fromResource } from "./loadable.ts"
import { locate } from "@mungwalk/core/walk"
import { geolocation } from "./walkActor.ts"
import { WalkView } from "./WalkView.tsx"

export const WalkScreen = (): ReactElement => {
  const { api, walk } = useServices()
  const model = connectWalk(useSelector(walk, (s) => s), walk.send)
  const pets = useResource((_: void, signal) => api.call("myPets", {}, { signal }), undefined)
  const here = useResource((_: void) => locate(geolocation), undefined, { isEmpty: () => false })
  return (
    <WalkView
      center={here.data?.center ?? DEFAULT_MAP_CENTER}
      position={here.data?.position ?? null}
      dogs={fromResource(pets)}
      selectedDogIds={model.selectedDogIds}
      starting={model.isStarting}
      alert={model.alert}
      onToggleDog={model.toggleDog}
      onStart={model.start}
      onDismissAlert={model.dismissAlert}
      onRetryDogs={pets.retry}
    />
  )
}

export default WalkScreen
