/** A calendar over the real client and a fake server, for the calendar's tests. */
import { createActor, type InspectionEvent } from "xstate"
import type { Walk } from "../schema/walk.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { provideCalendarMachine } from "./calendar.actors.ts"
import { connectCalendar } from "./calendar.connect.ts"
import type { CalendarFocus, ShareOutcome, WalkHandOff } from "./calendar.types.ts"

/** 2026-03-01 00:30 KST (still 2026-02-28 in UTC). */
export const NOW = Date.UTC(2026, 1, 28, 15, 30)

export const walkOn = (iso: string, walkId = 1, distance = 1234, duration = 3723): Walk => ({
  walkId,
  startTime: new Date(iso),
  isWalking: false,
  distance,
  duration,
  route: [
    { recordTime: new Date(iso), location: { lat: 37.57, lng: 127.0 }, accuracy: 5 },
    { recordTime: new Date(Date.parse(iso) + 60_000), location: { lat: 37.571, lng: 127.0 }, accuracy: 5 }
  ],
  dogs: [{ pet: { petId: 1, name: "콩이", profileImageUrl: null }, caloriesBurned: 12.4 }]
})

export const createCalendarWorld = (options: { now?: number; focus?: CalendarFocus | null; inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi()
  /** The walks handed to the post form, with their picture. */
  const certified: Array<{ handOff: WalkHandOff; picture: Blob | null }> = []
  /** The shares asked for, each answered by the test (`shares[0]!.answer("copied")`). */
  const shares: Array<{ handOff: WalkHandOff; picture: Blob; answer: (outcome: ShareOutcome) => void; fail: (e: unknown) => void }> = []
  const ports = {
    api: server.api,
    writeCertification: (handOff: WalkHandOff, picture: Blob | null) => void certified.push({ handOff, picture }),
    shareWalk: (handOff: WalkHandOff, picture: Blob) =>
      new Promise<ShareOutcome>((answer, fail) => {
        shares.push({ handOff, picture, answer, fail })
      })
  }
  const actor = createActor(provideCalendarMachine(ports), {
    input: { now: options.now ?? NOW, focus: options.focus ?? null },
    ...(options.inspect ? { inspect: options.inspect } : {})
  })
  const view = () => connectCalendar(actor.getSnapshot(), actor.send)
  return { server, actor, view, certified, shares }
}
