/** One catalogue row (`demoShopCatalogue.ts`), in the order its columns are written in the rows' files. */
import type { Art } from "./demoShopArt.ts"
import type { DemoCategory, DemoProduct, Vendor } from "./demoShopCatalogue.ts"

export const p = (
  name: string,
  vendor: Vendor,
  category: DemoCategory,
  price: number,
  art: Art,
  color: string,
  accent: string,
  label: string,
  size: string,
  headline: string,
  points: readonly [number, number, number],
  origin: string,
  target: string,
  appeal = 0.2
): DemoProduct => ({ name, vendor, category, price, art, color, accent, label, size, headline, points, origin, target, appeal })
