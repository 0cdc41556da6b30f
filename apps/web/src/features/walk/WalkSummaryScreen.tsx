/**
 * `/walk/summary`: binds the calendar machine (month navigation, monthly and daily loads, the
 * result cards' route picture, '인증글 쓰기' and the share) to `WalkSummaryView`.
 * `?walk=12&date=2026-11-26` (where ending a walk lands) opens it on that walk: its '산책 완료'
 * card first, its picture asked for at once. The machine's hand-overs are the platform's: the post
 * form's prefill (`certificationHandoff.ts`) and the share (`platform/share.ts`).
 */
import { useState, type ReactElement } from "react"
import { useSearch } from "wouter"
import { calendarFocusPath, connectCalendar, parseCalendarFocus, provideCalendarMachine } from "@mungwalk/core/calendar"
import { useConnected } from "../../app/useConnected.ts"
import { shareWalkPicture } from "../../platform/share.ts"
import { CERTIFICATION_FORM_PATH, offerCertificationPrefill, pictureFile } from "./certificationHandoff.ts"
import type { WalkResultActions } from "./WalkResultCard.tsx"
import { WalkSummaryView } from "./WalkSummaryView.tsx"

export const WalkSummaryScreen = (): ReactElement => {
  const search = useSearch()
  const [focus] = useState(() => parseCalendarFocus(search, Date.now()))
  const calendar = useConnected(
    ({ api, navigate }) =>
      provideCalendarMachine({
        api,
        writeCertification: (walk, picture) => {
          // Opened even if the prefill could not be kept: the post can be written by hand.
          offerCertificationPrefill(walk, picture)
            .catch(() => {})
            .then(() => navigate(CERTIFICATION_FORM_PATH))
        },
        shareWalk: (walk, picture) =>
          shareWalkPicture({
            file: pictureFile(walk, picture),
            title: walk.post.title,
            text: walk.post.contents,
            url: new URL(calendarFocusPath("/walk/summary", walk.walkId, walk.date), window.location.origin).toString()
          })
      }),
    { now: Date.now(), focus },
    connectCalendar
  )
  const result: WalkResultActions = {
    picture: calendar.picture,
    busyWalkId: calendar.busyWalkId,
    shareMessage: calendar.shareMessage,
    writeCertification: calendar.writeCertification,
    share: calendar.share,
    showInCalendar: () => {
      calendar.clearFocus()
      window.scrollTo({ top: 0, behavior: "smooth" })
    }
  }
  return <WalkSummaryView calendar={calendar} result={result} />
}

export default WalkSummaryScreen
