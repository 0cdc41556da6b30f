/** The demo shop catalogue: seeded once with the demo, drawn images served from /uploads, likes by the demo members. */
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { count, desc, eq, inArray } from "drizzle-orm"
import sharp from "sharp"
import { members, postImages, productLikes, products, seedRuns } from "../src/db/schema.ts"
import { seedDemo } from "../src/services/demo.ts"
import { DEMO_SHOP_SEED } from "../src/services/demoShop.ts"
import { DEMO_PRICE_RANGE, DEMO_PRODUCTS } from "../src/services/demoShopCatalogue.ts"
import { DETAIL_SIZE, THUMBNAIL_SIZE } from "../src/services/demoShopImages.ts"
import { createTestServer, testDatabaseKind, type TestServer } from "./helpers/app.ts"

/** Seeding draws ~100 images: generous limits for a busy shared machine (figures are printed, not asserted). */
const SLOW = 180_000

const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : [])

describe("demo shop catalogue", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
    const began = performance.now()
    expect(await seedDemo(server.database.db, { config: server.config })).toBe(true)
    console.log(`demo seed with the shop on ${server.database.kind}: ${Math.round(performance.now() - began)} ms`)
  }, SLOW)
  afterAll(() => server.close())

  const snapshot = async () => {
    const db = server.database.db
    const [p] = await db.select({ n: count() }).from(products)
    const [l] = await db.select({ n: count() }).from(productLikes)
    return { products: p!.n, likes: l!.n, files: files(path.join(server.config.uploadsDir, "products")).length }
  }

  it("seeds 40+ dog supplies across 6+ categories and 4+ vendors, priced 3,900–89,000원 in hundreds", async () => {
    const rows = await server.database.db.select().from(products)
    expect(rows).toHaveLength(DEMO_PRODUCTS.length)
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(rows.map((r) => r.vendor)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
    for (const r of rows) {
      expect(r.price).toBeGreaterThanOrEqual(DEMO_PRICE_RANGE[0])
      expect(r.price).toBeLessThanOrEqual(DEMO_PRICE_RANGE[1])
      expect(r.price % 100).toBe(0)
      expect(r.name).toMatch(/[가-힣]/)
    }
    // The grid opens with a mix: the first seven by id are seven different categories.
    const firstSeven = [...rows].sort((a, b) => a.id - b.id).slice(0, 7)
    expect(new Set(firstSeven.map((r) => r.category)).size).toBe(7)
  })

  it(
    "every product's thumbnail (600×600) and detail page (600×1400) is a drawn WebP the app serves",
    async () => {
      const rows = await server.database.db.select().from(products)
      const urls = new Set<string>()
      for (const r of rows) {
        for (const [url, size] of [
          [r.thumbnailImage, THUMBNAIL_SIZE],
          [r.detailImage, DETAIL_SIZE]
        ] as const) {
          expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/)
          urls.add(url)
          const res = await server.request(url)
          expect(res.status).toBe(200)
          expect(res.headers.get("content-type")).toBe("image/webp")
          const image = sharp(Buffer.from(await res.arrayBuffer()))
          const meta = await image.metadata()
          expect(meta.format).toBe("webp")
          expect({ width: meta.width, height: meta.height }).toEqual(size)
          // a picture, not a flat box: the colours vary across the image
          const stats = await image.stats()
          expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20)
        }
      }
      expect(urls.size).toBe(rows.length * 2)
    },
    SLOW
  )

  it("the demo members like products, the favourites clearly ahead, so best items look real before any order", async () => {
    const db = server.database.db
    const demoIds = (await db.select({ id: members.id }).from(members).where(eq(members.provider, "demo"))).map((m) => m.id)
    const likes = await db.select().from(productLikes)
    expect(likes.length).toBeGreaterThan(DEMO_PRODUCTS.length)
    expect(likes.every((l) => demoIds.includes(l.memberId) && l.createdAt.getTime() < Date.now())).toBe(true)
    const ranked = await db
      .select({ productId: productLikes.productId, n: count() })
      .from(productLikes)
      .groupBy(productLikes.productId)
      .orderBy(desc(count()), productLikes.productId)
    expect(ranked[0]!.n).toBeGreaterThanOrEqual(5)
    expect(ranked.slice(0, 5).every((r) => r.n >= 4)).toBe(true)
    expect(ranked[ranked.length - 1]!.n).toBeLessThan(ranked[0]!.n)
  })

  it("runs once: a restart adds no product, like or file", async () => {
    const before = await snapshot()
    expect(await seedDemo(server.database.db, { config: server.config })).toBe(false)
    expect(await Promise.all([seedDemo(server.database.db, { config: server.config }), seedDemo(server.database.db, { config: server.config })])).toEqual([
      false,
      false
    ])
    expect(await snapshot()).toEqual(before)
  })

  it(
    "a database seeded before the shop existed gets the catalogue once on its next start; renderings are cached in DATA_DIR",
    async () => {
      const db = server.database.db
      const [membersBefore] = await db.select({ n: count() }).from(members)
      const reseed = async (label: string) => {
        await db.delete(products)
        await db.delete(seedRuns).where(eq(seedRuns.name, DEMO_SHOP_SEED))
        const began = performance.now()
        expect(await seedDemo(db, { config: server.config })).toBe(true)
        console.log(`shop-only seed on ${server.database.kind}, ${label}: ${Math.round(performance.now() - began)} ms`)
        const [p] = await db.select({ n: count() }).from(products)
        expect(p!.n).toBe(DEMO_PRODUCTS.length)
      }
      const cache = path.join(server.config.dataDir, "cache", "demo-shop")
      expect(files(cache)).toHaveLength(DEMO_PRODUCTS.length * 2)
      rmSync(cache, { recursive: true })
      await reseed("images drawn")
      expect(files(cache)).toHaveLength(DEMO_PRODUCTS.length * 2)
      await reseed("images from the cache")
      const [membersAfter] = await db.select({ n: count() }).from(members)
      expect(membersAfter!.n).toBe(membersBefore!.n)
      expect(await seedDemo(db, { config: server.config })).toBe(false)
    },
    SLOW
  )
})

