import type { ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { connectDogForm, provideDogFormMachine, type DogFormInput } from "@mungwalk/core/dogForm"
import { useConnected } from "../../app/useConnected.ts"
import { goBack } from "../../app/history.ts"
import { DogFormView } from "./DogFormView.tsx"

const DogForm = ({ input }: { input: DogFormInput }): ReactElement => {
  const [, navigate] = useLocation()
  const form = useConnected(({ api }) => provideDogFormMachine({ api }), input, connectDogForm, {
    saved: () => goBack(navigate, "/mypage"),
    // The dog's profile page is gone too: my-page, replacing the form's entry.
    deleted: () => navigate("/mypage", { replace: true })
  })
  return <DogFormView form={form} />
}

/** `/mypage/addDog`: register a dog; once saved, back to where the form was opened (my-page by default). */
export const AddDogScreen = (): ReactElement => <DogForm input={{ mode: "add" }} />

/** `/mypage/dogprofile/update/{petId}`: edit a dog (or delete it: then my-page); once saved, back to where the form was opened. */
export const EditDogScreen = (): ReactElement => {
  const { petId } = useParams<{ petId: string }>()
  return <DogForm key={petId} input={{ mode: "edit", petId: Number(petId) }} />
}
