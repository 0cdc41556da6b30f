import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES, VALIDATION_MESSAGES } from "@mungwalk/core"
import { connectDogForm, DOG_FORM_COPY, dogFormMachine, EMPTY_DOG, petToValues, type DogFormContext, type DogFormEvent } from "@mungwalk/core/dogForm"
import { breeds, pet } from "../../fixtures.ts"
import { DogFormView } from "./DogFormView.tsx"
import { DOG_NOT_FOUND_COPY } from "./DogProfileView.tsx"
import { useSubmitted } from "../../app/storyStates.ts"

const send = fn<(event: DogFormEvent) => void>()

type FormState =
  | "loading"
  | "loadFailed"
  | "notFound"
  | { editing: { breeds: "idle" | "searching"; form: "ready" | "submitting" | "confirmingDelete" | "deleting" } }
const editing = (form: "ready" | "submitting" | "confirmingDelete" | "deleting" = "ready", breeds: "idle" | "searching" = "idle"): FormState => ({
  editing: { breeds, form }
})

/**
 * The view's props from a dog-form snapshot (`resolveState` → `connectDogForm`): an add form over
 * the breed list by default; its events go to `send` unless `to` is given.
 */
const formIn = (value: FormState = editing(), over: Partial<DogFormContext> = {}, to: (event: DogFormEvent) => void = send) => ({
  form: connectDogForm(
    dogFormMachine.resolveState({
      value,
      context: {
        mode: "add",
        petId: null,
        values: EMPTY_DOG,
        profileImageUrl: null,
        image: null,
        breedQuery: "",
        breeds,
        breedsSearched: false,
        errors: {},
        alert: null,
        sent: null,
        restored: null,
        keptValues: null,
        ...over
      }
    }),
    to
  )
})

const filled: Partial<DogFormContext> = { values: petToValues(pet) }

const edit = (value: FormState = editing(), over: Partial<DogFormContext> = {}) =>
  formIn(value, { mode: "edit", petId: pet.petId, profileImageUrl: pet.profileImageUrl, ...filled, ...over })

/** How many times the view sent an event of `type`. */
const sent = (type: DogFormEvent["type"]) => send.mock.calls.filter(([event]) => event.type === type).length

const meta = {
  title: "Screens/MyPage/DogForm",
  component: DogFormView,
  parameters: { path: "/mypage/addDog" },
  args: formIn(),
  beforeEach: () => {
    send.mockClear()
  }
} satisfies Meta<typeof DogFormView>

export default meta
type Story = StoryObj<typeof meta>

export const AddEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: /이름/ }), "콩")
    await expect(send).toHaveBeenLastCalledWith({ type: "user.changeField", field: "name", value: "콩" })
    // The field takes no more than a name may have (30), instead of refusing it on '등록'.
    await expect(canvas.getByRole("textbox", { name: /이름/ })).toHaveAttribute("maxlength", "30")
    await userEvent.type(canvas.getByRole("searchbox", { name: /견종/ }), "푸")
    await expect(send).toHaveBeenLastCalledWith({ type: "user.searchBreed", query: "푸" })
    await userEvent.click(canvas.getByRole("radio", { name: "푸들" }))
    await expect(send).toHaveBeenLastCalledWith({ type: "user.chooseBreed", breed: { id: 2, name: "푸들" } })
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.female }))
    await expect(send).toHaveBeenLastCalledWith({ type: "user.changeGender", gender: "female" })
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.notNeutered }))
    await expect(send).toHaveBeenLastCalledWith({ type: "user.changeNeutering", neutering: false })
    await expect(canvas.getByRole("spinbutton", { name: /몸무게/ })).toHaveAttribute("step", "0.1")
    await userEvent.click(canvas.getByRole("button", { name: DOG_FORM_COPY.submitAdd }))
    await expect(sent("user.submit")).toBe(1)
  }
}

/** Back after a reload: what was typed is there, and the form says so (the photo, not kept, is to pick again). */
export const DraftRestored: Story = {
  args: formIn(editing(), { values: { ...EMPTY_DOG, name: "콩이", weight: "4.2", gender: "male" }, restored: { hadImage: true } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="draft-restored"]')).toHaveTextContent(DOG_FORM_COPY.draftRestoredPhoto)
    await expect(within(canvasElement).getByRole("textbox", { name: /이름/ })).toHaveValue("콩이")
  }
}

