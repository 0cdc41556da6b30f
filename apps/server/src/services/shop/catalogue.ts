/**
 * The catalogue: product pages, liked products, best items, product detail, likes.
 * Every product answers `isLiked` for the calling member.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm"
import type { Product } from "@mungwalk/core/schema"
import type { DbOrTx } from "../../db/client.ts"
import { orderItems, orders, productLikes, products } from "../../db/schema.ts"
import { isForeignKeyViolation } from "../../db/errors.ts"
import { notFound } from "../../http/errors.ts"
import { pageOffset, SHOP_PAGE_SIZE } from "./money.ts"

export const PRODUCT_NOT_FOUND = "상품을 찾을 수 없어요."
/** How many best items the shop shows. */
export const BEST_ITEMS = 10

const productColumns = (memberId: number) => ({
  id: products.id,
  name: products.name,
  vendor: products.vendor,
  price: products.price,
  thumbnailImage: products.thumbnailImage,
  detailImage: products.detailImage,
  isLiked:
    sql<boolean>`exists (select 1 from ${productLikes} where ${productLikes.productId} = ${products.id} and ${productLikes.memberId} = ${memberId})`.mapWith(
      Boolean
    )
})

type ProductRow = { id: number; name: string; vendor: string; price: number; thumbnailImage: string; detailImage: string; isLiked: boolean }

const toProduct = (r: ProductRow): Product => ({
  productId: r.id,
  name: r.name,
  vendor: r.vendor,
  price: r.price,
  thumbnailImage: r.thumbnailImage,
  detailImage: r.detailImage,
  isLiked: r.isLiked
})

/** A page of the catalogue (pages from 1, 10 per page, in catalogue order). */
export const listProducts = async (db: DbOrTx, memberId: number, page: number | undefined): Promise<Product[]> => {
  const rows = await db.select(productColumns(memberId)).from(products).orderBy(asc(products.id)).limit(SHOP_PAGE_SIZE).offset(pageOffset(page))
  return rows.map(toProduct)
}

/** A page of the member's liked products, the latest liked first. */
export const listLikedProducts = async (db: DbOrTx, memberId: number, page: number | undefined): Promise<Product[]> => {
  const rows = await db
    .select(productColumns(memberId))
    .from(productLikes)
    .innerJoin(products, eq(products.id, productLikes.productId))
    .where(eq(productLikes.memberId, memberId))
    .orderBy(desc(productLikes.createdAt), desc(products.id))
    .limit(SHOP_PAGE_SIZE)
    .offset(pageOffset(page))
  return rows.map(toProduct)
}

/**
 * The best items: the 10 products with the most pieces sold in approved orders (refunded lines do
 * not count), ties broken by likes, then by catalogue order. Unsold products fill the list, so a
 * new shop still shows ten.
 */
export const bestProducts = async (db: DbOrTx, memberId: number): Promise<Product[]> => {
  const sold = sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems}
    inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orderItems.productId} = ${products.id} and ${orders.status} = 'approved' and ${orderItems.refundedAt} is null), 0)`
  const likes = sql<number>`(select count(*) from ${productLikes} where ${productLikes.productId} = ${products.id})`
  const rows = await db.select(productColumns(memberId)).from(products).orderBy(desc(sold), desc(likes), asc(products.id)).limit(BEST_ITEMS)
  return rows.map(toProduct)
}

export const productDetail = async (db: DbOrTx, memberId: number, productId: number): Promise<Product> => {
  const [row] = await db.select(productColumns(memberId)).from(products).where(eq(products.id, productId))
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toProduct(row)
}

/** 404 unless the product exists. */
export const assertProduct = async (db: DbOrTx, productId: number): Promise<void> => {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
}

/** Likes a product; liking it again changes nothing. */
export const likeProduct = async (db: DbOrTx, memberId: number, productId: number): Promise<void> => {
  try {
    await db.insert(productLikes).values({ memberId, productId }).onConflictDoNothing()
  } catch (e) {
    if (isForeignKeyViolation(e)) throw notFound(PRODUCT_NOT_FOUND)
    throw e
  }
}

/** Unlikes a product; unliking one not liked changes nothing. */
export const unlikeProduct = async (db: DbOrTx, memberId: number, productId: number): Promise<void> => {
  const removed = await db
    .delete(productLikes)
    .where(and(eq(productLikes.memberId, memberId), eq(productLikes.productId, productId)))
    .returning({ productId: productLikes.productId })
  if (removed.length === 0) await assertProduct(db, productId)
}
