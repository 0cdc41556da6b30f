/** What most API tests start from: a server with members signed in, and a failed call's status and message. */
import { HttpError } from "@mungwalk/core/api"
import { createTestServer, type TestServer } from "./app.ts"
import { createMember, type TestMember } from "./walkFixtures.ts"

/**
 * A test server with one signed-in, registered member per name (unique per server), made by
 * `member` (`createMember` unless told, e.g. `communityMember` for nicknames). Close the server after.
 */
export const serverWithMembers = async <const N extends ReadonlyArray<string>>(
  names: N,
  member: (server: TestServer, name: string) => Promise<TestMember> = createMember
): Promise<{ server: TestServer; members: { -readonly [K in keyof N]: TestMember } }> => {
  const server = await createTestServer()
  const members: TestMember[] = []
  for (const name of names) members.push(await member(server, name))
  return { server, members: members as { -readonly [K in keyof N]: TestMember } }
}

/** The status and Korean message of a call that must fail (and `detail` when the server gave one); throws when it succeeds or fails otherwise. */
export const failure = async (p: Promise<unknown>): Promise<{ status: number; message: string; detail?: string }> => {
  try {
    await p
  } catch (e) {
    if (e instanceof HttpError)
      return e.detail === undefined ? { status: e.status, message: e.message } : { status: e.status, message: e.message, detail: e.detail }
    throw e
  }
  throw new Error("expected the call to fail")
}
