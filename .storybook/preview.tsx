/** Every story renders in the app's theme on a 390 px phone canvas; a11y violations fail story tests. */
import type { Decorator, Preview } from "@storybook/react-vite"
import { lightTheme } from "../apps/web/src/ui/index.ts"
import { StoryFrame } from "../apps/web/src/app/StoryFrame.tsx"

/**
 * Theme class on `<html>` (modals render into `<body>`), Korean language, the story's frame, and
 * an in-memory router (`parameters.path`, default "/") so links never leave the story.
 */
const withApp: Decorator = (Story, context) => {
  document.documentElement.classList.add(lightTheme)
  document.documentElement.lang = "ko"
  return (
    <StoryFrame layout={context.parameters.frame ?? "screen"} path={context.parameters.path ?? "/"}>
      <Story />
    </StoryFrame>
  )
}

const preview: Preview = {
  decorators: [withApp],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
    options: { storySort: { order: ["UI", "Shell", "Screens"] } },
    viewport: {
      options: {
        phone390: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
        phone360: { name: "Phone 360", styles: { width: "360px", height: "740px" }, type: "mobile" },
        phone430: { name: "Phone 430", styles: { width: "430px", height: "932px" }, type: "mobile" }
      }
    }
  },
  initialGlobals: { viewport: { value: "phone390", isRotated: false } }
}

export default preview
