import { useEffect, useRef, useState, type ReactElement } from "react"
import { useLocation } from "wouter"
import { connectProfileForm, provideProfileFormMachine, storedProfileDraft } from "@mungwalk/core/profileForm"
import { browserStorage } from "../../platform/storage.ts"
import { useConnected } from "../../app/useConnected.ts"
import { goBack } from "../../app/history.ts"
import { ProfileFormView } from "./ProfileFormView.tsx"

/**
 * The profile form (registration or edit), kept as it is typed in this tab's session storage: a
 * reload (or the phone dropping the tab) opens it as it was (read once), and saving forgets it.
 * `forgetOnLeave`: leaving the form gives it up too (an edit: the next one starts from the stored
 * profile); a registration is kept until it is saved, like a new dog's form — asked as it is left
 * (a function), since its save's renewed token may move the member on before the save's own answer
 * reaches the form.
 */
export const useProfileForm = (connect: typeof connectProfileForm, saved: () => void, forgetOnLeave: boolean | (() => boolean)) => {
  const [memory] = useState(() => storedProfileDraft(browserStorage("session")))
  const [input] = useState(() => ({ draft: memory.read() }))
  const forget = useRef(forgetOnLeave)
  forget.current = forgetOnLeave
  useEffect(
    () => () => {
      if (typeof forget.current === "function" ? forget.current() : forget.current) memory.clear()
    },
    [memory]
  )
  return useConnected(({ api }) => provideProfileFormMachine({ api, draftMemory: memory }), input, connect, { saved })
}

/** `/mypage/profile`: edit member info; back to my-page once saved. */
export const ProfileScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  return <ProfileFormView form={useProfileForm(connectProfileForm, () => goBack(navigate, "/mypage"), true)} />
}
