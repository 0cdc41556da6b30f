import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import type { Product } from "@mungwalk/core"
import { findableIn } from "../../app/storyStates.ts"
import { PRODUCT_COPY, ProductDetailView } from "./ProductDetailView.tsx"
import { storyProduct } from "./storyModels.ts"

const product = storyProduct(2, { isLiked: false })
const closed = { step: "closed", quantity: 1, message: null } as const

const meta = {
  title: "Screens/Shop/ProductDetail",
  component: ProductDetailView,
  parameters: { path: "/shop/item/2" },
  args: {
    product: findableIn<Product>("success", product),
    onToggleLike: fn(),
    purchase: closed,
    onOpenPurchase: fn(),
    onClosePurchase: fn(),
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onBuyNow: fn()
  }
} satisfies Meta<typeof ProductDetailView>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Picture, vendor, name, price; the like toggle and '구매하기' in the sticky bar. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: product.name })).toBeVisible()
    await expect(canvas.getByText("12,900원")).toBeVisible()
    const like = canvas.getByRole("button", { name: PRODUCT_COPY.like })
    await expect(like).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(like)
    await expect(args.onToggleLike).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: PRODUCT_COPY.buy }))
    await expect(args.onOpenPurchase).toHaveBeenCalled()
  }
}

export const Liked: Story = {
  args: { product: findableIn<Product>("success", { ...product, isLiked: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: PRODUCT_COPY.like })).toHaveAttribute("aria-pressed", "true")
  }
}

/** A like call in flight: the heart shows the new state and waits. */
export const Liking: Story = { args: { product: findableIn<Product>("success", { ...product, isLiked: true }), liking: true } }

export const Loading: Story = { args: { product: findableIn("loading") } }

export const NotFound: Story = {
  parameters: { path: "/shop/item/9999" },
  args: { product: findableIn("notFound") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(PRODUCT_COPY.notFound)).toBeVisible()
    await expect(canvas.getByRole("link", { name: PRODUCT_COPY.backToShop })).toHaveAttribute("href", "/shop")
  }
}

export const Failed: Story = { args: { product: findableIn("failure", null, fn()) } }

/** The sheet at quantity 1: − is off; + asks for 2. */
export const ModalOpen: Story = {
  args: { purchase: { step: "choosing", quantity: 1, message: null } },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: PRODUCT_COPY.sheetTitle })
    const modal = within(dialog)
    await expect(modal.getByRole("button", { name: "수량 줄이기" })).toBeDisabled()
    await userEvent.click(modal.getByRole("button", { name: "수량 늘리기" }))
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2)
    await userEvent.click(modal.getByRole("button", { name: PRODUCT_COPY.buyNow }))
    await expect(args.onBuyNow).toHaveBeenCalled()
  }
}

export const ModalQuantityThree: Story = {
  args: { purchase: { step: "choosing", quantity: 3, message: null } },
  play: async ({ canvasElement }) => {
    const modal = within(body(canvasElement).getByRole("dialog"))
    await expect(modal.getByText("38,700원")).toBeInTheDocument()
    await expect(modal.getByRole("button", { name: "수량 줄이기" })).toBeEnabled()
  }
}

export const Adding: Story = {
  args: { purchase: { step: "adding", quantity: 2, message: null } },
  play: async ({ canvasElement }) => {
    await expect(within(body(canvasElement).getByRole("dialog")).getByRole("button", { name: PRODUCT_COPY.addToCart })).toHaveAttribute("aria-busy", "true")
  }
}

export const AddFailed: Story = { args: { purchase: { step: "choosing", quantity: 2, message: "장바구니에 담지 못했어요. 잠시 후 다시 시도해주세요." } } }

export const Added: Story = {
  args: { purchase: { step: "added", quantity: 2, message: null } },
  play: async ({ canvasElement }) => {
    const modal = within(body(canvasElement).getByRole("dialog", { name: PRODUCT_COPY.addedTitle }))
    await expect(modal.getByRole("link", { name: PRODUCT_COPY.goToCart })).toHaveAttribute("href", "/shop/cart")
  }
}

/** A product without pictures: a paw stands in for the picture, no detail section. */
export const NoPictures: Story = { args: { product: findableIn<Product>("success", { ...product, thumbnailImage: null, detailImage: null }) } }
