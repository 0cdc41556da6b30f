/** Point history. */
import * as Schema from "effect/Schema"
import { Id, IntFromString, IsoDateTime } from "./common.ts"

export const PointEntry = Schema.Struct({
  id: Id,
  description: Schema.String,
  date: IsoDateTime,
  type: Schema.Literals(["plus", "minus"]),
  amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
})
export type PointEntry = typeof PointEntry.Type

/** `GET /api/points?memberId` — memberId is ignored by the server. */
export const PointsQuery = Schema.Struct({ memberId: Schema.optionalKey(IntFromString) })
