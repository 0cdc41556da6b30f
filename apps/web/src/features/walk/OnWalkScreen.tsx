/** `/walk/onwalk`: binds the walk actor to `OnWalkView` (live card, route, ending). */
import { useState, type ReactElement } from "react"
import { Redirect, useLocation } from "wouter"
import { useSelector } from "@xstate/react"
import { connectWalk } from "@mungwalk/core/walk"
import { useServices } from "../../app/services.tsx"
import { initialOnWalkUi, toOnWalkViewProps } from "./bindings.ts"
import { OnWalkView } from "./OnWalkView.tsx"

export const OnWalkScreen = (): ReactElement => {
  const { walk } = useServices()
  const model = connectWalk(useSelector(walk, (s) => s), walk.send)
  const [, navigate] = useLocation()
  const [ui, setUi] = useState(initialOnWalkUi)
  // No walk when the screen opened: back to /walk. A walk that ends here leaves by itself: the
  // machine goes to /walk/summary after the end call; an abandoned walk goes back to /walk.
  const [openedWithoutWalk] = useState(() => !model.isWalking)
  if (openedWithoutWalk) return <Redirect to="/walk" replace />
  const props = toOnWalkViewProps(model, ui, setUi)
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
