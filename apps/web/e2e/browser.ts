/** Headless Chromium for end-to-end tests: Debian's `/usr/bin/chromium` driven by playwright-core, a 390 px phone. */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const CHROMIUM_ARGS: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage"
]

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })

export interface PhoneOptions {
  readonly baseURL: string
  readonly position?: { latitude: number; longitude: number; accuracy?: number }
  /** Grant the geolocation permission (default true); false: the site asks and is refused. */
  readonly geolocation?: boolean
}

/** How long an action or a wait for a UI state may take before the test fails. */
export const UI_TIMEOUT_MS = 15_000

/** A phone-sized context in Korean, Seoul time, with geolocation granted at `position`. */
export const newPhone = async (browser: Browser, options: PhoneOptions): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    geolocation: { accuracy: 5, ...(options.position ?? { latitude: 37.5740321, longitude: 127.0078127 }) },
    permissions: options.geolocation === false ? [] : ["geolocation"]
  })
  context.setDefaultTimeout(UI_TIMEOUT_MS)
  const page = await context.newPage()
  return { context, page }
}
