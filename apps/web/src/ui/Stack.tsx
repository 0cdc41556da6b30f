import type { ElementType, ReactElement } from "react"
import { Box, type BoxProps } from "./Box.tsx"
import type { Sprinkles } from "./sprinkles.css.ts"

export type StackProps<E extends ElementType = "div"> = BoxProps<E> & {
  /** `column` (default) or `row`. */
  direction?: "column" | "row"
  align?: Sprinkles["alignItems"]
  justify?: Sprinkles["justifyContent"]
  wrap?: boolean
}

/** A flex container with a gap (default `3` = 12 px). */
export const Stack = <E extends ElementType = "div">({ direction = "column", align, justify, wrap, gap = "3", ...props }: StackProps<E>): ReactElement => (
  <Box
    display="flex"
    flexDirection={direction}
    gap={gap}
    {...(align === undefined ? {} : { alignItems: align })}
    {...(justify === undefined ? {} : { justifyContent: justify })}
    {...(wrap ? { flexWrap: "wrap" as const } : {})}
    {...(props as BoxProps<E>)}
  />
)