describe("demo shop catalogue: when it is seeded", () => {
  it(
    "not with DEMO=0",
    async () => {
      const server = await createTestServer({ DEMO: "0" })
      try {
        const [p] = await server.database.db.select({ n: count() }).from(products)
        expect(p!.n).toBe(0)
        expect(files(path.join(server.config.uploadsDir, "products"))).toEqual([])
      } finally {
        await server.close()
      }
    },
    SLOW
  )

  it(
    "on first start of the embedded default, and not with DATABASE_URL (DEMO unset)",
    async () => {
      const server = await createTestServer({ DEMO: "" })
      try {
        const [p] = await server.database.db.select({ n: count() }).from(products)
        expect(server.config.demo).toBe(testDatabaseKind() === "pglite")
        expect(p!.n).toBe(testDatabaseKind() === "pglite" ? DEMO_PRODUCTS.length : 0)
      } finally {
        await server.close()
      }
    },
    SLOW
  )

  it(
    "a failure while seeding leaves no rows and no stored images behind",
    async () => {
      const server = await createTestServer()
      try {
        // A plain file where the products folder would go: storing the first product image fails.
        writeFileSync(path.join(server.config.uploadsDir, "products"), "not a folder")
        await expect(seedDemo(server.database.db, { config: server.config })).rejects.toThrow()
        const db = server.database.db
        const counted = async (table: typeof products | typeof members | typeof postImages | typeof seedRuns) =>
          (await db.select({ n: count() }).from(table))[0]!.n
        expect(await counted(products)).toBe(0)
        expect(await counted(members)).toBe(0)
        expect(await counted(postImages)).toBe(0)
        expect(await counted(seedRuns)).toBe(0)
        expect(files(path.join(server.config.uploadsDir, "posts"))).toEqual([])
        // nothing half-written: the next start seeds everything
        rmSync(path.join(server.config.uploadsDir, "products"))
        expect(await seedDemo(db, { config: server.config })).toBe(true)
        const liked = await db
          .select({ n: count() })
          .from(productLikes)
          .where(inArray(productLikes.memberId, db.select({ id: members.id }).from(members).where(eq(members.provider, "demo"))))
        expect(liked[0]!.n).toBeGreaterThan(0)
      } finally {
        await server.close()
      }
    },
    SLOW
  )
})
