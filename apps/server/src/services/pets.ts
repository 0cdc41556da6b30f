/**
 * Dogs. A member only ever sees and changes their own: another member's pet answers 404, the same
 * as a missing one, so ids reveal nothing. Writes run in a transaction and a stored photo is
 * removed again when the write fails.
 */
import { and, asc, eq, isNull } from "drizzle-orm"
import type { Pet, PetCreate, PetSummary, PetUpdate } from "@mungwalk/core/schema"
import type { Db, DbOrTx } from "../db/client.ts"
import { breeds, pets, walkDogs, walks } from "../db/schema.ts"
import { badRequest, conflict, notFound } from "../http/errors.ts"
import type { ImageStore } from "../providers/images.ts"
import { discardImage, withStoredImage } from "./images.ts"
import { earlierAnswer, once, type Submission } from "./submissions.ts"

const PET_NOT_FOUND = "강아지를 찾을 수 없어요."

export const listPets = async (db: DbOrTx, memberId: number): Promise<PetSummary[]> =>
  db
    .select({ petId: pets.id, name: pets.name, profileImageUrl: pets.profileImageUrl })
    .from(pets)
    .where(and(eq(pets.memberId, memberId), isNull(pets.deletedAt)))
    .orderBy(asc(pets.id))

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
    .where(and(eq(pets.id, petId), eq(pets.memberId, memberId), isNull(pets.deletedAt)))
  if (!row) throw notFound(PET_NOT_FOUND)
  return row
}

const requireBreed = async (tx: DbOrTx, breedId: number, part: string): Promise<void> => {
  const [row] = await tx.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, breedId))
  if (!row) throw badRequest(`${part}.breedId: no breed with id ${breedId}`)
}

/** The columns the create and edit forms set (the name stored trimmed). */
const detailColumns = (input: PetCreate | PetUpdate) => ({
  breedId: input.breedId,
  name: input.name.trim(),
  dateOfBirth: input.dateOfBirth,
  gender: input.gender,
  weight: input.weight,
  neutering: input.neutering
})

/** Adds a dog. `profileImageUrl` of the request is ignored: only an uploaded photo sets the picture. */
export const addPet = async (
  db: Db,
  images: ImageStore,
  memberId: number,
  input: PetCreate,
  photo: Blob | undefined,
  submission?: Submission
): Promise<Pet> => {
  // A repeated submission (its answer lost) stores no photo again.
  const earlier = await earlierAnswer<Pet>(db, memberId, submission)
  if (earlier) return earlier.answer
  let stored: string | null = null
  const { answer, repeated } = await withStoredImage(images, "pets", photo, "profileImage", (url) => {
    stored = url
    return db.transaction((tx) =>
      once(tx, memberId, submission, async () => {
        await requireBreed(tx, input.breedId, "petCreateRequestDTO")
        const [row] = await tx
          .insert(pets)
          .values({ memberId, ...detailColumns(input), profileImageUrl: url })
          .returning({ id: pets.id })
        if (!row) throw new Error("pet not written")
        return getPet(tx, memberId, row.id)
      })
    )
  })
  // The same submission finished first while this one stored its photo.
  if (repeated) await discardImage(images, stored)
  return answer
}

/** Edits one of the member's dogs; a new photo replaces the old one (removed after the commit). */
export const updatePet = async (db: Db, images: ImageStore, memberId: number, input: PetUpdate, photo: Blob | undefined): Promise<Pet> => {
  let replaced: string | null = null
  const pet = await withStoredImage(images, "pets", photo, "profileImage", (url) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profileImageUrl: pets.profileImageUrl })
        .from(pets)
        .where(and(eq(pets.id, input.id), eq(pets.memberId, memberId), isNull(pets.deletedAt)))
        .for("update")
      if (!current) throw notFound(PET_NOT_FOUND)
      await requireBreed(tx, input.breedId, "petUpdateRequestDTO")
      await tx
        .update(pets)
        .set({ ...detailColumns(input), ...(url ? { profileImageUrl: url } : {}) })
        .where(and(eq(pets.id, input.id), eq(pets.memberId, memberId)))
      if (url) replaced = current.profileImageUrl
      return getPet(tx, memberId, input.id)
    })
  )
  if (replaced && images.owns(replaced)) await discardImage(images, replaced)
  return pet
}

export const PET_WALKING = "산책 중인 강아지는 삭제할 수 없어요. 산책을 마친 뒤에 삭제해주세요."

/**
 * Deletes one of the member's dogs (404 for a missing one and for another member's). A dog with
 * walks stays as a row marked `deleted_at` so those walks keep its name (its photo goes); one
 * without walks is deleted. Refused (409) while the dog is on a walk in progress. The photo is
 * removed after the commit.
 */
export const deletePet = async (db: Db, images: ImageStore, memberId: number, petId: number): Promise<void> => {
  const photo = await db.transaction(async (tx) => {
    const [pet] = await tx
      .select({ profileImageUrl: pets.profileImageUrl })
      .from(pets)
      .where(and(eq(pets.id, petId), eq(pets.memberId, memberId), isNull(pets.deletedAt)))
      .for("update")
    if (!pet) throw notFound(PET_NOT_FOUND)
    const walked = await tx
      .select({ walking: walks.isWalking })
      .from(walkDogs)
      .innerJoin(walks, eq(walks.id, walkDogs.walkId))
      .where(eq(walkDogs.petId, petId))
      .orderBy(asc(walks.isWalking))
    if (walked.some((w) => w.walking)) throw conflict(PET_WALKING)
    if (walked.length) await tx.update(pets).set({ deletedAt: new Date(), profileImageUrl: null }).where(eq(pets.id, petId))
    else await tx.delete(pets).where(eq(pets.id, petId))
    return pet.profileImageUrl
  })
  if (photo && images.owns(photo)) await discardImage(images, photo)
}
