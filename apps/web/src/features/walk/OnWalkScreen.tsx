/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { connectOnWalk, connectWalk, type OnWalkConfirm } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor, useConnectedValue } from "../../app/useConnected.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk, connectivity } = useServices()
  // Offline, this screen draws the one offline notice (the shell leaves its banner out here: `ownOfflineNotice`).
  const offline = useConnectedValue(connectivity, (s, send) => connectConnectivity(s, send, { walking: true }).isOffline)
  // Which confirmation dialog is open: presentation the screen keeps (see `connectOnWalk`).
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // The walk machine leads on: it replaces this path with /walk when there is no walk (and no
  // walk-over notice), goes to /walk/summary after the end call, to /walk after abandoning.
  return <OnWalkView walk={useConnectedActor(walk, (s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline))} />
}

export default OnWalkScreen
