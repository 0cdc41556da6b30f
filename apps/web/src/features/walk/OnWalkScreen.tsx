/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { connectOnWalk, connectWalk, type OnWalkConfirm } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor, useConnectedValue, useStableActions } from "../../app/useConnected.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk, connectivity } = useServices()
  // Offline, this screen draws the one offline notice (the shell leaves its banner out here: `ownOfflineNotice`).
  const offline = useConnectedValue(connectivity, (s, send) => connectConnectivity(s, send, { walking: true }).isOffline)
  // Which confirmation dialog is open: presentation the screen keeps (see `connectOnWalk`).
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // The walk machine leads on: it replaces this path with /walk when there is no walk (and no
  // walk-over notice), goes to /walk/summary after the end call, to /walk after abandoning.
  // Its actions stay the same functions from one snapshot to the next: a fix redraws only the parts
  // of the view whose values changed (the live card, the map), not the buttons or dialogs (issue 33).
  const model = useStableActions(useConnectedActor(walk, (s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline)))
  return <OnWalkView walk={model} />
}

export default OnWalkScreen
