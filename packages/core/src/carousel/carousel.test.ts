import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { TestClock } from "../testing/fakes.ts"
import { connectCarousel } from "./carousel.connect.ts"
import { carouselMachine } from "./carousel.machine.ts"

const carousel = () => {
  const clock = new TestClock()
  const actor = createActor(carouselMachine, { input: {}, clock }).start()
  const view = () => connectCarousel(actor.getSnapshot(), actor.send)
  return { clock, actor, view }
}

describe("banner carousel (§9: 3 slides, 2000 ms)", () => {
  it("advances every 2000 ms and wraps after the third slide, with a page counter", () => {
    const c = carousel()
    expect(c.view().counterLabel).toBe("1 / 3")
    c.clock.advance(1999)
    expect(c.view().index).toBe(0)
    c.clock.advance(1)
    expect(c.view().counterLabel).toBe("2 / 3")
    c.clock.advance(2000)
    expect(c.view().counterLabel).toBe("3 / 3")
    c.clock.advance(2000)
    expect(c.view().counterLabel).toBe("1 / 3")
    expect(c.view().slides.map((s) => s.isActive)).toEqual([true, false, false])
  })

  it("keyboard focus on a slide stops auto-advance until the play button starts it (the focused link does not slide away)", () => {
    const c = carousel()
    c.clock.advance(1500)
    c.view().focusSlide()
    expect(c.view().isPlaying).toBe(false)
    c.clock.advance(10_000)
    expect(c.view().index).toBe(0)
    c.view().togglePlay()
    c.clock.advance(2000)
    expect(c.view().index).toBe(1)
  })

  it("a device that asks for reduced motion keeps the banner on its slide; the play button still starts it", () => {
    const c = carousel()
    c.view().reducedMotion()
    c.clock.advance(10_000)
    expect(c.view()).toMatchObject({ index: 0, isPlaying: false })
    c.view().togglePlay()
    c.clock.advance(2000)
    expect(c.view()).toMatchObject({ index: 1, isPlaying: true })
  })

  it("a manual next or previous restarts the timer", () => {
    const c = carousel()
    c.clock.advance(1500)
    c.view().next()
    expect(c.view().index).toBe(1)
    c.clock.advance(1999)
    expect(c.view().index).toBe(1)
    c.clock.advance(1)
    expect(c.view().index).toBe(2)
    c.view().prev()
    c.view().prev()
    c.view().prev()
    expect(c.view().index).toBe(2)
    c.view().goTo(0)
    expect(c.view().counterLabel).toBe("1 / 3")
  })

  it("pausing stops the auto-advance; the arrows still work", () => {
    const c = carousel()
    c.view().togglePlay()
    expect(c.view().isPlaying).toBe(false)
    c.clock.advance(10_000)
    expect(c.view().index).toBe(0)
    c.view().next()
    expect(c.view().index).toBe(1)
    c.view().togglePlay()
    c.clock.advance(2000)
    expect(c.view().index).toBe(2)
  })
})
