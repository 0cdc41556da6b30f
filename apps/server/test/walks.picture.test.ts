/**
 * Issue 33: `GET /api/walks/{walkId}/picture.png` draws my walk's stored route and marks as a PNG:
 * it decodes, is 1080×1080, shows the route's and the pins' colours where they are, answers 304 to
 * its ETag, and 404 for another member's walk, a missing one and a walk with no route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import sharp from "sharp"
import { eq } from "drizzle-orm"
import { DEFAULT_MAP_CENTER } from "@mungwalk/core/domain"
import { walkPoints } from "../src/db/schema.ts"
import { PICTURE_SIZE, walkPictureSvg } from "../src/services/walks/picture.ts"
import type { TestServer } from "./helpers/app.ts"
import { failure, serverWithMembers } from "./helpers/members.ts"
import { createPet, recordWalk, walkAlong, type TestMember } from "./helpers/walkFixtures.ts"

/** The pixel's colour at (x, y) of decoded RGB(A) data. */
const pixel = (data: Buffer, width: number, channels: number, x: number, y: number): [number, number, number] => {
  const i = (Math.round(y) * width + Math.round(x)) * channels
  return [data[i]!, data[i + 1]!, data[i + 2]!]
}

describe("walk picture (issue 33)", () => {
  let server: TestServer
  let alice: TestMember
  let bob: TestMember
  let walkId: number

  beforeAll(async () => {
    ;({
      server,
      members: [alice, bob]
    } = await serverWithMembers(["그림앨리스", "그림밥"]))
    const dog = await createPet(alice, { name: "콩이", weight: 4.2 })
    // An L: 300 m east, then 300 m north; a pee mark near the corner, a poo mark at the end.
    const points = walkAlong(
      DEFAULT_MAP_CENTER,
      [
        [0, 0],
        [300, 0],
        [300, 300]
      ],
      Date.now() - 15 * 60_000
    )
    walkId = await recordWalk(server, alice.memberId, [dog], points, [
      { kind: "PEE", atPoint: Math.floor(points.length / 2) },
      { kind: "POO", atPoint: points.length - 2 }
    ])
  })
  afterAll(() => server.close())

  it("answers my walk's route as a 1080×1080 PNG that decodes, cached by ETag (immutable once ended)", async () => {
    const blob = await alice.client.call("walkPicture", { params: { walkId } })
    expect(blob.type).toBe("image/png")
    const bytes = Buffer.from(await blob.arrayBuffer())
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG")
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: "png", width: PICTURE_SIZE, height: PICTURE_SIZE })
    expect(bytes.length).toBeLessThan(300_000)

    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => pixel(data, info.width, info.channels, x, y)
    // The corners are the background; the route's orange runs through the middle of the L's bottom (y = bottom edge of the square's padded area).
    expect(at(10, 10)).toEqual(at(PICTURE_SIZE - 10, 10))
    const bottom = PICTURE_SIZE - 120
    const [r, g, b] = at(PICTURE_SIZE / 2 - 100, bottom)
    expect(r).toBeGreaterThan(200)
    expect(g).toBeGreaterThan(90)
    expect(g).toBeLessThan(150)
    expect(b).toBeLessThan(80)

    const response = await server.request(`/api/walks/${walkId}/picture.png`, { headers: { authorization: `Bearer ${alice.token}` } })
    expect(response.status).toBe(200)
    const etag = response.headers.get("etag")
    expect(etag).toMatch(/^"w\d+-/)
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable")
    const again = await server.request(`/api/walks/${walkId}/picture.png`, { headers: { authorization: `Bearer ${alice.token}`, "if-none-match": etag! } })
    expect(again.status).toBe(304)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
  })

  it("answers 404 for another member's walk, a missing walk and a walk with no route; 401 without a token", async () => {
    expect(await failure(bob.client.call("walkPicture", { params: { walkId } }))).toEqual({ status: 404, message: "산책 기록을 찾을 수 없어요." })
    expect((await failure(alice.client.call("walkPicture", { params: { walkId: walkId + 100_000 } }))).status).toBe(404)
    const started = await alice.client.call("walkStart", {
      body: { memberId: 0, dogs: [(await alice.client.call("myPets"))[0]!.petId], latitude: DEFAULT_MAP_CENTER.lat, longitude: DEFAULT_MAP_CENTER.lng }
    })
    // A walk with no stored point (its start point gone): nothing to draw.
    await server.database.db.delete(walkPoints).where(eq(walkPoints.walkId, started.walkId))
    const empty = await failure(alice.client.call("walkPicture", { params: { walkId: started.walkId } }))
    expect(empty).toEqual({ status: 404, message: "이 산책에는 그릴 경로가 없어요." })
    await alice.client.call("walkDiscard", { body: { memberId: 0, walkId: started.walkId } })
    expect((await server.request(`/api/walks/${walkId}/picture.png`)).status).toBe(401)
    expect((await server.request("/api/walks/-1/picture.png", { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(400)
  })

  it("a short walk still reads as the result card's 64 px thumbnail: the route a line of a few pixels across most of it", async () => {
    // 80 m straight east (the walk-result e2e's walk), drawn at 1080 px and shown at 64 CSS px on a 2× phone (128 pixels).
    const t = Date.now()
    const metresPerDegreeLng = 111_195 * Math.cos((37.58 * Math.PI) / 180)
    const points = Array.from({ length: 17 }, (_, i) => ({ time: t + i * 1000, lat: 37.58, lng: 127.01 + (i * 5) / metresPerDegreeLng, accuracy: null }))
    const png = await sharp(Buffer.from(walkPictureSvg(points, [])))
      .png()
      .toBuffer()
    const side = 128
    const { data, info } = await sharp(png).resize(side, side).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const isRoute = (x: number, y: number) => {
      const [r, g, b] = pixel(data, info.width, info.channels, x, y)
      return r > 200 && g > 90 && g < 160 && b < 90
    }
    const thickness = Array.from({ length: side }, (_, y) => y).filter((y) => isRoute(side / 2, y)).length
    const columns = Array.from({ length: side }, (_, x) => x).filter((x) => Array.from({ length: side }, (_, y) => y).some((y) => isRoute(x, y))).length
    expect(thickness).toBeGreaterThanOrEqual(3)
    expect(columns).toBeGreaterThanOrEqual(side / 2)
  })

  it("draws a pin for each mark and the start and end dots", () => {
    const t = Date.now()
    const points = [0, 1, 2].map((i) => ({ time: t + i * 1000, lat: 37.5 + i * 0.001, lng: 127, accuracy: null }))
    const svg = walkPictureSvg(points, [
      { kind: "PEE", recordTime: new Date(t), location: { lat: 37.5, lng: 127 } },
      { kind: "WATER", recordTime: new Date(t + 1000), location: { lat: 37.501, lng: 127 } }
    ])
    expect(svg.match(/fill="#D4A106"/g)).toHaveLength(1)
    expect(svg.match(/fill="#1E88E5"/g)).toHaveLength(1)
    expect(svg).toContain('fill="#2E7D32"')
    expect(svg).toContain('fill="#2B2118"')
  })
})
