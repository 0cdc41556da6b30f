import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { StateValue } from "xstate"
import { connectProduct, productMachine, PRODUCT_COPY, type ProductContext, type ProductEvent } from "@mungwalk/core/product"
import { ProductDetailView } from "./ProductDetailView.tsx"
import { storyProduct } from "./storyModels.ts"

const product = storyProduct(2, { isLiked: false })
const send = fn<(event: ProductEvent) => void>()

type Purchase = "closed" | "choosing" | "adding" | "added"
const ready = (purchase: Purchase = "closed", like: "idle" | "liking" = "idle"): StateValue => ({ ready: { like, purchase } })

/** The view's props from a product-machine snapshot (`resolveState` → `connectProduct`): only states the app can be in. */
const detailIn = (value: StateValue, over: Partial<ProductContext> = {}) => ({
  detail: connectProduct(productMachine.resolveState({ value, context: { productId: 2, product, quantity: 1, alert: null, cartAdd: null, ...over } }), send)
})

const meta = {
  title: "Screens/Shop/ProductDetail",
  component: ProductDetailView,
  parameters: { path: "/shop/item/2" },
  args: detailIn(ready()),
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof ProductDetailView>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Picture, vendor, name, price; the like toggle and '구매하기' in the sticky bar. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: product.name })).toBeVisible()
    await expect(canvas.getByText("12,900원")).toBeVisible()
    const like = canvas.getByRole("button", { name: PRODUCT_COPY.like })
    await expect(like).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(like)
    await expect(send).toHaveBeenCalledWith({ type: "user.toggleLike" })
    await userEvent.click(canvas.getByRole("button", { name: PRODUCT_COPY.buy }))
    await expect(send).toHaveBeenCalledWith({ type: "user.openPurchase" })
  }
}

export const Liked: Story = {
  args: detailIn(ready(), { product: { ...product, isLiked: true } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: PRODUCT_COPY.like })).toHaveAttribute("aria-pressed", "true")
  }
}

/**
 * A like call in flight: the heart shows the new state and waits — unusable but still focusable,
 * so the focus of a keyboard user who just pressed it stays there (not at the page's top).
 */
export const Liking: Story = {
  args: detailIn(ready("closed", "liking"), { product: { ...product, isLiked: true } }),
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole("button", { name: PRODUCT_COPY.like })
    await expect(like).toHaveAttribute("aria-disabled", "true")
    await expect(like).toBeEnabled()
    like.focus()
    await expect(like).toHaveFocus()
    await userEvent.click(like)
    await expect(send).not.toHaveBeenCalled()
  }
}

export const Loading: Story = { args: detailIn("loading", { product: null }) }

export const NotFound: Story = {
  parameters: { path: "/shop/item/9999" },
  args: detailIn("notFound", { productId: 9999, product: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: PRODUCT_COPY.notFound })).toBeVisible()
    await expect(canvas.getByRole("link", { name: PRODUCT_COPY.backToShop })).toHaveAttribute("href", "/shop")
  }
}

export const Failed: Story = { args: detailIn("failed", { product: null }) }

/** The sheet at quantity 1: − is off; + asks for 2. */
export const ModalOpen: Story = {
  args: detailIn(ready("choosing")),
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: PRODUCT_COPY.sheetTitle })
    const modal = within(dialog)
    await expect(modal.getByRole("button", { name: "수량 줄이기" })).toHaveAttribute("aria-disabled", "true")
    await userEvent.click(modal.getByRole("button", { name: "수량 늘리기" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.setQuantity", quantity: 2 })
    await userEvent.click(modal.getByRole("button", { name: PRODUCT_COPY.buyNow }))
    await expect(send).toHaveBeenCalledWith({ type: "user.buyNow" })
  }
}

export const ModalQuantityThree: Story = {
  args: detailIn(ready("choosing"), { quantity: 3 }),
  play: async ({ canvasElement }) => {
    const modal = within(body(canvasElement).getByRole("dialog"))
    await expect(modal.getByText("38,700원")).toBeInTheDocument()
    await expect(modal.getByRole("button", { name: "수량 줄이기" })).toHaveAttribute("aria-disabled", "false")
  }
}

export const Adding: Story = {
  args: detailIn(ready("adding"), { quantity: 2 }),
  play: async ({ canvasElement }) => {
    // The button says it is working, as every other slow button does ('담는 중…').
    await expect(within(body(canvasElement).getByRole("dialog")).getByRole("button", { name: PRODUCT_COPY.adding })).toHaveAttribute("aria-busy", "true")
    // The stepper is off while the call runs, but keeps the keyboard's focus (aria-disabled, not disabled).
    const more = within(body(canvasElement).getByRole("dialog")).getByRole("button", { name: "수량 늘리기" })
    await expect(more).toHaveAttribute("aria-disabled", "true")
    await expect(more).not.toHaveAttribute("disabled")
  }
}

export const AddFailed: Story = { args: detailIn(ready("choosing"), { quantity: 2, alert: PRODUCT_COPY.addFailed }) }

export const Added: Story = {
  args: detailIn(ready("added"), { quantity: 2 }),
  play: async ({ canvasElement }) => {
    const modal = within(body(canvasElement).getByRole("dialog", { name: PRODUCT_COPY.added }))
    await expect(modal.getByRole("link", { name: PRODUCT_COPY.goToCart })).toHaveAttribute("href", "/shop/cart")
  }
}

/** A product without pictures: a paw stands in for the picture, no detail section. */
export const NoPictures: Story = { args: detailIn(ready(), { product: { ...product, thumbnailImage: null, detailImage: null } }) }
