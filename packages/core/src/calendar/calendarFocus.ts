/**
 * The summary's address opened on a walk (where ending a walk lands). Its own module: the walk
 * machine, which every page's start loads, needs it and nothing else of `calendar.types.ts`.
 */
export const calendarFocusPath = (summaryPath: string, walkId: number, date: string): string => `${summaryPath}?walk=${walkId}&date=${date}`
