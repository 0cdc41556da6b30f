/** Joins class names, skipping empty ones. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(" ")
