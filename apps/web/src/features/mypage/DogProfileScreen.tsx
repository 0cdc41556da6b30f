import type { ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import type { Pet } from "@mungwalk/core"
import { useServices } from "../../app/services.tsx"
import { useResource } from "../../app/useResource.ts"
import { goBack } from "../error/ErrorScreen.tsx"
import { DogProfileView } from "./DogProfileView.tsx"

/** `/mypage/dogprofile/{petId}`: the dog, read-only; 'edit' goes back (§2). */
export const DogProfileScreen = (): ReactElement => {
  const { api } = useServices()
  const [, navigate] = useLocation()
  const { petId } = useParams<{ petId: string }>()
  const id = Number(petId)
  const pet = useResource<Pet | null, number>(
    (petId, signal) => (Number.isInteger(petId) && petId > 0 ? api.call("petProfile", { params: { petId } }, { signal }) : Promise.reject(new Error(`Bad pet id ${petId}`))),
    id,
    { isEmpty: () => false }
  )
  return (
    <DogProfileView
      status={pet.isError ? "error" : pet.data ? "ready" : "loading"}
      pet={pet.data}
      onEdit={() => goBack(navigate)}
      onRetry={pet.retry}
    />
  )
}
