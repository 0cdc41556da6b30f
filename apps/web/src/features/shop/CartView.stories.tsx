import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES } from "@mungwalk/core"
import { cartLineKey, cartMachine, connectCart, initialCartContext, linesFromCart, type CartContext, type CheckoutLine } from "@mungwalk/core/cart"
import { CART_COPY } from "@mungwalk/core/cart"
import { CartView, type CartViewProps } from "./CartView.tsx"
import { storyCartLine } from "./storyModels.ts"

const send = fn()

const lines: ReadonlyArray<CheckoutLine> = linesFromCart([storyCartLine(1, 1), storyCartLine(2, 2), storyCartLine(7, 1)])
const key = (n: number) => cartLineKey(100 + n)

type CartState = "loading" | "failed" | { ready: "idle" | "updating" | "deleting" } | "paying"

/** The view's props from a cart-machine snapshot (`resolveState` → `connectCart`): only states the app can be in. */
const cartIn = (value: CartState, over: Partial<CartContext> = {}): CartViewProps => {
  const context: CartContext = {
    ...initialCartContext({ search: "", userAgent: "" }),
    lines,
    nowPoint: 1250,
    recipientName: "김멍멍",
    address: "서울특별시 마포구 월드컵로 212, 3층",
    ...over
  }
  return { cart: connectCart(cartMachine.resolveState({ value, context }), send) }
}

const meta = {
  title: "Screens/Shop/Cart",
  component: CartView,
  parameters: { path: "/shop/cart" },
  args: cartIn({ ready: "idle" }),
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof CartView>

export default meta
type Story = StoryObj<typeof meta>

/** All lines checked at first; the summary and the sticky pay button show the final price. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    // One h1 names the page; the lines, delivery, points and summary are its sections.
    const h1s = within(canvasElement).getAllByRole("heading", { level: 1 })
    await expect(h1s.map((h) => h.textContent)).toEqual([CART_COPY.title])
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: new RegExp(`^${CART_COPY.lines}`) })).toBeInTheDocument()
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("checkbox", { checked: true })).toHaveLength(4)
    await expect(canvas.getByText("1,250P")).toBeVisible()
    const pay = canvas.getByRole("button", { name: "86,200원 결제하기" })
    await expect(pay).toBeEnabled()
    await userEvent.click(pay)
    await expect(send).toHaveBeenCalledWith({ type: "user.pay" })
    await userEvent.click(within(canvas.getByRole("group", { name: `${lines[1]!.name} 수량` })).getByRole("button", { name: "수량 늘리기" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.setQuantity", key: key(2), quantity: 3 })
    await userEvent.click(canvas.getByRole("button", { name: CART_COPY.useAll }))
    await expect(send).toHaveBeenCalledWith({ type: "user.useAllPoints" })
    await userEvent.click(canvas.getByRole("button", { name: `${lines[0]!.name} ${CART_COPY.delete}` }))
    await expect(send).toHaveBeenCalledWith({ type: "user.deleteLine", key: key(1) })
  }
}

/** Back from the pay provider's '취소' (`?payment=canceled`): the note says the points are back; the balance shows them. */
export const PaymentCanceled: Story = {
  args: cartIn({ ready: "idle" }, { notice: initialCartContext({ search: "?payment=canceled", userAgent: "" }).notice }),
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText("결제를 취소했어요. 포인트는 차감되지 않았어요.").closest('[role="status"]')
    await expect(note).toHaveAttribute("data-part", "payment-canceled")
  }
}

/** Points typed: the summary takes them off (never below 0). */
export const WithPoints: Story = {
  args: cartIn({ ready: "idle" }, { pointsInput: "1000" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("-1,000원")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "85,200원 결제하기" })).toBeEnabled()
  }
}

