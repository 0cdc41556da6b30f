/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useRef, useState, type ReactElement } from "react"
import { Redirect, useLocation } from "wouter"
import { useSelector } from "@xstate/react"
import { connectWalk } from "@mungwalk/core/walk"
import { useServices } from "../../app/services.tsx"
import { initialOnWalkUi, toOnWalkViewProps, withWalkOver } from "./bindings.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk } = useServices()
  const model = connectWalk(useSelector(walk, (s) => s), walk.send)
  const [, navigate] = useLocation()
  const [ui, setUi] = useState(initialOnWalkUi)
  // The walk as last seen while in progress, for the notice when the server says it is over.
  const lastWalking = useRef(model)
  if (model.isWalking) lastWalking.current = model
  // No walk when the screen opened: back to /walk. A walk that ends here leaves by itself: the
  // machine goes to /walk/summary after the end call; an abandoned walk goes back to /walk; a walk
  // that is over on the server waits for the notice's action (the machine navigates then).
  const [openedWithoutWalk] = useState(() => !model.isWalking && model.notice === null)
  if (openedWithoutWalk) return <Redirect to="/walk" replace />
  const props = toOnWalkViewProps(withWalkOver(lastWalking.current, model), ui, setUi)
  return (
    <OnWalkView
      {...props}
      onConfirm={() => {
        const abandoning = ui.confirm === "abandon"
        props.onConfirm()
        if (abandoning) navigate("/walk", { replace: true })
      }}
    />
  )
}

export default OnWalkScreen
