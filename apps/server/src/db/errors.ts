/** Recognising database errors the same way on PGlite and node-postgres (Drizzle wraps both in `cause`). */

interface PgLikeError {
  readonly code?: unknown
  readonly constraint?: unknown
  readonly cause?: unknown
}

const pgErrorOf = (e: unknown): PgLikeError | null => {
  let current: unknown = e
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const err = current as PgLikeError
    if (typeof err.code === "string" && /^[0-9A-Z]{5}$/.test(err.code)) return err
    current = err.cause
  }
  return null
}

/** True for a unique violation (SQLSTATE 23505), of `constraint` when given. */
export const isUniqueViolation = (e: unknown, constraint?: string): boolean => {
  const err = pgErrorOf(e)
  return err?.code === "23505" && (constraint === undefined || err.constraint === constraint)
}

/** True for a check constraint violation (SQLSTATE 23514), of `constraint` when given. */
export const isCheckViolation = (e: unknown, constraint?: string): boolean => {
  const err = pgErrorOf(e)
  return err?.code === "23514" && (constraint === undefined || err.constraint === constraint)
}

/** True for a foreign key violation (SQLSTATE 23503): the referenced row does not exist (any more). */
export const isForeignKeyViolation = (e: unknown): boolean => pgErrorOf(e)?.code === "23503"
