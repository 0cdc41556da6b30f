/**
 * How the build plugins find a module of the app by the path they name it with (`/src/boot.tsx`):
 * the bundler's ids are absolute paths, with backslashes on Windows.
 */

/** Whether module id `id` is the module whose path ends with `suffix`. */
export const isModule = (id: string | null | undefined, suffix: string): boolean => id?.replace(/\\/g, "/").endsWith(suffix) === true
