/**
 * A client of the packed `@mungwalk/core`, as another team would write it: plain Node, TypeScript
 * under NodeNext strict without the DOM lib. `test/corePackage.test.ts` installs the tarball beside
 * it, type-checks it, compiles it and runs it against a real server: `node client.mjs <origin> <name>`.
 * Prints what it did as one JSON line.
 */
import { createApiClient, createTokenStore, memoryStorage, type Fetch, type GeoFix } from "@mungwalk/core"
import { tokenIsRegistered } from "@mungwalk/core/auth"
import { DEFAULT_MAP_CENTER, seoulDateParts } from "@mungwalk/core/domain"
import { systemClock } from "@mungwalk/core/ports"
import { createWalkActor } from "@mungwalk/core/walk"
import { waitFor } from "xstate"

const [origin, name] = process.argv.slice(2)
if (!origin || !name) throw new Error("usage: node client.mjs <origin> <name>")

// Node's own fetch is the transport (the default too; passed here to check that its type fits the port).
const transport: Fetch = (input, init) => fetch(input, init)
const tokens = createTokenStore(memoryStorage())
const api = createApiClient({ baseUrl: origin, fetch: transport, tokens })

// 1. The development sign-in, then registration (values in the core's names: "female", not the wire's "f").
const signedIn = await api.call("login", { body: { name } })
await api.call("updateProfile", { part: { nickname: name, dateOfBirth: "1990-04-01", gender: "female", phoneNumber: "01012345678" } })
const registered = tokenIsRegistered(tokens.get())

// 2. A dog.
const [breed] = await api.call("breeds", { query: {} })
if (!breed) throw new Error("no breeds")
const dog = await api.call("addPet", { part: { breedId: breed.id, name: "콩이", dateOfBirth: "2021-03-01", gender: "female", weight: 4.5, neutering: true } })

// 3. A walk through the walk machine, the GPS scripted: 40 fixes a second apart heading east at
//    1.3 m/s from the map's default centre, and one 1 km away a second later (an impossible pace:
//    the machine keeps it out). They are stamped up to 41 s ahead of the clock, within the two
//    minutes the server allows, so the test need not wait for them.
let emit: (fix: GeoFix) => void = () => {}
const visited: string[] = []
const walk = createWalkActor({
  api,
  storage: memoryStorage(),
  clock: systemClock,
  geolocation: {
    current: async () => ({ ...DEFAULT_MAP_CENTER, accuracy: 5, time: Date.now() }),
    watch: (_options, onFix) => {
      emit = onFix
      return () => {
        emit = () => {}
      }
    }
  },
  wakeLock: { acquire: async () => () => {} },
  visibility: { isHidden: () => false, subscribe: () => () => {} },
  navigate: (path) => void visited.push(path)
}).start()
walk.send({ type: "user.toggleDog", petId: dog.petId })
walk.send({ type: "user.start" })
const walking = await waitFor(walk, (s) => s.matches("session") || s.context.alert !== null, { timeout: 30_000 })
const walkId = walking.context.walk?.walkId
if (walkId === undefined) throw new Error(`the walk did not start: ${walking.context.alert}`)
const t0 = Date.now() + 1000
const metresEast = 1 / (111_320 * Math.cos((DEFAULT_MAP_CENTER.lat * Math.PI) / 180))
for (let i = 0; i < 40; i++) emit({ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng + i * 1.3 * metresEast, accuracy: 5, time: t0 + i * 1000 })
emit({ lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng + 1000 * metresEast, accuracy: 5, time: t0 + 40_000 })
const kept = walk.getSnapshot().context.walk?.track.length
walk.send({ type: "user.end" })
await waitFor(walk, () => visited.some((p) => p.startsWith("/walk/summary")), { timeout: 60_000 })
walk.stop()

// 4. The day read back, as the calendar does (Asia/Seoul days).
const { year, month, day } = seoulDateParts(new Date())
const { walks } = await api.call("walkDaily", { body: { year, month, day } })
const recorded = walks.find((w) => w.walkId === walkId)

// 5. A post on the walk certification board, then the post quest's reward.
const { postId } = await api.call("writePost", { fields: { title: "오늘 산책 인증", contents: "콩이랑 창경궁 앞을 걸었어요.", boardid: 1 } })
const before = await api.call("quests")
const claimed = await api.call("claimQuest", { query: { questId: 3 } })

console.log(
  JSON.stringify({
    firstSignIn: signedIn.registered,
    registered,
    petId: dog.petId,
    walk: { walkId, kept, distance: recorded?.distance, points: recorded?.route.length, dogs: recorded?.dogs.map((d) => d.pet.name), isWalking: recorded?.isWalking },
    postId,
    quest: { completedBefore: before.find((q) => q.questId === 3)?.completed, reward: claimed.reward, point: claimed.questPoint }
  })
)
