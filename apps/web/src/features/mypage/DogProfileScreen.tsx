import type { ReactElement } from "react"
import { useLocation, useParams } from "wouter"
import { connectFindable, petProfileMachine, type DogProfile } from "@mungwalk/core/resource"
import { useConnected } from "../../app/useConnected.ts"
import { goBack } from "../../app/history.ts"
import { DogProfileView } from "./DogProfileView.tsx"

/** `/mypage/dogprofile/{petId}`: the dog, read-only; 'edit' goes back (§2). */
export const DogProfileScreen = (): ReactElement => {
  const [, navigate] = useLocation()
  const { petId } = useParams<{ petId: string }>()
  const dog = useConnected(({ api }) => petProfileMachine(api), { input: Number(petId) }, connectFindable<DogProfile>)
  return <DogProfileView dog={dog} onEdit={() => goBack(navigate)} />
}
