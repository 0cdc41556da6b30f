import { describe, expect, it } from "vitest"
import { formatBundleTable, isMapLibrary } from "./bundle-size.ts"

describe("the bundle bench", () => {
  it("counts only the map library's files apart, not the screen's own map code", () => {
    expect(isMapLibrary("http://127.0.0.1:8080/assets/MapLibreMap-ZOK3XiXn.js")).toBe(true)
    expect(isMapLibrary("http://127.0.0.1:8080/assets/maplibre-gl-worker-CZtFQQIV.mjs")).toBe(true)
    expect(isMapLibrary("http://127.0.0.1:8080/assets/NaverMap-DPOItK8X.js")).toBe(true)
    expect(isMapLibrary("http://127.0.0.1:8080/assets/SchematicMap-VY1GEJOq.js")).toBe(false)
    expect(isMapLibrary("http://127.0.0.1:8080/assets/walk-B8vDfutQ.js")).toBe(false)
  })

  it("prints each page's first load without the map library, and the targets", () => {
    const table = formatBundleTable([{ page: "/walk", scripts: 3, rawBytes: 4096, gzipBytes: 3072, mapGzipBytes: 1024 }])
    expect(table.split("\n")[1]).toBe("/walk           3      4.0 KB       3.0 KB       2.0 KB")
    expect(table).toContain("/ ≤ 150 KiB, every route ≤ 170 KiB")
  })
})
