/** The codec warm-up goes through a real call's shapes (its sample must keep fitting them). */
import { describe, expect, it } from "vitest"
import { decodeWith } from "./codec.ts"
import { endpoints } from "./endpoints.ts"
import { WARM_ANSWER, warmCodecs } from "./warm.ts"

describe("warmCodecs", () => {
  it("encodes the sample query and decodes the sample answer", () => {
    expect(warmCodecs()).toBe(true)
  })

  it("decodes the sample to the product the app would show", () => {
    const decoded = decodeWith(endpoints.products.response, WARM_ANSWER)
    expect(decoded).toEqual({
      ok: true,
      value: {
        itemList: [
          { productId: 1, name: "산책 리드줄", vendor: "멍멍상회", price: 12_000, thumbnailImage: null, detailImage: "/uploads/p.webp", isLiked: false }
        ]
      }
    })
  })
})
