import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { productCard, type ProductCard } from "@mungwalk/core/shop"
import { loadableIn } from "../../app/storyStates.ts"
import { SHOP_COPY, ShopView, type ShopViewProps } from "./ShopView.tsx"
import { bestProducts, productListIn, storyProducts } from "./storyModels.ts"

const cart = (count: number | null) => ({ count, label: "장바구니", href: "/shop/cart" })

const meta = {
  title: "Screens/Shop/Shop",
  // The args are the view model (`connectShop`'s fields), so each story states only what differs.
  render: (args) => <ShopView shop={args} />,
  parameters: { path: "/shop" },
  args: {
    best: loadableIn<ReadonlyArray<ProductCard>>(
      "success",
      bestProducts.map((p) => productCard(p, true))
    ),
    grid: productListIn({ ready: "still" }, storyProducts(10)),
    likedOnly: false,
    toggleLiked: fn(),
    cart: cart(3)
  }
} satisfies Meta<ShopViewProps["shop"]>

export default meta
type Story = StoryObj<typeof meta>

/** Best strip, the two-column grid, prices in won, the cart's line count. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole("list", { name: SHOP_COPY.all })
    await expect(within(grid).getAllByRole("listitem")).toHaveLength(10)
    await expect(within(grid).getAllByText("12,900원")[0]).toBeVisible()
    await expect(canvas.getByRole("link", { name: /장바구니, 상품 ?3 ?개/ })).toHaveAttribute("href", "/shop/cart")
    await expect(within(canvas.getByRole("list", { name: SHOP_COPY.best })).getAllByRole("link")[0]).toHaveAttribute("href", "/shop/item/2")
    await userEvent.click(canvas.getByRole("button", { name: SHOP_COPY.likedOnly }))
    await expect(args.toggleLiked).toHaveBeenCalled()
  }
}

export const Loading: Story = { args: { best: loadableIn("loading"), grid: productListIn("loading") } }

/**
 * Loading holds the ready screen's places: the all/liked toggle sits where it will be once the best
 * items are in, and each placeholder is as tall as the card that replaces it, so nothing moves
 * whichever answer comes first (the layout shift Lighthouse saw on a member's `/shop`).
 */
export const LoadingKeepsThePlaces: Story = {
  // Two copies of the screen, one above the other, have the same landmarks by design; every other rule applies.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <>
      <div data-testid="loading">
        <ShopView shop={{ ...args, best: loadableIn("loading"), grid: productListIn("loading") }} />
      </div>
      <div data-testid="ready">
        <ShopView shop={args} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const loading = canvas.getByTestId("loading")
    const ready = canvas.getByTestId("ready")
    const toggleTop = (view: HTMLElement) =>
      within(view).getByRole("group", { name: "상품 보기" }).getBoundingClientRect().top - view.getBoundingClientRect().top
    const height = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? Number.NaN
    await expect(toggleTop(loading)).toBeCloseTo(toggleTop(ready), 0)
    const placeholders = loading.querySelectorAll('[data-part="product-placeholder"]')
    await expect(placeholders).toHaveLength(3 + 4)
    await expect(height(placeholders[0])).toBeCloseTo(height(ready.querySelector('[data-part="best"] a')), 0)
    await expect(height(placeholders[3])).toBeCloseTo(height(ready.querySelector('[data-part="product"]')), 0)
  }
}

/** A refresh: the last grid stays, marked busy. */
export const Reloading: Story = {
  args: { grid: productListIn("loading", storyProducts(6)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: SHOP_COPY.all })).toHaveAttribute("aria-busy", "true")
  }
}

export const LoadingMore: Story = {
  args: { grid: productListIn({ ready: "loadingMore" }, storyProducts(10)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "상품을 더 불러오는 중" })).toBeInTheDocument()
  }
}

export const MoreFailed: Story = { args: { grid: productListIn({ ready: "moreFailure" }, storyProducts(10)) } }

export const End: Story = {
  args: { grid: productListIn("end", storyProducts(11)), cart: cart(0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(SHOP_COPY.end)).toBeVisible()
    await expect(canvas.getByRole("link", { name: "장바구니" })).toBeVisible()
  }
}

export const LikedOnly: Story = {
  args: {
    likedOnly: true,
    grid: productListIn(
      "end",
      storyProducts(12).filter((p) => p.isLiked)
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: SHOP_COPY.likedOnly })).toHaveAttribute("aria-pressed", "true")
    await expect(canvas.queryByRole("list", { name: SHOP_COPY.best })).toBeNull()
  }
}

export const LikedEmpty: Story = {
  args: { likedOnly: true, grid: productListIn("empty") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(SHOP_COPY.emptyLiked)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: SHOP_COPY.showAll }))
    await expect(args.toggleLiked).toHaveBeenCalled()
  }
}

export const Empty: Story = { args: { best: loadableIn("empty"), grid: productListIn("empty"), cart: cart(0) } }

export const Failed: Story = {
  args: { best: loadableIn("failure", null, fn()), grid: productListIn("failure", [], fn()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SHOP_COPY.failed)).toBeVisible()
  }
}
