import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MESSAGES, VALIDATION_MESSAGES } from "@mungwalk/core"
import { DOG_FORM_COPY } from "@mungwalk/core/dogForm"
import { breeds, pet } from "../../fixtures.ts"
import { DogFormView, type DogFormModel } from "./DogFormView.tsx"

/** A view model as `connectDogForm` gives it: an empty add form. */
const model = (over: Partial<DogFormModel> = {}): DogFormModel => ({
  mode: "add",
  title: DOG_FORM_COPY.titleAdd,
  load: { status: "ready", reloading: false },
  isSubmitting: false,
  isSaved: false,
  name: "",
  dateOfBirth: "",
  latestDateOfBirth: "2026-03-15",
  weight: "",
  gender: null,
  neutering: null,
  breed: null,
  breedQuery: "",
  breeds,
  isSearchingBreeds: false,
  showNoBreeds: false,
  profileImageUrl: null,
  image: null,
  errors: {},
  alert: null,
  submitLabel: DOG_FORM_COPY.submitAdd,
  copy: DOG_FORM_COPY,
  changeField: fn(),
  changeGender: fn(),
  changeNeutering: fn(),
  searchBreed: fn(),
  chooseBreed: fn(),
  openBreeds: fn(),
  pickImage: fn(),
  submit: fn(),
  dismissAlert: fn(),
  retry: fn(),
  ...over
})

const filled: Partial<DogFormModel> = {
  name: pet.name,
  breed: { id: pet.breedId, name: pet.breedName },
  dateOfBirth: pet.dateOfBirth,
  gender: pet.gender,
  weight: String(pet.weight),
  neutering: pet.neutering
}

const edit = (over: Partial<DogFormModel> = {}) =>
  model({ mode: "edit", title: DOG_FORM_COPY.titleEdit, submitLabel: DOG_FORM_COPY.submitEdit, profileImageUrl: pet.profileImageUrl, ...filled, ...over })

const meta = {
  title: "Screens/MyPage/DogForm",
  component: DogFormView,
  parameters: { path: "/mypage/addDog" },
  args: { form: model() }
} satisfies Meta<typeof DogFormView>

export default meta
type Story = StoryObj<typeof meta>

export const AddEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const { form } = args
    await userEvent.type(canvas.getByRole("textbox", { name: /이름/ }), "콩")
    await expect(form.changeField).toHaveBeenLastCalledWith("name", "콩")
    await userEvent.type(canvas.getByRole("searchbox", { name: /견종/ }), "푸")
    await expect(form.searchBreed).toHaveBeenLastCalledWith("푸")
    await userEvent.click(canvas.getByRole("radio", { name: "푸들" }))
    await expect(form.chooseBreed).toHaveBeenLastCalledWith({ id: 2, name: "푸들" })
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.female }))
    await expect(form.changeGender).toHaveBeenLastCalledWith("female")
    await userEvent.click(canvas.getByRole("radio", { name: DOG_FORM_COPY.notNeutered }))
    await expect(form.changeNeutering).toHaveBeenLastCalledWith(false)
    await expect(canvas.getByRole("spinbutton", { name: /몸무게/ })).toHaveAttribute("step", "0.1")
    await userEvent.click(canvas.getByRole("button", { name: DOG_FORM_COPY.submitAdd }))
    await expect(form.submit).toHaveBeenCalledOnce()
  }
}

export const MissingFields: Story = {
  args: {
    form: model({
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
}

export const SearchingBreeds: Story = { args: { form: model({ breedQuery: "리트", breeds: [], isSearchingBreeds: true }) } }

/** `/mypage/addDog` before anything is typed: no "no results"; focusing the field asks for the list. */
export const BreedsBeforeTyping: Story = {
  args: { form: model({ breeds: [] }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(DOG_FORM_COPY.noBreeds)).toBeNull()
    await expect(canvas.getByText(DOG_FORM_COPY.breedHint)).toBeVisible()
    await userEvent.click(canvas.getByRole("searchbox", { name: /견종/ }))
    await expect(args.form.openBreeds).toHaveBeenCalled()
  }
}

export const NoBreedMatches: Story = {
  args: { form: model({ breedQuery: "고양이", breeds: [], showNoBreeds: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DOG_FORM_COPY.noBreeds)).toBeVisible()
  }
}

export const Filled: Story = { args: { form: model({ ...filled, breedQuery: "푸", breeds: breeds.filter((b) => b.name.includes("푸")) }) } }

export const Submitting: Story = {
  args: { form: model({ ...filled, isSubmitting: true, submitLabel: DOG_FORM_COPY.submitting }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: DOG_FORM_COPY.submitting })).toBeDisabled()
  }
}

export const AddFailed: Story = {
  args: { form: model({ ...filled, alert: MESSAGES.dogAddFailed }) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("alertdialog")
    await expect(dialog).toHaveAccessibleDescription(MESSAGES.dogAddFailed)
    await userEvent.click(body.getByRole("button", { name: "확인" }))
    await expect(args.form.dismissAlert).toHaveBeenCalledOnce()
  }
}

export const EditLoading: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: { form: edit({ load: { status: "loading" } }) } }

export const EditFilled: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: { form: edit() } }

export const EditFailed: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: { form: edit({ alert: MESSAGES.dogEditFailed }) } }

export const EditLoadFailed: Story = { parameters: { path: "/mypage/dogprofile/update/1" }, args: { form: edit({ load: { status: "failed", retry: fn() } }) } }
