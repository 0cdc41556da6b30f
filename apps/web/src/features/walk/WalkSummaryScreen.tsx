/**
 * `/walk/summary`: binds the calendar machine (month navigation, monthly and daily loads) to
 * `WalkSummaryView`. `?walk=12&date=2026-11-26` (where ending a walk lands) opens it on that walk:
 * its '산책 완료' card first. The cards' actions live here: the walk's picture
 * (`GET /api/walks/{id}/picture.png`), '인증글 쓰기' (the post form filled in with the picture and
 * the figures) and the share (`platform/share.ts`).
 */
import { useCallback, useEffect, useRef, useState, type ReactElement } from "react"
import { useLocation, useSearch } from "wouter"
import { calendarFocusPath, connectCalendar, parseCalendarFocus, provideCalendarMachine, type WalkSummaryView as WalkItem } from "@mungwalk/core/calendar"
import { useConnected } from "../../app/useConnected.ts"
import { useServices } from "../../app/services.tsx"
import { shareWalkPicture, type ShareOutcome } from "../../platform/share.ts"
import { offerCertificationPrefill } from "./certificationHandoff.ts"
import type { PictureStatus, WalkResultActions } from "./WalkResultCard.tsx"
import { WalkSummaryView } from "./WalkSummaryView.tsx"

const SHARE_MESSAGES: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: "산책 기록 링크를 복사했어요.",
  saved: "경로 그림을 저장했어요.",
  failed: "공유하지 못했어요. 잠시 후 다시 시도해주세요."
}

export const WalkSummaryScreen = (): ReactElement => {
  const { api } = useServices()
  const [, navigate] = useLocation()
  const search = useSearch()
  const [focus] = useState(() => parseCalendarFocus(search))
  const calendar = useConnected(({ api }) => provideCalendarMachine({ api }), { now: Date.now(), focus }, connectCalendar)
  const blobs = useRef(new Map<number, Promise<Blob>>())
  const [pictures, setPictures] = useState<Record<number, PictureStatus>>({})
  const [busyWalkId, setBusy] = useState<number | null>(null)
  const [shareMessage, setShareMessage] = useState<WalkResultActions["shareMessage"]>(null)

  const picture = useCallback(
    (walkId: number): Promise<Blob> => {
      const known = blobs.current.get(walkId)
      if (known) return known
      setPictures((p) => ({ ...p, [walkId]: "loading" }))
      const asked = api.call("walkPicture", { params: { walkId } })
      blobs.current.set(walkId, asked)
      asked.then(
        () => setPictures((p) => ({ ...p, [walkId]: "ready" })),
        () => {
          blobs.current.delete(walkId)
          setPictures((p) => ({ ...p, [walkId]: "failed" }))
        }
      )
      return asked
    },
    [api]
  )

  // The walk just ended: its picture is drawn at once, so '인증글 쓰기' and the share are instant.
  const focused = calendar.day?.walks.find((w) => w.isFocused)
  useEffect(() => {
    if (focused?.hasRoute) picture(focused.walkId).catch(() => {})
  }, [focused?.walkId, focused?.hasRoute, picture])

  const fileOf = async (walk: WalkItem): Promise<File | null> => {
    if (!walk.hasRoute) return null
    const blob = await picture(walk.walkId).catch(() => null)
    return blob ? new File([blob], `mungwalk-${walk.date}-${walk.walkId}.png`, { type: "image/png" }) : null
  }

  const result: WalkResultActions = {
    pictures,
    busyWalkId,
    shareMessage,
    writeCertification: async (walk) => {
      setBusy(walk.walkId)
      const file = await fileOf(walk)
      setBusy(null)
      offerCertificationPrefill({ boardId: 1, title: walk.certification.title, contents: walk.certification.contents, images: file ? [file] : [] })
      navigate("/post/write?board=1")
    },
    share: async (walk) => {
      setBusy(walk.walkId)
      setShareMessage(null)
      const file = await fileOf(walk)
      const url = new URL(calendarFocusPath("/walk/summary", walk.walkId, walk.date), window.location.origin).toString()
      const outcome: ShareOutcome = file ? await shareWalkPicture({ file, title: walk.certification.title, text: walk.certification.contents, url }) : "failed"
      setBusy(null)
      const text = SHARE_MESSAGES[outcome]
      setShareMessage(text ? { walkId: walk.walkId, text } : null)
    },
    showInCalendar: () => {
      calendar.clearFocus()
      window.scrollTo({ top: 0, behavior: "smooth" })
    }
  }

  return <WalkSummaryView calendar={calendar} result={result} />
}

export default WalkSummaryScreen
