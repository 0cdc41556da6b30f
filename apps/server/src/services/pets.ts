/**
 * Dogs. A member only ever sees and changes their own: another member's pet answers 404, the same
 * as a missing one, so ids reveal nothing. Writes run in a transaction and a stored photo is
 * removed again when the write fails.
 */
import { and, asc, eq } from "drizzle-orm"
import type { Pet, PetCreate, PetSummary, PetUpdate } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import { breeds, pets } from "../db/schema.ts"
import { badRequest, notFound } from "../http/errors.ts"
import type { ImageStore } from "../providers/images.ts"
import { discardImage, withStoredImage } from "./images.ts"

const PET_NOT_FOUND = "Pet not found"

export const listPets = async (db: DbOrTx, memberId: number): Promise<PetSummary[]> =>
  db.select({ petId: pets.id, name: pets.name, profileImageUrl: pets.profileImageUrl }).from(pets).where(eq(pets.memberId, memberId)).orderBy(asc(pets.id))

/** One of the member's dogs in full; 404 for a missing pet and for another member's. */
export const getPet = async (db: DbOrTx, memberId: number, petId: number): Promise<Pet> => {
  const [row] = await db
    .select({
      petId: pets.id,
      name: pets.name,
      breedId: pets.breedId,
      breedName: breeds.name,
      dateOfBirth: pets.dateOfBirth,
      gender: pets.gender,
      weight: pets.weight,
      neutering: pets.neutering,
      profileImageUrl: pets.profileImageUrl
    })
    .from(pets)
    .innerJoin(breeds, eq(breeds.id, pets.breedId))
    .where(and(eq(pets.id, petId), eq(pets.memberId, memberId)))
  if (!row) throw notFound(PET_NOT_FOUND)
  return row
}

const requireBreed = async (tx: DbOrTx, breedId: number, part: string): Promise<void> => {
  const [row] = await tx.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, breedId))
  if (!row) throw badRequest(`${part}.breedId: no breed with id ${breedId}`)
}

/** Adds a dog. `profileImageUrl` of the request is ignored: only an uploaded photo sets the picture. */
export const addPet = async (db: Db, images: ImageStore, memberId: number, input: PetCreate, photo: Blob | undefined): Promise<Pet> =>
  withStoredImage(images, "pets", photo, "profileImage", (url) =>
    db.transaction(async (tx) => {
      await requireBreed(tx, input.breedId, "petCreateRequestDTO")
      const [row] = await tx
        .insert(pets)
        .values({
          memberId,
          breedId: input.breedId,
          name: input.name.trim(),
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          weight: input.weight,
          neutering: input.neutering,
          profileImageUrl: url
        })
        .returning({ id: pets.id })
      if (!row) throw new Error("pet not written")
      return getPet(tx, memberId, row.id)
    })
  )

/** Edits one of the member's dogs; a new photo replaces the old one (removed after the commit). */
export const updatePet = async (db: Db, images: ImageStore, memberId: number, input: PetUpdate, photo: Blob | undefined): Promise<Pet> => {
  let replaced: string | null = null
  const pet = await withStoredImage(images, "pets", photo, "profileImage", (url) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profileImageUrl: pets.profileImageUrl })
        .from(pets)
        .where(and(eq(pets.id, input.id), eq(pets.memberId, memberId)))
        .for("update")
      if (!current) throw notFound(PET_NOT_FOUND)
      await requireBreed(tx, input.breedId, "petUpdateRequestDTO")
      await tx
        .update(pets)
        .set({
          breedId: input.breedId,
          name: input.name.trim(),
          dateOfBirth: input.dateOfBirth,
          gender: input.gender,
          weight: input.weight,
          neutering: input.neutering,
          ...(url ? { profileImageUrl: url } : {})
        })
        .where(and(eq(pets.id, input.id), eq(pets.memberId, memberId)))
      if (url) replaced = current.profileImageUrl
      return getPet(tx, memberId, input.id)
    })
  )
  if (replaced && images.owns(replaced)) await discardImage(images, replaced)
  return pet
}
