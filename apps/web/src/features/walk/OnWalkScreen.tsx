/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { Redirect } from "wouter"
import { connectWalk } from "@mungwalk/core/walk"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor } from "../../app/useConnected.ts"
import { toOnWalkViewProps, type OnWalkConfirm } from "./bindings.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk } = useServices()
  const model = useConnectedActor(walk, connectWalk)
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // No walk when the screen opened: back to /walk. Otherwise the machine leads on: to
  // /walk/summary after the end call, to /walk after abandoning, and from the walk-over notice.
  const [openedWithoutWalk] = useState(() => !model.isWalking && model.notice === null)
  if (openedWithoutWalk) return <Redirect to="/walk" replace />
  return <OnWalkView {...toOnWalkViewProps(model, confirm, setConfirm)} />
}

export default OnWalkScreen
