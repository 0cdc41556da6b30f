import type { ReactElement } from "react"
import { Link } from "wouter"
import { connectAuth } from "@mungwalk/core/auth"
import { connectProfileForm } from "@mungwalk/core/profileForm"
import { useServices } from "../../app/services.tsx"
import { useConnectedActor } from "../../app/useConnected.ts"
import { Card, EmptyState, Page, button } from "../../ui/index.ts"
import { ProfileFormView } from "../mypage/ProfileFormView.tsx"
import { useProfileForm } from "../mypage/ProfileScreen.tsx"

/** The registration's form: it says so while the profile loads or failed to load. */
const connectRegistration: typeof connectProfileForm = (snapshot, send) => connectProfileForm(snapshot, send, true)

/**
 * Saving the profile tells the auth machine, which navigates on to the remembered path. Left
 * registered (this save, whose renewed token may move the member on before its answer reaches the
 * form, or another tab's), the kept form is given up: the profile edit must not open with it.
 */
const RegisterForm = ({ registered, isRegistered }: { registered: () => void; isRegistered: () => boolean }) => (
  <ProfileFormView form={useProfileForm(connectRegistration, registered, isRegistered)} />
)

/**
 * `/auth/register`: the auth machine has stored the query's token; a new member fills in the
 * profile, and saving it takes them back to where they were going (the remembered redirect path).
 */
export const RegisterScreen = (): ReactElement => {
  const { auth } = useServices()
  const { isSignedIn, registered } = useConnectedActor(auth, connectAuth)
  if (isSignedIn) return <RegisterForm registered={registered} isRegistered={() => !connectAuth(auth.getSnapshot(), auth.send).needsRegistration} />
  return (
    <Page>
      <Card tone="brand">
        <EmptyState
          message="로그인 정보가 없어요"
          detail="로그인한 뒤 프로필을 만들 수 있어요."
          action={
            <Link href="/login" className={button({ size: "md" })}>
              로그인하러 가기
            </Link>
          }
        />
      </Card>
    </Page>
  )
}
