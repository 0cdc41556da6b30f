/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { connectWalk } from "@mungwalk/core/walk"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor } from "../../app/useConnected.ts"
import { toOnWalkViewProps, type OnWalkConfirm } from "./bindings.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk } = useServices()
  const model = useConnectedActor(walk, connectWalk)
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // The walk machine leads on: it replaces this path with /walk when there is no walk (and no
  // walk-over notice), goes to /walk/summary after the end call, to /walk after abandoning.
  return <OnWalkView {...toOnWalkViewProps(model, confirm, setConfirm)} />
}

export default OnWalkScreen
