import { useCallback, type ReactElement } from "react"
import { useLocation } from "wouter"
import { goBack } from "../../app/history.ts"
import { ProfileFormView } from "./ProfileFormView.tsx"
import { useProfileForm } from "./useProfileForm.ts"

/** `/mypage/profile`: edit member info; back to my-page once saved. */
export const ProfileScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const form = useProfileForm(useCallback(() => goBack(navigate, "/mypage"), [navigate]))
  return <ProfileFormView form={form} />
}
