/** Fixtures for the community tests: members with nicknames, posts written through the API. */
import { eq } from "drizzle-orm"
import { members } from "../../src/db/schema.ts"
import type { TestServer } from "./app.ts"
import { createMember, type TestMember } from "./walkFixtures.ts"

/** A signed-in member whose nickname is `name`. */
export const communityMember = async (server: TestServer, name: string): Promise<TestMember> => {
  const m = await createMember(server, name)
  await server.database.db.update(members).set({ nickname: name, registeredAt: new Date() }).where(eq(members.id, m.memberId))
  return m
}

export const writeTextPost = async (m: TestMember, over: { title?: string; contents?: string; boardid?: number } = {}): Promise<number> =>
  (
    await m.client.call("writePost", {
      fields: { title: over.title ?? "오늘 산책", contents: over.contents ?? "낙산공원 한 바퀴", boardid: over.boardid ?? 1 }
    })
  ).postId

/** Reads Server-Sent Events from a streaming response. */
export const sseReader = (res: Response) => {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ""
  const events: Array<{ event: string; data: string }> = []
  const comments: string[] = []
  const waiters: Array<() => void> = []
  let done = false
  void (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read()
        if (end) break
        buffer += decoder.decode(value, { stream: true })
        for (let i = buffer.indexOf("\n\n"); i >= 0; i = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, i)
          buffer = buffer.slice(i + 2)
          let event = "message"
          const data: string[] = []
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim())
            else if (line.startsWith("event:")) event = line.slice(6).trim()
            else if (line.startsWith("data:")) data.push(line.slice(5).trim())
          }
          if (data.length) events.push({ event, data: data.join("\n") })
          for (const w of waiters.splice(0)) w()
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true
      for (const w of waiters.splice(0)) w()
    }
  })()
  return {
    events,
    comments,
    /** Resolves when `count` events have arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 2000): Promise<void> {
      const deadline = Date.now() + timeoutMs
      while (events.length < count) {
        if (done) throw new Error(`stream ended after ${events.length} events`)
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`timed out waiting for event ${count} (got ${events.length})`)
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(t)
            resolve()
          })
        })
      }
    },
    close: () => reader.cancel()
  }
}
