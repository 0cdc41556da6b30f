import { describe, expect, it } from "vitest"
import { BACK_TITLES, documentTitle, NOT_FOUND_TITLE, PAGE_TITLES } from "./titles.ts"

// The table's paths, read from its source: importing it would load every screen module (`import.meta.glob`).
const routePaths = async (): Promise<string[]> => {
  const { readFile } = await import("node:fs/promises")
  const source = await readFile(new URL("./routes.tsx", import.meta.url), "utf8")
  return [...source.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]!)
}

describe("document titles", () => {
  it("every route of the table has its own tab name, '<page> · 멍멍워크'", async () => {
    const paths = await routePaths()
    expect(paths.length).toBeGreaterThan(25)
    for (const path of paths) expect(PAGE_TITLES[path], path).toBeDefined()
    expect(documentTitle("/mypage/point")).toBe("내 포인트 · 멍멍워크")
    expect(documentTitle("/shop/item/:id")).toBe("상품 상세 · 멍멍워크")
    expect(documentTitle("/")).toBe("멍멍워크")
    expect(documentTitle(null)).toBe(`${NOT_FOUND_TITLE} · 멍멍워크`)
    // Pages differ: only the shop's placeholders share the shop's name.
    const names = paths.filter((p) => !["/shop/item/", "/shop/test"].includes(p)).map((p) => PAGE_TITLES[p])
    expect(new Set(names).size).toBe(names.length)
  })

  it("the back bars keep the spec's titles", () => {
    expect(BACK_TITLES).toMatchObject({ productDetail: "상품 상세", cart: "장바구니", notification: "알림", orderList: "주문 내역", generic: "멍멍워크" })
  })
})
