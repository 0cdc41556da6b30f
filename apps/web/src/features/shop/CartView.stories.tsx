import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES, finalPrice, normalizePointsInput } from "@mungwalk/core"
import { loadableIn } from "../../app/storyStates.ts"
import { CART_COPY, CartView, type Checkout, type CheckoutLine } from "./CartView.tsx"
import { storyCartLine } from "./storyModels.ts"

const lines: ReadonlyArray<CheckoutLine> = [
  { line: storyCartLine(1, 1), checked: true },
  { line: storyCartLine(2, 2), checked: true },
  { line: storyCartLine(7, 1), checked: true }
]

/** A checkout with its totals computed by the core's §5 pricing rules. */
const checkout = (over: Partial<Omit<Checkout, "itemsTotal" | "pointsUsed" | "finalPrice">> = {}): Checkout => {
  const base = { lines, single: false, nowPoint: 1250, pointsInput: "", recipientName: "김멍멍", address: "서울특별시 마포구 월드컵로 212, 3층", paying: false, alert: null, ...over }
  const flat = base.lines.map((l) => ({ price: l.line.price, quantity: l.line.quantity, checked: l.checked }))
  const itemsTotal = finalPrice(flat, 0)
  const pointsUsed = Math.min(normalizePointsInput(base.pointsInput, base.nowPoint), itemsTotal)
  return { ...base, itemsTotal, pointsUsed, finalPrice: finalPrice(flat, pointsUsed) }
}

const meta = {
  title: "Screens/Shop/Cart",
  component: CartView,
  parameters: { path: "/shop/cart" },
  args: {
    cart: loadableIn<Checkout>("success", checkout()),
    onToggleLine: fn(),
    onToggleAll: fn(),
    onQuantityChange: fn(),
    onDelete: fn(),
    onPointsChange: fn(),
    onUseAllPoints: fn(),
    onRecipientNameChange: fn(),
    onAddressChange: fn(),
    onPay: fn(),
    onDismissAlert: fn()
  }
} satisfies Meta<typeof CartView>

export default meta
type Story = StoryObj<typeof meta>

/** All lines checked at first; the summary and the sticky pay button show the final price. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("checkbox", { checked: true })).toHaveLength(4)
    await expect(canvas.getByText("1,250P")).toBeVisible()
    const pay = canvas.getByRole("button", { name: "86,200원 결제하기" })
    await expect(pay).toBeEnabled()
    await userEvent.click(pay)
    await expect(args.onPay).toHaveBeenCalled()
    await userEvent.click(within(canvas.getByRole("group", { name: `${lines[1]!.line.name} 수량` })).getByRole("button", { name: "수량 늘리기" }))
    await expect(args.onQuantityChange).toHaveBeenCalledWith(lines[1]!.line, 3)
    await userEvent.click(canvas.getByRole("button", { name: CART_COPY.useAll }))
    await expect(args.onUseAllPoints).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: `${lines[0]!.line.name} ${CART_COPY.delete}` }))
    await expect(args.onDelete).toHaveBeenCalledWith(lines[0]!.line)
  }
}

/** Points typed: the summary takes them off (never below 0). */
export const WithPoints: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ pointsInput: "1000" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("-1,000원")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "85,200원 결제하기" })).toBeEnabled()
  }
}

/** Points cover everything: 0원 to pay. */
export const PaidByPoints: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ lines: [{ line: storyCartLine(11, 1), checked: true }], nowPoint: 12000, pointsInput: "12000" })) }
}

export const SomeUnchecked: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ lines: [lines[0]!, { ...lines[1]!, checked: false }, lines[2]!] })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const all = canvas.getByRole("checkbox", { name: /전체 선택/ })
    await expect(all).not.toBeChecked()
    await userEvent.click(all)
    await expect(args.onToggleAll).toHaveBeenCalledWith(true)
  }
}

/** Nothing checked: nothing to pay, the button is off. */
export const NothingChecked: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ lines: lines.map((l) => ({ ...l, checked: false })) })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "0원 결제하기" })).toBeDisabled()
  }
}

/** A quantity change being saved: that line's controls wait. */
export const SavingLine: Story = { args: { cart: loadableIn<Checkout>("success", checkout({ lines: [lines[0]!, { ...lines[1]!, saving: true }, lines[2]!] })) } }

/** 'Buy now' from the product page (§2 query fields): one product, no check boxes, no delete. */
export const BuyNow: Story = {
  parameters: { path: "/shop/cart?PRODUCTID=2&quantity=2" },
  args: { cart: loadableIn<Checkout>("success", checkout({ lines: [{ line: storyCartLine(2, 2), checked: true }], single: true, address: "" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("checkbox")).toBeNull()
    await expect(canvas.getByRole("button", { name: "25,800원 결제하기" })).toBeEnabled()
  }
}

export const Paying: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ paying: true, pointsInput: "500" })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /결제하기/ })).toHaveAttribute("aria-busy", "true")
  }
}

/** §5: pay without a recipient name. */
export const NameMissing: Story = {
  args: { cart: loadableIn<Checkout>("success", checkout({ recipientName: "", alert: MESSAGES.checkoutNameRequired })) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog")
    await expect(within(dialog).getByText(MESSAGES.checkoutNameRequired)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(args.onDismissAlert).toHaveBeenCalled()
  }
}

/** §5: pay without an address. */
export const AddressMissing: Story = { args: { cart: loadableIn<Checkout>("success", checkout({ address: "", alert: MESSAGES.checkoutAddressRequired })) } }

export const Loading: Story = { args: { cart: loadableIn("loading") } }

export const Empty: Story = {
  args: { cart: loadableIn("empty") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CART_COPY.empty)).toBeVisible()
    await expect(canvas.getByRole("link", { name: CART_COPY.goShopping })).toHaveAttribute("href", "/shop")
  }
}

export const Failed: Story = { args: { cart: loadableIn("failure", null, fn()) } }