/** An edit opened again after a reload: the dog's values as they were typed, said above the form. */
export const EditDraftRestored: Story = {
  args: edit(editing(), { values: { ...petToValues(pet), weight: "4.8" }, restored: { hadImage: false } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="draft-restored"]')).toHaveTextContent(DOG_FORM_COPY.draftRestored)
    await expect(within(canvasElement).getByLabelText(/몸무게/)).toHaveValue(4.8)
  }
}

export const MissingFields: Story = {
  args: formIn(editing(), {
    errors: {
      name: VALIDATION_MESSAGES.dogNameRequired,
      breed: VALIDATION_MESSAGES.breedRequired,
      dateOfBirth: VALIDATION_MESSAGES.birthDateRequired,
      gender: VALIDATION_MESSAGES.genderRequired,
      weight: VALIDATION_MESSAGES.weightRequired,
      neutering: VALIDATION_MESSAGES.neuteringRequired
    },
    alert: VALIDATION_MESSAGES.dogNameRequired
  })
}

/** A weight finer than the form's 0.1 kg step: said at the field, nothing sent. */
export const WeightFinerThanStep: Story = {
  args: formIn(editing(), {
    values: { ...petToValues(pet), weight: "4.25" },
    errors: { weight: VALIDATION_MESSAGES.weightStep },
    alert: VALIDATION_MESSAGES.weightStep
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(VALIDATION_MESSAGES.weightStep).length).toBeGreaterThan(0)
  }
}

export const SearchingBreeds: Story = { args: formIn(editing("ready", "searching"), { breedQuery: "리트", breeds: [] }) }

/** `/mypage/addDog` before anything is typed: no "no results"; focusing the field asks for the list. */
export const BreedsBeforeTyping: Story = {
  args: formIn(editing(), { breeds: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(DOG_FORM_COPY.noBreeds)).toBeNull()
    await expect(canvas.getByText(DOG_FORM_COPY.breedHint)).toBeVisible()
    await userEvent.click(canvas.getByRole("searchbox", { name: /견종/ }))
    await expect(send).toHaveBeenCalledWith({ type: "user.openBreeds" })
  }
}

export const NoBreedMatches: Story = {
  args: formIn(editing(), { breedQuery: "고양이", breeds: [], breedsSearched: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DOG_FORM_COPY.noBreeds, { selector: ":not([role=status])" })).toBeVisible()
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(DOG_FORM_COPY.noBreeds)
  }
}

/** A search answered: the breeds to choose from, in a group named for the choice; a screen reader is told how many. */
export const Filled: Story = {
  args: formIn(editing(), { ...filled, breedQuery: "푸", breeds: breeds.filter((b) => b.name.includes("푸")), breedsSearched: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("group", { name: "견종 선택" })).toBeVisible()
    const found = breeds.filter((b) => b.name.includes("푸")).length
    await expect(canvas.getByRole("status")).toHaveTextContent(DOG_FORM_COPY.breedsFound(found))
  }
}

/**
 * The dog on its way: the fields wait — the text ones read-only, the photo, breeds, gender and
 * neutering locked (`aria-disabled`) — but none is `disabled`, so each keeps the focus; a tap or a
 * key changes nothing.
 */
