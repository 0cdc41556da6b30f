import type { ComponentPropsWithRef, ElementType, ReactElement } from "react"
import { text, type TextVariants } from "./Text.css.ts"
import { cx } from "./cx.ts"

export type TextProps<E extends ElementType = "p"> = TextVariants & {
  /** The element to render (default `p`). */
  as?: E
  className?: string | undefined
} & Omit<ComponentPropsWithRef<E>, keyof TextVariants | "as" | "className">

/** Text in the theme's type scale and tones. */
export const Text = <E extends ElementType = "p">({ as, className, size, weight, tone, align, truncate, numeric, ...rest }: TextProps<E>): ReactElement => {
  const Component: ElementType = as ?? "p"
  return <Component className={cx(text({ size, weight, tone, align, truncate, numeric }), className)} {...rest} />
}
