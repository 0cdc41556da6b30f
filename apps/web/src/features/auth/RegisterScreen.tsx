import { useCallback, type ReactElement } from "react"
import { Link } from "wouter"
import { useSelector } from "@xstate/react"
import { useServices } from "../../app/services.tsx"
import { Card, EmptyState, Page, button } from "../../ui/index.ts"
import { ProfileFormView } from "../mypage/ProfileFormView.tsx"
import { useProfileForm } from "../mypage/useProfileForm.ts"

const RegisterForm = () => {
  const { auth } = useServices()
  const form = useProfileForm(useCallback(() => auth.send({ type: "user.registered" }), [auth]))
  return <ProfileFormView form={form} />
}

/**
 * `/auth/register`: the auth machine has stored the query's token; a new member fills in the
 * profile, and saving it takes them back to where they were going (the remembered redirect path).
 */
export const RegisterScreen = (): ReactElement => {
  const { auth } = useServices()
  const signedIn = useSelector(auth, (s) => s.matches("signedIn"))
  if (signedIn) return <RegisterForm />
  return (
    <Page>
      <Card tone="brand">
        <EmptyState
          message="로그인 정보가 없어요"
          detail="로그인한 뒤 프로필을 만들 수 있어요."
          action={<Link href="/login" className={button({ size: "md" })}>로그인하러 가기</Link>}
        />
      </Card>
    </Page>
  )
}
