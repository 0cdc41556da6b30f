import { ROUTE_COLORS } from "@mungwalk/core"

/** Colour of the `index`-th walk of a summary: the spec's 6-colour cycle. */
export const routeColor = (index: number): string => ROUTE_COLORS[((index % ROUTE_COLORS.length) + ROUTE_COLORS.length) % ROUTE_COLORS.length]!
