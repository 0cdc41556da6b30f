import type { ReactElement } from "react"
import { NO_INPUT } from "@mungwalk/core/location"
import { connectSettings, provideSettingsMachine, type WalkOnDevice } from "@mungwalk/core/settings"
import { REDIRECT_STORAGE_KEY } from "@mungwalk/core/auth"
import { WALK_STORAGE_KEY, WALK_TRACK_STORAGE_KEY } from "@mungwalk/core/walk"
import { useConnected } from "../../app/useConnected.ts"
import type { AppServices } from "../../app/services.tsx"
import { forgetPostDrafts } from "../community/postDraftStore.ts"
import { navigateOverDialogs } from "../../ui/index.ts"
import { SettingsView } from "./SettingsView.tsx"

/** How long sign-out waits for unsent walk points to reach the server before asking. */
const FLUSH_WAIT_MS = 8000

const walkOnDevice = (walk: AppServices["walk"]): WalkOnDevice => {
  const active = walk.getSnapshot().context.walk
  return { walking: active !== null, unsent: active?.outbox.length ?? 0 }
}

/** Sends the walk's unsent points now and answers what is left once they are gone, or after `FLUSH_WAIT_MS`. */
const flushWalk = (walk: AppServices["walk"]): Promise<WalkOnDevice> =>
  new Promise((resolve) => {
    if (walkOnDevice(walk).unsent === 0) return resolve(walkOnDevice(walk))
    const done = () => {
      clearTimeout(timer)
      subscription.unsubscribe()
      resolve(walkOnDevice(walk))
    }
    const timer = setTimeout(done, FLUSH_WAIT_MS)
    const subscription = walk.subscribe(() => {
      if (walkOnDevice(walk).unsent === 0) done()
    })
    walk.send({ type: "user.retry" })
  })

/**
 * Forgets the member on this device: the walk actor stops (nothing is written back), the walk and
 * every other `mungwalk.*` entry and the token leave storage. The page is then loaded afresh at `/`
 * (`navigate` below), so no actor keeps anything of the member in memory. That load replaces the
 * settings' own entry, not the open dialog's over it (`navigateOverDialogs` goes back past it first),
 * so back from `/` is the page before the settings.
 */
const clearLocal = ({ walk, storage, tokens }: AppServices) => {
  walk.stop()
  // The token first: the auth actor hears it and may remember this page as a redirect path, which goes below.
  tokens.clear()
  storage.removeItem(WALK_STORAGE_KEY)
  storage.removeItem(WALK_TRACK_STORAGE_KEY)
  // This device's entries, and this tab's forms kept as they were typed (a new dog, an edit, the
  // profile, the delivery address): the next person to sign in here must not find them.
  for (const kept of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const storage = kept()
      for (const key of Object.keys(storage)) if (key.startsWith("mungwalk.")) storage.removeItem(key)
    } catch {
      // storage refused: the known entries are gone above
    }
  }
  storage.removeItem(REDIRECT_STORAGE_KEY)
}

/** Offers `contents` as a file download. */
const saveFile = (name: string, contents: string, type: string) => {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const a = document.createElement("a")
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** `/mypage/settings`: the settings machine over the session's API, walk and storage. */
export const SettingsScreen = (): ReactElement => (
  <SettingsView
    settings={useConnected(
      (services) =>
        provideSettingsMachine({
          api: services.api,
          walk: { read: async () => walkOnDevice(services.walk), flush: () => flushWalk(services.walk) },
          clearLocal: () => clearLocal(services),
          navigate: (path) => void forgetPostDrafts().then(() => navigateOverDialogs((to) => window.location.replace(to), path, { replace: true })),
          saveFile
        }),
      NO_INPUT,
      connectSettings
    )}
  />
)
