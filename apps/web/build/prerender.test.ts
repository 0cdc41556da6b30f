import { describe, expect, it } from "vitest"
import { criticalCss } from "./prerender.ts"

const page = `<!doctype html><html lang="ko" class="theme"><head><title>t</title></head><body><div id="root"><main id="main"><p class="card big">안녕</p><a class="link" href="/x">x</a></main></div></body></html>`

describe("criticalCss", () => {
  it("keeps the rules the page's markup uses and drops the rest", async () => {
    const css = [
      ".theme{--accent:#e8772e}",
      ":root{color-scheme:light}",
      "body{margin:0}",
      ".card{padding:8px}",
      ".card.big{font-size:20px}",
      ".link:focus-visible{outline:2px solid red}",
      ".dialog{position:fixed}",
      ".card .missing{color:red}",
      "@media (min-width:431px){.card{padding:16px}.sheet{bottom:0}}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
      ".spinner{animation:spin 1s}"
    ].join("\n")
    const kept = await criticalCss(page, css)
    for (const used of [".theme{", ":root{", "body{", ".card{padding:8px}", ".card.big{", ".link:focus-visible{", "@media (min-width:431px){.card{padding:16px}}"]) {
      expect(kept).toContain(used)
    }
    for (const unused of [".dialog", ".missing", ".sheet", "@keyframes spin", ".spinner"]) expect(kept).not.toContain(unused)
  })

  it("keeps nothing of a stylesheet the page does not use", async () => {
    expect(await criticalCss(page, ".other{color:red}")).toBe("")
  })
})
