/** §5 walk start's rule, apart from the forms' (`validation.ts`, which re-exports it): the walk machine loads with every page's start. */
import { MESSAGES } from "./messages.ts"
import type { Validated } from "./validation.ts"

/** §5 walk start: at least one dog. The value is the selection without duplicates. */
export const validateWalkStart = (selectedDogIds: ReadonlyArray<number>): Validated<ReadonlyArray<number>, "dogs"> =>
  selectedDogIds.length === 0
    ? { ok: false, errors: { dogs: MESSAGES.walkNeedsDog }, alert: MESSAGES.walkNeedsDog }
    : { ok: true, value: [...new Set(selectedDogIds)] }
