/**
 * The cart: one line per member and product. Adding a product already in the cart adds to its
 * quantity (at most 999 per line); only the member's own lines can be changed.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm"
import type { CartResponse } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../../db/client.ts"
import { isForeignKeyViolation } from "../../db/errors.ts"
import { cartItems, members, orders, products } from "../../db/schema.ts"
import { badRequest, notFound } from "../../http/errors.ts"
import { PRODUCT_NOT_FOUND } from "./catalogue.ts"
import { once, type Submission } from "../submissions.ts"

/** Most pieces of one product in a cart line (the `cart_items_quantity_range` check). */
export const MAX_CART_QUANTITY = 999
export const CART_LINE_NOT_FOUND = "장바구니에서 상품을 찾을 수 없어요."
export const CART_QUANTITY_TOO_LARGE = `한 상품은 ${MAX_CART_QUANTITY}개까지 담을 수 있어요.`

/** The address of the member's last approved order, or null. */
export const recentAddress = async (db: DbOrTx, memberId: number): Promise<string | null> => {
  const [row] = await db
    .select({ address: orders.address })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, "approved")))
    .orderBy(desc(orders.approvedAt), desc(orders.id))
    .limit(1)
  return row?.address ?? null
}

/** The member's cart lines (oldest first), points balance and last delivery address. */
export const getCart = async (db: DbOrTx, memberId: number): Promise<CartResponse> => {
  const lines = await db
    .select({
      cartId: cartItems.id,
      productId: products.id,
      name: products.name,
      price: products.price,
      quantity: cartItems.quantity,
      thumbnailImage: products.thumbnailImage
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.memberId, memberId))
    .orderBy(asc(cartItems.id))
  const [member] = await db.select({ point: members.point }).from(members).where(eq(members.id, memberId))
  return { cartProducts: lines, nowPoint: member?.point ?? 0, recentAddress: await recentAddress(db, memberId) }
}

/** Adds `quantity` of a product: a new line, or more of the existing one (400 beyond 999). */
export const addToCart = async (db: Db, memberId: number, productId: number, quantity: number, submission?: Submission): Promise<void> => {
  if (!submission) return addLine(db, memberId, productId, quantity)
  // A repeated submission (its answer lost) adds nothing again.
  await db.transaction((tx) => once(tx, memberId, submission, () => addLine(tx, memberId, productId, quantity)))
}

const addLine = async (db: DbOrTx, memberId: number, productId: number, quantity: number): Promise<void> => {
  let added: Array<{ id: number }>
  try {
    added = await db
      .insert(cartItems)
      .values({ memberId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_CART_QUANTITY}`
      })
      .returning({ id: cartItems.id })
  } catch (e) {
    if (isForeignKeyViolation(e)) throw notFound(PRODUCT_NOT_FOUND)
    throw e
  }
  if (added.length === 0) throw badRequest(CART_QUANTITY_TOO_LARGE)
}

const ownLine = (memberId: number, cartItemId: number, productId: number) =>
  and(eq(cartItems.id, cartItemId), eq(cartItems.memberId, memberId), eq(cartItems.productId, productId))

/** Sets a line's quantity; another member's line, or a line of another product, is 404. */
export const updateCartLine = async (db: DbOrTx, memberId: number, line: { cartItemId: number; productId: number; quantity: number }): Promise<void> => {
  const updated = await db
    .update(cartItems)
    .set({ quantity: line.quantity })
    .where(ownLine(memberId, line.cartItemId, line.productId))
    .returning({ id: cartItems.id })
  if (updated.length === 0) throw notFound(CART_LINE_NOT_FOUND)
}

/** Removes a line; another member's line is 404. */
export const deleteCartLine = async (db: DbOrTx, memberId: number, line: { cartItemId: number; productId: number }): Promise<void> => {
  const removed = await db
    .delete(cartItems)
    .where(ownLine(memberId, line.cartItemId, line.productId))
    .returning({ id: cartItems.id })
  if (removed.length === 0) throw notFound(CART_LINE_NOT_FOUND)
}
