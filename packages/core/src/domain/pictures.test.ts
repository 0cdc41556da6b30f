import { describe, expect, it } from "vitest"
import { PICTURE_WIDTHS, isPictureWidth, pictureAt, pictureSrcSet } from "./pictures.ts"

const stored = "/uploads/posts/0123456789abcdef0123456789abcdef.webp"

describe("copies of stored pictures", () => {
  it("a stored picture offers its copies at every width, narrowest first", () => {
    expect(pictureSrcSet(stored)).toBe(
      `${stored}?w=200 200w, ${stored}?w=300 300w, ${stored}?w=400 400w, ${stored}?w=600 600w, ${stored}?w=720 720w, ${stored}?w=800 800w`
    )
    expect(pictureAt(stored, 400)).toBe(`${stored}?w=400`)
  })

  it("any other address is shown as it is: the server only makes copies of what it stored", () => {
    for (const url of ["https://example.com/dog.jpg", "/fixtures/dog.png", "data:image/png;base64,AAAA", `${stored}?w=200`, "/uploads/../secret"]) {
      expect(pictureSrcSet(url)).toBeUndefined()
      expect(pictureAt(url, 200)).toBe(url)
    }
  })

  it("only the listed widths are copy widths", () => {
    for (const w of PICTURE_WIDTHS) expect(isPictureWidth(w)).toBe(true)
    for (const w of [0, 199, 201, 1024, Number.NaN, 400.5]) expect(isPictureWidth(w)).toBe(false)
  })
})
