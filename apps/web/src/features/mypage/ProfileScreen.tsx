import { useCallback, type ReactElement } from "react"
import { useLocation } from "wouter"
import { ProfileFormView } from "./ProfileFormView.tsx"
import { useProfileForm } from "./useProfileForm.ts"

/** `/mypage/profile`: edit member info; back to my-page once saved. */
export const ProfileScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const form = useProfileForm(useCallback(() => navigate("/mypage", { replace: true }), [navigate]))
  return <ProfileFormView form={form} />
}
