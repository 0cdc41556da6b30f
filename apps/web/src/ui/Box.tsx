import type { ComponentPropsWithRef, ElementType, ReactElement } from "react"
import { sprinkles, type Sprinkles } from "./sprinkles.css.ts"
import { cx } from "./cx.ts"

export type BoxProps<E extends ElementType = "div"> = Sprinkles & {
  /** The element to render (default `div`). */
  as?: E
  className?: string | undefined
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | "as" | "className">

/** Splits sprinkle props from the rest. */
export const splitSprinkles = <P extends Record<string, unknown>>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] => {
  const atoms: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
    else rest[key] = value
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>]
}

/** The base element: any tag, styled with sprinkle props. */
export const Box = <E extends ElementType = "div">({ as, className, ...props }: BoxProps<E>): ReactElement => {
  const [atoms, rest] = splitSprinkles(props as Record<string, unknown>)
  const Component: ElementType = as ?? "div"
  return <Component className={cx(sprinkles(atoms), className)} {...rest} />
}