/** '150' typed with a 90P balance: the field shows 90 (what is applied) and says the limit. */
export const PointsClamped: Story = {
  args: cartIn({ ready: "idle" }, { nowPoint: 90, pointsInput: "90", pointsClamped: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole("textbox", { name: "사용할 포인트" })
    await expect(field).toHaveValue("90")
    await expect(canvas.getByText("90P까지만 사용할 수 있어서 90P로 바꿨어요")).toBeVisible()
    await expect(field).toHaveAccessibleDescription("90P까지만 사용할 수 있어서 90P로 바꿨어요")
    await expect(canvas.getByText("-90원")).toBeVisible()
  }
}

/** 'abc' typed: nothing is taken off; leaving the field settles it (the machine writes the points used there, 0: §5). */
export const PointsNotANumber: Story = {
  args: cartIn({ ready: "idle" }, { pointsInput: "abc" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole("textbox", { name: "사용할 포인트" })
    await expect(field).toHaveValue("abc")
    await expect(canvas.getByRole("button", { name: "86,200원 결제하기" })).toBeEnabled()
    field.focus()
    field.blur()
    await expect(send).toHaveBeenCalledWith({ type: "user.settlePoints" })
  }
}

/** Points cover everything: 0원 to pay. */
export const PaidByPoints: Story = {
  args: cartIn({ ready: "idle" }, { lines: linesFromCart([storyCartLine(11, 1)]), nowPoint: 12000, pointsInput: "12000" })
}

export const SomeUnchecked: Story = {
  args: cartIn({ ready: "idle" }, { lines: [lines[0]!, { ...lines[1]!, checked: false }, lines[2]!] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const all = canvas.getByRole("checkbox", { name: /전체 선택/ })
    await expect(all).not.toBeChecked()
    await userEvent.click(all)
    await expect(send).toHaveBeenCalledWith({ type: "user.toggleAll" })
  }
}

/** Nothing checked: nothing to pay, the button is off. */
export const NothingChecked: Story = {
  args: cartIn({ ready: "idle" }, { lines: lines.map((l) => ({ ...l, checked: false })) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: CART_COPY.nothingChecked })).toBeDisabled()
  }
}

/** A quantity change being saved: that line's controls wait. */
export const SavingLine: Story = { args: cartIn({ ready: "updating" }, { pending: { key: key(2), quantityBefore: 1 } }) }

/** A line's delete call in flight: the line is shaded, its delete button turns to a spinner named '삭제 중'. */
export const DeletingLine: Story = {
  args: cartIn({ ready: "deleting" }, { pending: { key: key(2), quantityBefore: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const going = canvas.getByRole("button", { name: new RegExp(`${CART_COPY.deleting}$`) })
    await expect(going).toBeDisabled()
    await expect(going.closest("li")).toHaveAttribute("data-removing", "true")
    await expect(canvas.getAllByRole("button", { name: new RegExp(`${CART_COPY.delete}$`) })).toHaveLength(2)
  }
}

/** 'Buy now' from the product page (§2 query fields): one product, no check boxes, no delete. */
export const BuyNow: Story = {
  parameters: { path: "/shop/cart?PRODUCTID=2&quantity=2" },
  args: cartIn(
    { ready: "idle" },
    {
      ...initialCartContext({
        search: "?PRODUCTID=2&VENDOR=%EB%B0%94%EC%9A%B0%EC%99%80%EC%9A%B0&NAME=%EB%8F%99%EA%B2%B0%EA%B1%B4%EC%A1%B0&PRICE=12900&quantity=2&THUMBNAILIMAGE=",
        userAgent: ""
      }),
      nowPoint: 1250,
      recipientName: "김멍멍",
      address: ""
    }
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("checkbox")).toBeNull()
    await expect(canvas.getByRole("button", { name: "25,800원 결제하기" })).toBeEnabled()
  }
}

export const Paying: Story = {
  args: cartIn("paying", { pointsInput: "500" }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /결제 준비 중/ })).toHaveAttribute("aria-busy", "true")
  }
}

/** §5: pay without a recipient name. */
export const NameMissing: Story = {
  args: cartIn({ ready: "idle" }, { recipientName: "", alert: MESSAGES.checkoutNameRequired, invalidField: "name" }),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog")
    await expect(within(dialog).getByText(MESSAGES.checkoutNameRequired)).toBeInTheDocument()
    // The field itself is marked, its message tied to it.
    const field = within(canvasElement).getByRole("textbox", { name: CART_COPY.recipientName })
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveAccessibleDescription(MESSAGES.checkoutNameRequired)
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }))
    await expect(send).toHaveBeenCalledWith({ type: "user.dismissAlert" })
  }
}

/** §5: pay without an address. */
export const AddressMissing: Story = { args: cartIn({ ready: "idle" }, { address: "", alert: MESSAGES.checkoutAddressRequired, invalidField: "address" }) }

export const Loading: Story = { args: cartIn("loading") }

export const Empty: Story = {
  args: cartIn({ ready: "idle" }, { lines: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CART_COPY.empty)).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 1, name: CART_COPY.title })).toBeInTheDocument()
    await expect(canvas.getByRole("link", { name: CART_COPY.goShopping })).toHaveAttribute("href", "/shop")
  }
}

/** A 'buy now' link to a product no longer sold: said so, with the way to the shop (not "your cart is empty"). */
export const BuyNowProductGone: Story = {
  args: cartIn({ ready: "idle" }, { mode: "buyNow", lines: [], productGone: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CART_COPY.productGone)).toBeVisible()
    await expect(canvas.queryByText(CART_COPY.empty)).toBeNull()
    await expect(canvas.getByRole("link", { name: CART_COPY.goShopping })).toHaveAttribute("href", "/shop")
  }
}

export const Failed: Story = { args: cartIn("failed") }
