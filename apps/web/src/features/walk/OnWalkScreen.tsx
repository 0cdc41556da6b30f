/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useMemo, useState, type ReactElement } from "react"
import { connectOnWalk, connectWalk, sameOnWalkScreen, walkTrack, type OnWalkConfirm } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { useServices } from "../../app/services.tsx"
import { useConnectedActorWhenShown, useConnectedValue } from "../../app/useConnected.ts"
import type { LiveTrack } from "../../ui/map/types.ts"
import { OnWalkView } from "./OnWalkView.tsx"

/**
 * Offline while walking. One function for the screen's life: a selector made anew on every render
 * would leave React a passive effect (`useSyncExternalStore`'s) on each of the walk's fixes (issue 33).
 */
const isOfflineWhileWalking = (s: Parameters<typeof connectConnectivity>[0], send: Parameters<typeof connectConnectivity>[1]): "device" | "server" | null =>
  connectConnectivity(s, send, { walking: true }).offlineCause

/** `onChange` after each of the walk's snapshots that moved its track (`walkTrack` hands the same object otherwise). */
const subscribeTo =
  (walk: ReturnType<typeof useServices>["walk"]) =>
  (onChange: () => void): (() => void) => {
    let last = walkTrack(walk.getSnapshot())
    const subscription = walk.subscribe(() => {
      const now = walkTrack(walk.getSnapshot())
      if (now === last) return
      last = now
      onChange()
    })
    return () => subscription.unsubscribe()
  }

export const OnWalkScreen = (): ReactElement => {
  const { walk, connectivity } = useServices()
  // Offline, this screen draws the one offline notice (the shell leaves its banner out here: `ownOfflineNotice`).
  const offline = useConnectedValue(connectivity, isOfflineWhileWalking)
  // Which confirmation dialog is open: presentation the screen keeps (see `connectOnWalk`).
  const [confirm, setConfirm] = useState<OnWalkConfirm>(null)
  // The walk machine leads on: it replaces this path with /walk when there is no walk (and no
  // walk-over notice), goes to /walk/summary after the end call, to /walk after abandoning.
  // The screen draws again only when something it shows changed (`sameOnWalkScreen`): a fix that
  // moves the walker draws nothing of it; the map reads the walker and the route from the walk
  // itself (`track`) and draws them over itself (issue 33: smooth at hour two).
  const model = useConnectedActorWhenShown(walk, (s, send) => connectOnWalk(connectWalk(s, send), confirm, setConfirm, offline), sameOnWalkScreen, [
    confirm,
    offline
  ])
  const track = useMemo((): LiveTrack => ({ get: () => walkTrack(walk.getSnapshot()), subscribe: subscribeTo(walk) }), [walk])
  return <OnWalkView walk={model} track={track} />
}

export default OnWalkScreen
