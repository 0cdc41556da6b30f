/** The calendar's calls and hand-overs: `calendarMachine.provide(createCalendarImplementations({ api, writeCertification, shareWalk }))`. */
import { fromPromise } from "xstate"
import { fromApiCall } from "../api/abort.ts"
import type { DailyWalks, MonthlyWalk } from "../schema/walk.ts"
import { calendarMachine } from "./calendar.machine.ts"
import type { CalendarContext, CalendarPorts, LoadDayInput, LoadMonthInput, ShareOutcome, WalkHandOff } from "./calendar.types.ts"

/** The walk waiting to be handed over, without its kind. */
const handOffOf = (context: CalendarContext): WalkHandOff => {
  const { kind: _, ...handOff } = context.handOff!
  return handOff
}

export const createCalendarImplementations = ({ api, writeCertification, shareWalk }: CalendarPorts) => ({
  actors: {
    loadMonth: fromApiCall<MonthlyWalk, LoadMonthInput>(({ input, signal }) =>
      api.call("walkMonthly", { body: { memberId: 0, year: input.year, month: input.month } }, { signal })
    ),
    loadDay: fromApiCall<DailyWalks, LoadDayInput>(({ input, signal }) =>
      api.call("walkDaily", { body: { memberId: 0, year: input.year, month: input.month, day: input.day } }, { signal })
    ),
    deleteWalk: fromApiCall<void, { walkId: number }>(({ input, signal }) => api.call("deleteWalk", { params: { walkId: input.walkId } }, { signal })),
    loadPicture: fromApiCall<Blob, { walkId: number }>(({ input, signal }) => api.call("walkPicture", { params: { walkId: input.walkId } }, { signal })),
    shareWalk: fromPromise<ShareOutcome, { handOff: WalkHandOff; picture: Blob }>(async ({ input }) =>
      shareWalk ? shareWalk(input.handOff, input.picture) : "failed"
    )
  },
  actions: {
    writeCertification: ({ context }: { context: CalendarContext }) => {
      const handOff = handOffOf(context)
      writeCertification?.(handOff, context.pictureWalkId === handOff.walkId ? context.picture : null)
    }
  }
})

export const provideCalendarMachine = (ports: CalendarPorts) => calendarMachine.provide(createCalendarImplementations(ports))
