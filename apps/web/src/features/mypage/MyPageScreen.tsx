import type { ReactElement } from "react"
import type { MyPage } from "@mungwalk/core"
import { connectLoadable, myPageMachine } from "@mungwalk/core/resource"
import { NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { MyPageView } from "./MyPageView.tsx"

/** `/mypage`: `GET /api/mypage` (member info and dogs). */
export const MyPageScreen = (): ReactElement => <MyPageView page={useConnected(({ api }) => myPageMachine(api), NO_INPUT, connectLoadable<MyPage>)} />
