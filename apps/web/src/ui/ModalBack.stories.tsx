/**
 * The phone's back and an open dialog (`dialogHistory.ts`), in the browser's real history: back
 * closes the dialog and the page stays; a dialog closed by its button leaves no entry behind;
 * forward does not open it again; one that must be answered stays; stacked dialogs close one by
 * one; a dialog's action that navigates takes the dialog's entry's place.
 */
import { useState } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { navigate } from "wouter/use-browser-location"
import { Button, Modal } from "./index.ts"
import { navigateOverDialogs } from "./dialogHistory.ts"

const meta = {
  title: "UI/Modal and the back button",
  parameters: { frame: "component" }
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The current entry's index in the tab's history (Chromium's Navigation API). */
const entryIndex = (): number => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index

const address = (): string => window.location.pathname + window.location.search + window.location.hash

/** Lets the browser's `popstate` (and whatever the app does on it) arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 150))

/** Back, but never out of the story's own entry (`floor`): on a page without the dialog's entry that would leave the story. */
const back = async (floor: number) => {
  if (entryIndex() <= floor) throw new Error("no entry over the story's own: back would leave the page")
  window.history.back()
  await settled()
}

/** Opens the demo's dialog: the page's body, its address and the story's own entry before it opened. */
const openDialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body)
  const page = address()
  const start = entryIndex()
  await userEvent.click(body.getByRole("button", { name: "열기" }))
  await body.findByRole("dialog", { name: "산책을 끝낼까요?" })
  return { body, page, start }
}

const DialogDemo = ({ dismissable = true }: { dismissable?: boolean }) => {
  const [open, setOpen] = useState(false)
  const [inner, setInner] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>열기</Button>
      <Modal
        open={open}
        title="산책을 끝낼까요?"
        {...(dismissable ? { onClose: () => setOpen(false) } : {})}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={() => setOpen(false)}>
              닫기
            </Button>
            <Button variant="outline" fullWidth onClick={() => setInner(true)}>
              하나 더
            </Button>
            <Button
              fullWidth
              onClick={() => {
                setOpen(false)
                navigateOverDialogs(navigate, `${window.location.pathname}${window.location.search}#next`)
              }}
            >
              다음 화면
            </Button>
          </>
        }
      />
      <Modal open={inner} title="정말요?" onClose={() => setInner(false)} actions={<Button onClick={() => setInner(false)}>네</Button>} />
    </>
  )
}

export const BackClosesTheDialog: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const { body, page, start } = await openDialog(canvasElement)
    await expect(entryIndex()).toBe(start + 1)
    // Back: the dialog closes, the page stays (the same address, the entry under the dialog's).
    await back(start)
    await expect(body.queryByRole("dialog")).toBeNull()
    await expect(address()).toBe(page)
    await expect(entryIndex()).toBe(start)
    await expect(body.getByRole("button", { name: "열기" })).toHaveFocus()
    // Forward does not open it again, nor stop on its entry.
    window.history.forward()
    await settled()
    await expect(body.queryByRole("dialog")).toBeNull()
    await expect(entryIndex()).toBe(start)
  }
}

export const ClosedByItsButtonLeavesNoEntry: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const { body, start } = await openDialog(canvasElement)
    await userEvent.click(body.getByRole("button", { name: "닫기" }))
    await expect(body.queryByRole("dialog")).toBeNull()
    // Its entry is taken off: the next back leaves the page, not a copy of it.
    await waitFor(() => expect(entryIndex()).toBe(start))
    // Escape too, and a second opening pushes one entry again.
    await userEvent.click(body.getByRole("button", { name: "열기" }))
    await body.findByRole("dialog")
    await waitFor(() => expect(entryIndex()).toBe(start + 1))
    await userEvent.keyboard("{Escape}")
    await expect(body.queryByRole("dialog")).toBeNull()
    await waitFor(() => expect(entryIndex()).toBe(start))
  }
}

export const MustBeAnsweredStaysOnBack: Story = {
  render: () => <DialogDemo dismissable={false} />,
  play: async ({ canvasElement }) => {
    const { body, page, start } = await openDialog(canvasElement)
    // No `onClose`: back keeps the dialog and the page, with its entry pushed again.
    await back(start)
    await expect(body.getByRole("dialog")).toBeInTheDocument()
    await expect(address()).toBe(page)
    await expect(entryIndex()).toBe(start + 1)
    // Answered, its entry goes.
    await userEvent.click(body.getByRole("button", { name: "닫기" }))
    await waitFor(() => expect(entryIndex()).toBe(start))
  }
}

export const StackedDialogsCloseOneByOne: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const { body, start } = await openDialog(canvasElement)
    await userEvent.click(body.getByRole("button", { name: "하나 더" }))
    await body.findByRole("dialog", { name: "정말요?" })
    await expect(entryIndex()).toBe(start + 2)
    await back(start)
    await expect(body.queryByRole("dialog", { name: "정말요?" })).toBeNull()
    await expect(body.getByRole("dialog", { name: "산책을 끝낼까요?" })).toBeInTheDocument()
    await back(start)
    await expect(body.queryByRole("dialog")).toBeNull()
    await expect(entryIndex()).toBe(start)
  }
}

export const AnActionThatNavigatesTakesTheDialogsPlace: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const { body, page, start } = await openDialog(canvasElement)
    await userEvent.click(body.getByRole("button", { name: "다음 화면" }))
    await settled()
    // [..., page, next]: not [..., page, page (the dialog's), next].
    await expect(window.location.hash).toBe("#next")
    await expect(entryIndex()).toBe(start + 1)
    await expect(body.queryByRole("dialog")).toBeNull()
    // One back is the page again, without the dialog.
    await back(start)
    await expect(address()).toBe(page)
    await expect(entryIndex()).toBe(start)
    await expect(body.queryByRole("dialog")).toBeNull()
  }
}
