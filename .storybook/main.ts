/** Storybook for the web app: every `*.stories.tsx` under apps/web/src, with a11y and the Vitest addon. */
import { createRequire } from "node:module"
import { dirname } from "node:path"
import type { StorybookConfig } from "@storybook/react-vite"
import { mergeConfig } from "vite"
import { webPlugins } from "../apps/web/vite.config.ts"

/** React lives in the web app's dependencies; files here (preview.tsx) resolve it from there. */
const fromWeb = createRequire(new URL("../apps/web/package.json", import.meta.url))
const pkgDir = (name: string) => dirname(fromWeb.resolve(`${name}/package.json`))

const config: StorybookConfig = {
  stories: ["../apps/web/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    return mergeConfig(config, {
      plugins: webPlugins(),
      resolve: {
        alias: [
          { find: "@vanilla-extract/recipes", replacement: pkgDir("@vanilla-extract/recipes") },
          { find: "@vanilla-extract/sprinkles", replacement: pkgDir("@vanilla-extract/sprinkles") }
        ]
      },
      // Found only after the first .css.ts compiles; listing them avoids a mid-run reload of the story tests.
      // React's CommonJS entries too (Storybook runs from the repository's root, where React is a devDependency for this).
      optimizeDeps: {
        include: [
          "@vanilla-extract/recipes/createRuntimeFn",
          "@vanilla-extract/sprinkles/createRuntimeSprinkles",
          "react",
          "react-dom",
          "react-dom/client",
          "react/jsx-runtime",
          "react/jsx-dev-runtime"
        ]
      }
    })
  }
}

export default config
