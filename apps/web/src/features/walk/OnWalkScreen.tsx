/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useMemo, useState, type ReactElement } from "react"
import { connectOnWalk, connectWalk, sameLiveCard, sameOnWalkScreen, walkLiveCard, walkTrack, type OnWalkConfirm } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { useServices } from "../../app/services.tsx"
import { actorSource, useConnectedActorWhenShown, useConnectedValue } from "../../app/useConnected.ts"
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
  // The screen draws again only when something it shows changed (`sameOnWalkScreen`): a fix draws
  // nothing of it. The map reads the walker and the route from the walk itself (`track`) and draws
  // them over itself; the live card reads its figures (`live`) and draws again alone when a label
  // changed (issue 33: smooth at hour two).
  const model = useConnectedActorWhenShown(walk, (s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline), sameOnWalkScreen, [
    confirm,
    offline
  ])
  const track = useMemo(() => actorSource(walk, walkTrack), [walk])
  const live = useMemo(() => actorSource(walk, walkLiveCard, sameLiveCard), [walk])
  return <OnWalkView walk={model} track={track} live={live} />
}

export default OnWalkScreen
