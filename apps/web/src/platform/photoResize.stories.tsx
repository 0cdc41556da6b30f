import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { PHOTO_MAX_EDGE, preparePhoto } from "./photoResize.ts"

/** Named colours for the test picture's noise (a photo's colours, not the app's). */
const NOISE = ["crimson", "gold", "seagreen", "teal", "orchid", "sienna", "slateblue", "tomato"]

/** A JPEG of `width`×`height` drawn in the browser (noise, so it does not compress to nothing). */
const jpeg = async (width: number, height: number, quality = 0.95): Promise<Blob> => {
  const canvas = new OffscreenCanvas(width, height)
  const g = canvas.getContext("2d")!
  const gradient = g.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, "orange")
  gradient.addColorStop(1, "royalblue")
  g.fillStyle = gradient
  g.fillRect(0, 0, width, height)
  for (let i = 0; i < 4000; i++) {
    g.fillStyle = NOISE[i % NOISE.length]!
    g.fillRect((i * 7919) % width, (i * 104729) % height, 9, 9)
  }
  return canvas.convertToBlob({ type: "image/jpeg", quality })
}

/** The JPEG with an EXIF segment saying "rotate 90° clockwise to show" (orientation 6), as a phone writes a portrait photo. */
const withOrientation6 = async (photo: Blob): Promise<Blob> => {
  const bytes = new Uint8Array(await photo.arrayBuffer())
  // prettier-ignore
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]
  const app1 = [0xff, 0xe1, 0, exif.length + 2, ...exif]
  return new Blob([bytes.slice(0, 2), new Uint8Array(app1), bytes.slice(2)], { type: "image/jpeg" })
}

const size = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" })
  const answer = { width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return answer
}

const meta = {
  title: "Platform/PhotoResize",
  render: () => <p>사진은 보내기 전에 기기에서 줄여요.</p>,
  parameters: { frame: "component" }
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A camera-sized photo (4032×3024) becomes a JPEG at most 2048 px on its longest edge, smaller than it was. */
export const CameraPhotoIsMadeSmall: Story = {
  play: async () => {
    const original = new File([await jpeg(4032, 3024)], "IMG_0001.JPG", { type: "image/jpeg" })
    const sent = await preparePhoto(original)
    await expect(sent.type).toBe("image/jpeg")
    await expect(sent.name).toBe("IMG_0001.jpg")
    await expect(await size(sent)).toEqual({ width: PHOTO_MAX_EDGE, height: 1536 })
    await expect(sent.size).toBeLessThan(original.size)
  }
}

/** The EXIF orientation is applied: a portrait photo stored sideways (orientation 6) comes out upright, and without the tag. */
export const PortraitStaysUpright: Story = {
  play: async () => {
    const sideways = await withOrientation6(await jpeg(3000, 1000))
    // The browser reads the tag: shown upright, 1000×3000.
    await expect(await size(sideways)).toEqual({ width: 1000, height: 3000 })
    const sent = await preparePhoto(new File([sideways], "portrait.jpg", { type: "image/jpeg" }))
    await expect(await size(sent)).toEqual({ width: 683, height: PHOTO_MAX_EDGE })
    // Decoded without applying any tag, the pixels themselves are upright.
    const raw = await createImageBitmap(sent, { imageOrientation: "none" })
    await expect([raw.width, raw.height]).toEqual([683, PHOTO_MAX_EDGE])
    raw.close()
  }
}

/** A small photo within the edge is sent as it is; a file that is not a picture is left for the server to refuse. */
export const SmallPhotoAndNonPhotoUnchanged: Story = {
  play: async () => {
    const small = new File([await jpeg(800, 600, 0.8)], "small.jpg", { type: "image/jpeg" })
    await expect(await preparePhoto(small)).toBe(small)
    const text = new File(["not a picture"], "note.jpg", { type: "image/jpeg" })
    await expect(await preparePhoto(text)).toBe(text)
  }
}
