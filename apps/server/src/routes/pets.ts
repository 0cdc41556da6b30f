/** Dog and breed calls of §7. */
import type { ApiRouter } from "../http/route.ts"
import { getBreed, searchBreeds } from "../services/breeds.ts"
import { addPet, deletePet, getPet, listPets, updatePet } from "../services/pets.ts"

export const petRoutes = (api: ApiRouter): void => {
  const { database, images } = api.deps
  api.route("myPets", ({ memberId }) => listPets(database.db, memberId))
  api.route("addPet", ({ memberId, part, files, submission }) => addPet(database.db, images, memberId, part, files.profileImage?.[0], submission))
  api.route("updatePet", ({ memberId, part, files }) => updatePet(database.db, images, memberId, part, files.profileImage?.[0]))
  api.route("petProfile", ({ memberId, params }) => getPet(database.db, memberId, params.petId))
  api.route("deletePet", ({ memberId, params }) => deletePet(database.db, images, memberId, params.petId))
  api.route("breeds", ({ query }) => searchBreeds(database.db, query.search))
  api.route("breed", ({ params }) => getBreed(database.db, params.breedId))
}
