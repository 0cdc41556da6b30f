/** Atomic styles for layout, spacing and colour (`<Box padding="4" gap="2" background="surface">`). */
import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles"
import { vars } from "./theme.css.ts"

const space = vars.space

const layout = defineProperties({
  properties: {
    display: ["none", "block", "inline-block", "inline", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    alignSelf: ["stretch", "flex-start", "center", "flex-end"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ["0", "auto"],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: "auto" },
    marginBottom: { ...space, auto: "auto" },
    marginLeft: { ...space, auto: "auto" },
    marginRight: { ...space, auto: "auto" },
    width: { full: "100%", auto: "auto" },
    height: { full: "100%", auto: "auto" },
    minWidth: { "0": "0" },
    position: ["relative", "absolute", "sticky", "fixed"],
    overflow: ["hidden", "auto", "visible"],
    textAlign: ["left", "center", "right"],
    borderRadius: vars.radius
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
    placeItems: ["alignItems", "justifyContent"]
  }
})

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color
  }
})

export const sprinkles = createSprinkles(layout, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]
