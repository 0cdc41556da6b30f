import { useEffect, useState, type ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { useActorRef, useSelector } from "@xstate/react"
import { connectDogForm, provideDogFormMachine, type DogFormInput } from "@mungwalk/core/dogForm"
import { useServices } from "../../app/services.tsx"
import { goBack } from "../../app/history.ts"
import { DogFormView } from "./DogFormView.tsx"

const DogForm = ({ input }: { input: DogFormInput }): ReactElement => {
  const { api } = useServices()
  const [, navigate] = useLocation()
  const [machine] = useState(() => provideDogFormMachine({ api }))
  const ref = useActorRef(machine, { input })
  const snapshot = useSelector(ref, (s) => s)
  useEffect(() => {
    const sub = ref.on("saved", () => goBack(navigate, "/mypage"))
    return () => sub.unsubscribe()
  }, [ref, navigate])
  return <DogFormView form={connectDogForm(snapshot, ref.send)} />
}

/** `/mypage/addDog`: register a dog; once saved, back to where the form was opened (my-page by default). */
export const AddDogScreen = (): ReactElement => <DogForm input={{ mode: "add" }} />

/** `/mypage/dogprofile/update/{petId}`: edit a dog; once saved, back to where the form was opened. */
export const EditDogScreen = (): ReactElement => {
  const { petId } = useParams<{ petId: string }>()
  return <DogForm key={petId} input={{ mode: "edit", petId: Number(petId) }} />
}
