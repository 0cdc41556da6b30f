/**
 * Creating calls done once per submission (`EndpointSpec.idempotent`): a post, a comment, a dog, a
 * cart add sent again with the same `Idempotency-Key` — a retry after a lost answer, a reload that
 * sends the kept draft again — answer the first call's answer and create nothing more.
 *
 * The key is claimed in the transaction that creates: the row is inserted first (a second send of
 * the key waits on it while the first is in flight, then reads its answer), the work runs, and the
 * answer is stored before the commit. A failure rolls the claim back with the work, so the key can
 * be sent again; a server killed mid-call leaves neither.
 */
import { and, eq, lt } from "drizzle-orm"
import {
  decodeWith,
  encodeWith,
  endpoints,
  isBinaryResponse,
  SUBMISSION_KEPT_DAYS,
  SUBMISSION_REUSED_MESSAGE,
  type EndpointName,
  type EndpointSpec
} from "@mungwalk/core/api"
import type { Db, DbOrTx } from "../db/client.ts"
import { submissions } from "../db/schema.ts"
import { ApiFailure } from "../http/errors.ts"
import type { Submission } from "../http/submission.ts"

export type { Submission } from "../http/submission.ts"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

export { SUBMISSION_REUSED_MESSAGE }

const KEPT_MS = SUBMISSION_KEPT_DAYS * 24 * 60 * 60 * 1000

/** The stored answer decoded back to what the handler answers (the route encodes it again). */
const decodeAnswer = <A>(endpoint: EndpointName, stored: unknown): A => {
  const response = (endpoints[endpoint] as EndpointSpec).response
  if (response === null || isBinaryResponse(response)) return undefined as A
  const decoded = decodeWith(response, stored)
  if (!decoded.ok) throw new Error(`submissions: the stored answer of ${endpoint} no longer decodes (${decoded.message})`)
  return decoded.value as A
}

const encodeAnswer = (endpoint: EndpointName, answer: unknown): unknown => {
  const response = (endpoints[endpoint] as EndpointSpec).response
  if (response === null || isBinaryResponse(response)) return null
  const encoded = encodeWith(response, answer)
  if (!encoded.ok) throw new Error(`submissions: the answer of ${endpoint} does not encode (${encoded.message})`)
  return encoded.value
}

const sameSubmission = (row: { endpoint: string; fingerprint: string }, submission: Submission): boolean =>
  row.endpoint === submission.endpoint && row.fingerprint === submission.fingerprint

/**
 * The first answer of a submission already recorded, or undefined: for a call with work to do before
 * its transaction (an image to store), so a repeat does not do it. A key recorded for other content
 * is a 422.
 */
export const earlierAnswer = async <A>(db: DbOrTx, memberId: number, submission: Submission | undefined): Promise<{ readonly answer: A } | undefined> => {
  if (!submission) return undefined
  const [row] = await db
    .select({ endpoint: submissions.endpoint, fingerprint: submissions.fingerprint, answer: submissions.answer })
    .from(submissions)
    .where(and(eq(submissions.memberId, memberId), eq(submissions.key, submission.key)))
  if (!row) return undefined
  if (!sameSubmission(row, submission)) throw new ApiFailure(422, SUBMISSION_REUSED_MESSAGE)
  return { answer: decodeAnswer<A>(submission.endpoint, row.answer) }
}

/**
 * Runs `work` in `tx` once per submission: without one, just runs it. With one, claims its key
 * first; a key already claimed answers its first answer (`repeated`) without running `work` (or a
 * 422 for other content). The member's keys older than `SUBMISSION_KEPT_DAYS` go on the way.
 */
export const once = async <A>(
  tx: Tx,
  memberId: number,
  submission: Submission | undefined,
  work: () => Promise<A>
): Promise<{ readonly answer: A; readonly repeated: boolean }> => {
  if (!submission) return { answer: await work(), repeated: false }
  const claimed = await tx
    .insert(submissions)
    .values({ memberId, key: submission.key, endpoint: submission.endpoint, fingerprint: submission.fingerprint })
    .onConflictDoNothing()
    .returning({ key: submissions.key })
  if (claimed.length === 0) {
    const earlier = await earlierAnswer<A>(tx, memberId, submission)
    if (!earlier) throw new Error("submissions: a claimed key has no row")
    return { answer: earlier.answer, repeated: true }
  }
  const answer = await work()
  await tx
    .update(submissions)
    .set({ answer: encodeAnswer(submission.endpoint, answer) })
    .where(and(eq(submissions.memberId, memberId), eq(submissions.key, submission.key)))
  await tx.delete(submissions).where(and(eq(submissions.memberId, memberId), lt(submissions.createdAt, new Date(Date.now() - KEPT_MS))))
  return { answer, repeated: false }
}
