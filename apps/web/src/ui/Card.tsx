import type { ComponentPropsWithRef, ElementType, ReactElement } from "react"
import { card, type CardVariants } from "./Card.css.ts"
import { cx } from "./cx.ts"

export type CardProps<E extends ElementType = "div"> = CardVariants & {
  as?: E
  className?: string | undefined
} & Omit<ComponentPropsWithRef<E>, keyof CardVariants | "as" | "className">

/** A rounded surface grouping related content. */
export const Card = <E extends ElementType = "div">({ as, tone, padding, interactive, className, ...rest }: CardProps<E>): ReactElement => {
  const Component: ElementType = as ?? "div"
  return <Component className={cx(card({ tone, padding, interactive }), className)} {...rest} />
}
