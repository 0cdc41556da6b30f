import { describe, expect, it } from "vitest"
import { sameRowProps } from "./sameRow.ts"

describe("sameRowProps", () => {
  const card = { productId: 1, name: "연어 져키", priceLabel: "12,900원", isLiked: false }

  it("takes a view model rebuilt with the same fields as the same row", () => {
    expect(sameRowProps({ product: card, eager: true }, { product: { ...card }, eager: true })).toBe(true)
  })

  it("draws again when a field, a prop or the set of props changes", () => {
    expect(sameRowProps({ product: card, eager: true }, { product: { ...card, isLiked: true }, eager: true })).toBe(false)
    expect(sameRowProps({ product: card, eager: true }, { product: card, eager: false })).toBe(false)
    expect(sameRowProps({ product: card }, { product: card, eager: false } as never)).toBe(false)
    expect(sameRowProps({ product: card, a: 1 }, { product: card, b: 1 } as never)).toBe(false)
  })

  it("compares only plain objects by their fields: two dates, or a nested change, are different", () => {
    const post = { postId: 1, updatedAt: new Date(0) }
    expect(sameRowProps({ post, now: new Date(0) }, { post, now: new Date(1000) })).toBe(false)
    expect(sameRowProps({ post, now: new Date(0) }, { post, now: new Date(0) })).toBe(false)
    expect(sameRowProps({ post }, { post: { ...post, updatedAt: new Date(0) } })).toBe(false)
    const now = new Date(0)
    expect(sameRowProps({ post, now }, { post: { ...post }, now })).toBe(true)
  })
})
