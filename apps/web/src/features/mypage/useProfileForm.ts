import { useEffect, useState } from "react"
import { useActorRef, useSelector } from "@xstate/react"
import { connectProfileForm, provideProfileFormMachine, type ProfileFormView } from "@mungwalk/core/profileForm"
import { useServices } from "../../app/services.tsx"

/** Binds the core profile form machine; `onSaved` runs once the profile was saved. */
export const useProfileForm = (onSaved: () => void): ProfileFormView => {
  const { api } = useServices()
  const [machine] = useState(() => provideProfileFormMachine({ api }))
  const ref = useActorRef(machine)
  const snapshot = useSelector(ref, (s) => s)
  useEffect(() => {
    const sub = ref.on("saved", () => onSaved())
    return () => sub.unsubscribe()
  }, [ref, onSaved])
  return connectProfileForm(snapshot, ref.send)
}
