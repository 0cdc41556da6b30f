/**
 * The `storybook` test project: every story is a test, rendered in headless Chromium with the
 * a11y check (`a11y.test = "error"` in .storybook/preview.tsx fails a story on any violation).
 */
import { fileURLToPath } from "node:url"
import { defineProject } from "vitest/config"
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"

const configDir = fileURLToPath(new URL("../../.storybook", import.meta.url))

export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: "storybook",
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--enable-unsafe-swiftshader",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run"
          ]
        }
      }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 390, height: 844 }
    }
  }
})
