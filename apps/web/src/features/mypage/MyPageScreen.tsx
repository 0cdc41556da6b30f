import type { ReactElement } from "react"
import type { MyPage } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { MyPageView } from "./MyPageView.tsx"

/** `/mypage`: `GET /api/mypage` (member info and dogs). */
export const MyPageScreen = (): ReactElement => {
  const { api } = useServices()
  const page = useResource<MyPage>((_, signal) => api.call("myPage", {}, { signal }), undefined, { isEmpty: () => false })
  return (
    <MyPageView
      status={page.isError ? "error" : page.data ? "ready" : "loading"}
      member={page.data?.memberInfo ?? null}
      pets={page.data?.pets ?? []}
      onRetry={page.retry}
    />
  )
}
