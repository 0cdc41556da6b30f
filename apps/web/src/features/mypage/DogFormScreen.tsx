import { useEffect, useState, type ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { useActorRef, useSelector } from "@xstate/react"
import { connectDogForm, provideDogFormMachine, type DogFormInput } from "@mungwalk/core/dogForm"
import { useServices } from "../../app/services.tsx"
import { DogFormView } from "./DogFormView.tsx"

const DogForm = ({ input }: { input: DogFormInput }): ReactElement => {
  const { api } = useServices()
  const [, navigate] = useLocation()
  const [machine] = useState(() => provideDogFormMachine({ api }))
  const ref = useActorRef(machine, { input })
  const snapshot = useSelector(ref, (s) => s)
  useEffect(() => {
    const sub = ref.on("saved", () => navigate("/mypage", { replace: true }))
    return () => sub.unsubscribe()
  }, [ref, navigate])
  return <DogFormView form={connectDogForm(snapshot, ref.send)} />
}

/** `/mypage/addDog`: register a dog; back to my-page once saved. */
export const AddDogScreen = (): ReactElement => <DogForm input={{ mode: "add" }} />

/** `/mypage/dogprofile/update/{petId}`: edit a dog; back to my-page once saved. */
export const EditDogScreen = (): ReactElement => {
  const { petId } = useParams<{ petId: string }>()
  return <DogForm key={petId} input={{ mode: "edit", petId: Number(petId) }} />
}