export const Submitting: Story = {
  args: formIn(editing("submitting"), filled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: DOG_FORM_COPY.submitting })).toHaveAttribute("aria-disabled", "true")
    const texts = [
      canvas.getByRole("textbox", { name: /이름/ }),
      canvas.getByRole("searchbox", { name: /견종/ }),
      canvas.getByLabelText(/생년월일/),
      canvas.getByRole("spinbutton", { name: /몸무게/ })
    ]
    for (const field of texts) {
      await expect(field).toBeEnabled()
      await expect(field).toHaveAttribute("readonly")
    }
    const choices = [
      canvas.getByLabelText("강아지 사진 선택"),
      canvas.getByRole("radio", { name: "푸들" }),
      canvas.getByRole("radio", { name: DOG_FORM_COPY.male }),
      canvas.getByRole("radio", { name: DOG_FORM_COPY.neutered })
    ]
    for (const choice of choices) {
      await expect(choice).toBeEnabled()
      await expect(choice).toHaveAttribute("aria-disabled", "true")
    }
    // A tap on another breed, gender or answer changes nothing, and neither do the arrow keys.
    await userEvent.click(canvas.getByRole("radio", { name: "말티즈" }))
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.female }))
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.notNeutered }))
    await expect(canvas.getByRole("radio", { name: "푸들" })).toBeChecked()
    await expect(canvas.getByRole("radio", { name: DOG_FORM_COPY.male })).toBeChecked()
    await expect(canvas.getByRole("radio", { name: DOG_FORM_COPY.neutered })).toBeChecked()
    canvas.getByRole("radio", { name: DOG_FORM_COPY.male }).focus()
    await userEvent.keyboard("{ArrowRight}")
    await expect(canvas.getByRole("radio", { name: DOG_FORM_COPY.male })).toBeChecked()
    await expect(send).not.toHaveBeenCalled()
  }
}

/** The form as its screen keeps it: once sent, it waits in `submitting`. */
const SendingDogForm = () => {
  const [sending, to] = useSubmitted(send)
  const { form } = formIn(editing(sending ? "submitting" : "ready"), filled, to)
  return <DogFormView form={form} />
}

/** Enter in a field sends the dog, and the focus stays in that field (not at the page's top); Enter again sends nothing more. */
export const SentWithEnter: Story = {
  render: () => <SendingDogForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByRole("textbox", { name: /이름/ })
    const before = (name as HTMLInputElement).value
    await userEvent.click(name)
    await userEvent.keyboard("{Enter}")
    await expect(sent("user.submit")).toBe(1)
    await expect(canvas.getByRole("button", { name: DOG_FORM_COPY.submitting })).toHaveAttribute("aria-disabled", "true")
    await expect(name).toHaveFocus()
    await expect(name).toHaveAttribute("readonly")
    await userEvent.keyboard("콩{Enter}")
    await expect(name).toHaveValue(before)
    await expect(sent("user.submit")).toBe(1)
  }
}

export const AddFailed: Story = {
  args: formIn(editing(), { ...filled, alert: MESSAGES.dogAddFailed }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("alertdialog")
    await expect(dialog).toHaveAccessibleDescription(MESSAGES.dogAddFailed)
    await userEvent.click(body.getByRole("button", { name: "확인" }))
    await expect(sent("user.dismissAlert")).toBe(1)
  }
}

export const EditLoading: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: edit("loading", { values: EMPTY_DOG, profileImageUrl: null }) }

export const EditFilled: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: edit() }

export const EditFailed: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: edit(editing(), { alert: MESSAGES.dogEditFailed }) }

export const EditLoadFailed: Story = {
  parameters: { path: "/mypage/dogprofile/update/1" },
  args: edit("loadFailed", { values: EMPTY_DOG, profileImageUrl: null })
}

/** Another member's dog, or none with that id: said so, with the way back; no retry (it cannot help). */
export const EditNotFound: Story = {
  parameters: { path: "/mypage/dogprofile/update/14" },
  args: edit("notFound", { values: EMPTY_DOG, profileImageUrl: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(DOG_NOT_FOUND_COPY.title)).toBeVisible()
    await expect(canvas.getByRole("link", { name: DOG_NOT_FOUND_COPY.back })).toHaveAttribute("href", "/mypage")
    await expect(canvas.queryByRole("button", { name: "다시 시도" })).toBeNull()
  }
}

export const EditConfirmDelete: Story = {
  parameters: { path: "/mypage/dogprofile/update/1" },
  args: edit(editing("confirmingDelete")),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog")
    await expect(dialog).toHaveTextContent(DOG_FORM_COPY.deleteTitle)
    await expect(dialog).toHaveTextContent(DOG_FORM_COPY.deleteBody)
  }
}

export const EditDeleting: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: edit(editing("deleting")) }

export const EditDeleteRefusedWhileWalking: Story = {
  parameters: { path: "/mypage/dogprofile/update/1" },
  args: edit(editing(), { alert: DOG_FORM_COPY.deleteWalking })
}
