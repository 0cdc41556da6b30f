/**
 * The demo shop for the embedded default: the catalogue (`demoShopCatalogue.ts`: 47 dog supplies in
 * seven categories from six fictional Korean vendors), each with a drawn thumbnail and detail page
 * (`demoShopImages.ts`) stored through the image store like uploads, and likes by the demo members
 * so the best items look real before anyone orders.
 *
 * Called from the demo seed (`demo.ts`) inside its transaction, under its own `seed_runs` marker
 * (`demo-shop`), so a data directory seeded before the shop existed gets the catalogue once too.
 */
import path from "node:path"
import { eq } from "drizzle-orm"
import type { Config } from "../config.ts"
import type { DbOrTx } from "../db/client.ts"
import { members, productLikes, products } from "../db/schema.ts"
import { createLocalImageStore } from "../providers/images.ts"
import { rngFrom } from "./demoRandom.ts"
import { DEMO_PRODUCTS, DEMO_CATEGORIES, pictureOf } from "./demoShopCatalogue.ts"
import { detailSvg, renderCached, thumbnailSvg } from "./demoShopImages.ts"

export const DEMO_SHOP_SEED = "demo-shop"

/** Catalogue indexes, one category after another in turn (사료, 간식, 장난감, …, 사료, 간식, …). */
const interleaved = (): number[] => {
  const queues = DEMO_CATEGORIES.map((c) => DEMO_PRODUCTS.flatMap((d, i) => (d.category === c ? [i] : [])))
  const out: number[] = []
  while (out.length < DEMO_PRODUCTS.length) for (const q of queues) if (q.length) out.push(q.shift()!)
  return out
}

export interface RenderedProduct {
  readonly thumbnail: Buffer
  readonly detail: Buffer
}

/** Renders every product's thumbnail and detail image (cached by content under `DATA_DIR/cache`), in catalogue order. */
export const renderDemoShopImages = (config: Pick<Config, "dataDir">): Promise<RenderedProduct[]> => {
  const cacheDir = path.join(config.dataDir, "cache", "demo-shop")
  return Promise.all(
    DEMO_PRODUCTS.map(async (d) => {
      const picture = pictureOf(d)
      const [thumbnail, detail] = await Promise.all([renderCached(thumbnailSvg(picture), cacheDir), renderCached(detailSvg(picture), cacheDir)])
      return { thumbnail, detail }
    })
  )
}

/**
 * Writes the catalogue with its rendered images (`renderDemoShopImages`) and the demo members'
 * likes, inside the demo seed's transaction. Images are stored first; if anything fails they are
 * removed again. Returns the stored image URLs.
 */
export const seedDemoShop = async (tx: DbOrTx, config: Config, now: Date, rendered: ReadonlyArray<RenderedProduct>): Promise<string[]> => {
  const images = createLocalImageStore(config.uploadsDir)
  const stored: string[] = []
  try {
    const urls: Array<{ thumbnailImage: string; detailImage: string }> = []
    for (const r of rendered) {
      const thumbnailImage = await images.save("products", r.thumbnail, "webp")
      stored.push(thumbnailImage)
      const detailImage = await images.save("products", r.detail, "webp")
      stored.push(detailImage)
      urls.push({ thumbnailImage, detailImage })
    }
    // Inserted with the categories interleaved, so the grid shows a mix whichever way it is sorted.
    const order = interleaved()
    const rows = order.map((i, n) => ({
      name: DEMO_PRODUCTS[i]!.name,
      vendor: DEMO_PRODUCTS[i]!.vendor,
      category: DEMO_PRODUCTS[i]!.category,
      price: DEMO_PRODUCTS[i]!.price,
      ...urls[i]!,
      createdAt: new Date(now.getTime() - (order.length - n) * 3_600_000)
    }))
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id })
    const demoMembers = await tx.select({ id: members.id }).from(members).where(eq(members.provider, "demo")).orderBy(members.id)
    const rng = rngFrom(0x73686f70)
    const likes = inserted.flatMap((row, i) =>
      demoMembers
        .filter(() => rng.next() < DEMO_PRODUCTS[order[i]!]!.appeal)
        .map((m) => ({ memberId: m.id, productId: row.id, createdAt: new Date(now.getTime() - rng.int(1, 20 * 24) * 3_600_000) }))
    )
    if (likes.length) await tx.insert(productLikes).values(likes)
    return stored
  } catch (e) {
    await Promise.all(stored.map((u) => images.remove(u).catch(() => undefined)))
    throw e
  }
}
