/**
 * Community figures on PostgreSQL (a throwaway cluster): `npx tsx apps/server/bench/community.ts
 * [--posts 10000] [--comments 100000] [--streams 200]`.
 *
 * 1. Post list page: `posts` posts over both boards (a third with 1–3 images), `comments`
 *    comments and replies and 50 000 likes bulk-inserted, statistics refreshed; then 300
 *    `GET /api/post/board/{type}?page&size=15` calls (pages 0–40, a few deep) through the real app,
 *    one at a time, with a member's token (so `isLiked` is computed for the caller). Prints p50/p95.
 * 2. Notification fan-out: `streams` members each open `GET /api/notification/stream` (tickets
 *    from `POST /api/notification/stream-ticket`) on one app instance; 100 comments, each by
 *    another member on a post of one of them, are written through a second app instance on the
 *    same database; the delay from sending the comment to the author's stream event (it travels
 *    through PostgreSQL `LISTEN/NOTIFY`) is measured. Prints p50/p95.
 * The apps run in this process (`boot` + `app.request`), so HTTP parsing is not in the figures.
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "drizzle-orm"
import { loadConfig } from "../src/config.ts"
import { openDatabase } from "../src/db/client.ts"
import { boot, type Booted } from "../src/server.ts"
import { createDatabaseIn, startCluster } from "../test/setup/postgres.global.ts"
import { percentile } from "./walk-latency.ts"

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const POSTS = arg("posts", 10_000)
const COMMENTS = arg("comments", 100_000)
const STREAMS = arg("streams", 200)
const MEMBERS = Math.max(STREAMS + 10, 300)
const SECRET = "community-bench-secret-0123456789abcdef"

const ms = (n: number) => `${n.toFixed(1)} ms`

const cluster = await startCluster()
const dataDir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-bench-community-"))
const instances: Booted[] = []
try {
  const url = await createDatabaseIn(cluster.url, "bench")
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, DEMO: "0", DEV_LOGIN: "1", WEB_DIST: "", DATABASE_URL: url })
  for (let i = 0; i < 2; i++) instances.push(await boot(config, { database: await openDatabase({ databaseUrl: url, poolSize: 10 }) }))
  const [reader, writer] = instances as [Booted, Booted]
  const db = reader.database.db
  const request = (b: Booted, p: string, token: string, init: RequestInit = {}) =>
    Promise.resolve(
      b.app.request(new URL(p, "http://bench.test").toString(), { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } })
    )

  console.log(`seeding ${MEMBERS} members, ${POSTS} posts, ${COMMENTS} comments…`)
  const began = performance.now()
  await db.execute(sql`insert into members (provider, subject, nickname, registered_at)
    select 'bench', 'm' || g, '회원' || g, now() from generate_series(1, ${MEMBERS}) g`)
  await db.execute(sql`insert into posts (member_id, board_id, title, contents, created_at, updated_at)
    select 1 + (g::bigint * 7919) % ${MEMBERS}, 1 + g % 2, '제목 ' || g, repeat('내용 ', 40),
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${POSTS}) g`)
  await db.execute(sql`insert into post_images (post_id, position, url)
    select p.id, i, '/uploads/posts/' || md5(p.id || '-' || i) || '.webp'
    from posts p, generate_series(0, 2) i where p.id % 3 = 0 and i <= p.id % 3`)
  await db.execute(sql`insert into comments (post_id, member_id, contents, created_at)
    select 1 + (g::bigint * 104729) % ${POSTS}, 1 + (g::bigint * 31) % ${MEMBERS}, '댓글 ' || g, now()
    from generate_series(1, ${Math.round(COMMENTS * 0.7)}) g`)
  await db.execute(sql`insert into comments (post_id, member_id, parent_id, contents, created_at)
    select c.post_id, 1 + (c.id::bigint * 17) % ${MEMBERS}, c.id, '답글 ' || c.id, now()
    from comments c where c.parent_id is null order by c.id limit ${COMMENTS - Math.round(COMMENTS * 0.7)}`)
  await db.execute(sql`insert into post_likes (post_id, member_id)
    select distinct 1 + (g::bigint * 7907) % ${POSTS}, 1 + (g::bigint * 13) % ${MEMBERS} from generate_series(1, 50000) g on conflict do nothing`)
  await db.execute(sql`update posts p set comments_count = c.n from (select post_id, count(*)::int n from comments group by post_id) c where c.post_id = p.id`)
  await db.execute(sql`update posts p set likes_count = l.n from (select post_id, count(*)::int n from post_likes group by post_id) l where l.post_id = p.id`)
  await db.execute(sql`analyze`)
  console.log(`seeded in ${((performance.now() - began) / 1000).toFixed(1)} s`)

  // ── 1. list pages ─────────────────────────────────────────────────────────────────────────
  const token = await reader.deps.tokens.issue(5)
  const pageTimes: number[] = []
  for (let i = 0; i < 320; i++) {
    const page = i % 20 === 0 ? 300 : i % 41
    const t0 = performance.now()
    const res = await request(reader, `/api/post/board/${1 + (i % 2)}?page=${page}&size=15`, token)
    const body = (await res.json()) as unknown[]
    const t = performance.now() - t0
    if (res.status !== 200 || body.length !== 15) throw new Error(`list page ${page}: ${res.status}`)
    if (i >= 20) pageTimes.push(t) // the first 20 warm the caches
  }
  pageTimes.sort((a, b) => a - b)
  console.log(
    `post list page (size 15) at ${POSTS} posts / ${COMMENTS} comments: p50 ${ms(percentile(pageTimes, 0.5))}, p95 ${ms(percentile(pageTimes, 0.95))} (${pageTimes.length} calls)`
  )

  // ── 2. fan-out ────────────────────────────────────────────────────────────────────────────
  await Promise.all(instances.map((b) => b.deps.notifications.ready()))
  const listeners = new Map<number, (at: number) => void>()
  const readers: Array<ReadableStreamDefaultReader<Uint8Array>> = []
  const authorPosts: number[] = []
  for (let m = 1; m <= STREAMS; m++) {
    const t = await reader.deps.tokens.issue(m)
    const ticket = ((await (await request(reader, "/api/notification/stream-ticket", t, { method: "POST" })).json()) as { ticket: string }).ticket
    const res = await request(reader, `/api/notification/stream?ticket=${encodeURIComponent(ticket)}`, t)
    const r = res.body!.getReader()
    readers.push(r)
    const decoder = new TextDecoder()
    void (async () => {
      for (;;) {
        const { value, done } = await r.read().catch(() => ({ value: undefined, done: true }))
        if (done) return
        if (decoder.decode(value).includes('"unread":true')) listeners.get(m)?.(performance.now())
      }
    })()
    const [row] = ((await db.execute(sql`select id from posts where member_id = ${m} limit 1`)) as unknown as { rows: Array<{ id: number }> }).rows
    authorPosts.push(row!.id)
  }
  console.log(`${reader.deps.notifications.size} streams open`)
  const delays: number[] = []
  for (let i = 0; i < 100; i++) {
    const author = 1 + ((i * 37) % STREAMS)
    const commenter = STREAMS + 1 + (i % 10)
    const t = await writer.deps.tokens.issue(commenter)
    const heard = new Promise<number>((resolve, reject) => {
      listeners.set(author, resolve)
      setTimeout(() => reject(new Error(`no event for member ${author} within 5 s`)), 5000).unref()
    })
    const t0 = performance.now()
    const res = await request(writer, "/api/comment/write", t, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ postId: authorPosts[author - 1], contents: `벤치 ${i}`, commentsid: null, createdAt: new Date().toISOString() })
    })
    if (res.status !== 200) throw new Error(`comment: ${res.status} ${await res.text()}`)
    delays.push((await heard) - t0)
    listeners.delete(author)
  }
  delays.sort((a, b) => a - b)
  console.log(
    `notification fan-out (comment sent → author's stream event, across two instances, ${STREAMS} open streams): p50 ${ms(percentile(delays, 0.5))}, p95 ${ms(percentile(delays, 0.95))}`
  )
  await Promise.all(readers.map((r) => r.cancel().catch(() => undefined)))
} finally {
  for (const b of instances) {
    await b.deps.notifications.close()
    await b.database.close()
  }
  cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
