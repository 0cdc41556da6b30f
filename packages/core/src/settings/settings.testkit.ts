/** Settings over the real client, a fake server and a fake walk outbox, recording what the device did. */
import { createActor, type InspectionEvent } from "xstate"
import type { AccountExport, AccountSettings } from "../schema/account.ts"
import { createFakeApi } from "../testing/fakeApi.ts"
import { provideSettingsMachine } from "./settings.actors.ts"
import { connectSettings } from "./settings.connect.ts"
import type { WalkOnDevice } from "./settings.types.ts"

export const SETTINGS: AccountSettings = { walkSharing: true, locationConsent: "AGREED", commentNotifications: true }

export const EXPORT: AccountExport = {
  exportedAt: new Date("2026-11-26T01:00:00.000Z"),
  profile: {
    nickname: "보리아빠",
    email: null,
    dateOfBirth: "1990-01-01",
    gender: "male",
    phoneNumber: "01012345678",
    profileImageUrl: null,
    point: 120,
    joinedAt: new Date("2026-01-02T03:04:05.000Z"),
    settings: SETTINGS
  },
  dogs: [],
  walks: [
    {
      walkId: 7,
      startTime: new Date("2026-11-20T00:00:00.000Z"),
      endTime: new Date("2026-11-20T00:30:00.000Z"),
      distance: 1200,
      dogs: ["보리"],
      route: [{ lat: 37.57, lng: 127.0, recordTime: new Date("2026-11-20T00:00:05.000Z") }],
      marks: [{ kind: "PEE", recordTime: new Date("2026-11-20T00:00:05.000Z"), location: { lat: 37.57, lng: 127.0 } }]
    }
  ],
  posts: [],
  comments: [],
  points: [{ description: "산책 퀘스트", type: "plus", amount: 120, date: new Date("2026-11-20T01:00:00.000Z") }]
}

/**
 * A walk outbox whose state and flush result the test sets; `manual`: every read and flush waits
 * until the test answers it (`answer`), as the model test's path events say.
 */
export const createFakeWalk = (initial: WalkOnDevice = { walking: false, unsent: 0 }, manual = false) => {
  const state = { now: initial, afterFlush: { walking: initial.walking, unsent: 0 } as WalkOnDevice, flushes: 0 }
  const waiting: Array<{ resolve: (walk: WalkOnDevice) => void; reject: (e: Error) => void }> = []
  const later = (auto: () => WalkOnDevice): Promise<WalkOnDevice> =>
    manual ? new Promise<WalkOnDevice>((resolve, reject) => waiting.push({ resolve, reject })) : Promise.resolve(auto())
  const nextWaiting = () => {
    const next = waiting.shift()
    if (!next) throw new Error("fake walk: nothing is waiting for an answer")
    return next
  }
  return {
    state,
    answer: (walk: WalkOnDevice) => nextWaiting().resolve(walk),
    fail: () => nextWaiting().reject(new Error("the walk's storage could not be read")),
    outbox: {
      read: () => later(() => state.now),
      flush: () => {
        state.flushes++
        return later(() => {
          state.now = state.afterFlush
          return state.now
        })
      }
    }
  }
}

export const createSettingsWorld = (options: { walk?: WalkOnDevice; manualWalk?: boolean; inspect?: (e: InspectionEvent) => void } = {}) => {
  const server = createFakeApi({ token: "token-1" })
  const walk = createFakeWalk(options.walk, options.manualWalk)
  const device = { cleared: 0, paths: [] as string[], files: [] as Array<{ name: string; contents: string; type: string }> }
  const actor = createActor(
    provideSettingsMachine({
      api: server.api,
      walk: walk.outbox,
      clearLocal: () => void device.cleared++,
      navigate: (path) => void device.paths.push(path),
      saveFile: (name, contents, type) => void device.files.push({ name, contents, type })
    }),
    options.inspect ? { inspect: options.inspect } : {}
  )
  const view = () => connectSettings(actor.getSnapshot(), actor.send)
  return { server, walk, device, actor, view }
}
