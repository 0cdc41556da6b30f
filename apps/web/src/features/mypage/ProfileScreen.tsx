import type { ReactElement } from "react"
import { useLocation } from "wouter"
import { connectProfileForm, provideProfileFormMachine } from "@mungwalk/core/profileForm"
import { useConnected } from "../../app/useConnected.ts"
import { goBack } from "../../app/history.ts"
import { ProfileFormView } from "./ProfileFormView.tsx"

/** `/mypage/profile`: edit member info; back to my-page once saved. */
export const ProfileScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const form = useConnected(({ api }) => provideProfileFormMachine({ api }), undefined, connectProfileForm, { saved: () => goBack(navigate, "/mypage") })
  return <ProfileFormView form={form} />
}
