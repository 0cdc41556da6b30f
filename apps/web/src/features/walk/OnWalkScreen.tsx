/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { connectOnWalk, connectWalk, type OnWalkConfirm } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { useServices } from "../../app/services.tsx"
import { useConnectedActorAtOnce, useConnectedValue, useStableActions } from "../../app/useConnected.ts"
import { OnWalkView } from "./OnWalkView.tsx"

/**
 * Offline while walking. One function for the screen's life: a selector made anew on every render
 * would leave React a passive effect (`useSyncExternalStore`'s) on each of the walk's fixes (issue 33).
 */
const isOfflineWhileWalking = (s: Parameters<typeof connectConnectivity>[0], send: Parameters<typeof connectConnectivity>[1]): "device" | "server" | null =>
  connectConnectivity(s, send, { walking: true }).offlineCause

export const OnWalkScreen = (): ReactElement => {
  const { walk, connectivity } = useServices()
  // Offline, this screen draws the one offline notice (the shell leaves its banner out here: `ownOfflineNotice`).
  const offline = useConnectedValue(connectivity, isOfflineWhileWalking)
  // Which confirmation dialog is open: presentation the screen keeps (see `connectOnWalk`).
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // The walk machine leads on: it replaces this path with /walk when there is no walk (and no
  // walk-over notice), goes to /walk/summary after the end call, to /walk after abandoning.
  // Its actions stay the same functions from one snapshot to the next: a fix redraws only the parts
  // of the view whose values changed (the live card, the map), not the buttons or dialogs (issue 33).
  // Each snapshot is drawn at once without leaving React a passive-effect task per fix (`useConnectedActorAtOnce`).
  const model = useStableActions(useConnectedActorAtOnce(walk, (s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline)))
  return <OnWalkView walk={model} />
}

export default OnWalkScreen
