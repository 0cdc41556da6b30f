import { useEffect, useState, type ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { connectDogForm, provideDogFormMachine, storedDogDraft, type DogDraftMemory, type DogFormInput } from "@mungwalk/core/dogForm"
import { browserStorage } from "../../platform/storage.ts"
import { useConnected } from "../../app/useConnected.ts"
import { goBack } from "../../app/history.ts"
import { DogFormView } from "./DogFormView.tsx"

const DogForm = ({ input, draftMemory }: { input: DogFormInput; draftMemory?: DogDraftMemory }): ReactElement => {
  const [, navigate] = useLocation()
  const form = useConnected(({ api }) => provideDogFormMachine(draftMemory ? { api, draftMemory } : { api }), input, connectDogForm, {
    saved: () => goBack(navigate, "/mypage"),
    // The dog's profile page is gone too: my-page, replacing the form's entry.
    deleted: () => navigate("/mypage", { replace: true })
  })
  return <DogFormView form={form} />
}

/** `/mypage/addDog`: register a dog; once saved, back to where the form was opened (my-page by default). */
export const AddDogScreen = (): ReactElement => {
  // What was typed before a reload (this tab's session storage), read once; kept as it is typed, forgotten once saved.
  const [memory] = useState(() => storedDogDraft(browserStorage("session")))
  const [draft] = useState(() => memory.read())
  return <DogForm input={{ mode: "add", draft }} draftMemory={memory} />
}

/**
 * `/mypage/dogprofile/update/{petId}`: edit a dog (or delete it: then my-page); once saved, back to
 * where the form was opened. The edit is kept as it is typed, each dog's apart, through a reload
 * (or the phone dropping the tab); leaving the form gives it up, so the next edit starts from the
 * dog as stored.
 */
export const EditDogScreen = (): ReactElement => {
  const { petId } = useParams<{ petId: string }>()
  return <EditDog key={petId} petId={Number(petId)} />
}

const EditDog = ({ petId }: { petId: number }): ReactElement => {
  const [memory] = useState(() => storedDogDraft(browserStorage("session"), petId))
  const [draft] = useState(() => memory.read())
  useEffect(() => () => memory.clear(), [memory])
  return <DogForm input={{ mode: "edit", petId, draft }} draftMemory={memory} />
}
