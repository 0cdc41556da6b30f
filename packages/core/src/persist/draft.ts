/**
 * A form kept as it is typed, so a reload (a phone that drops the tab while the camera picks a
 * photo) opens it again: its values, and whether a photo had been picked — a photo is not kept,
 * so the form asks for it again. The web keeps drafts in the tab's session storage.
 */
export interface FormDraft<V> {
  readonly values: V
  readonly hadImage: boolean
}

/** Keeps a form's draft as it is typed; `clear` once the form is saved (or its subject deleted). */
export interface DraftMemory<V> {
  save(draft: FormDraft<V>): void
  clear(): void
}

/** What a form opened with a kept draft says above its fields. */
export const DRAFT_COPY = {
  restored: "작성 중이던 내용을 불러왔어요.",
  restoredPhoto: "작성 중이던 내용을 불러왔어요. 사진은 다시 골라주세요."
} as const

/** The note over a form opened with a kept draft (`restored`), or null. */
export const draftNotice = (restored: { readonly hadImage: boolean } | null): string | null =>
  restored === null ? null : restored.hadImage ? DRAFT_COPY.restoredPhoto : DRAFT_COPY.restored

/** A draft's text field as the guards accept it (a form's fields are short). */
export const isDraftText = (u: unknown): u is string => typeof u === "string" && u.length <= 200

/** Is `u` a draft (`{ values, hadImage }`) whose values pass `areValues`? */
export const isFormDraft = <V>(u: unknown, areValues: (values: Record<string, unknown>) => boolean): u is FormDraft<V> => {
  if (typeof u !== "object" || u === null) return false
  const { values, hadImage } = u as Record<string, unknown>
  return typeof hadImage === "boolean" && typeof values === "object" && values !== null && areValues(values as Record<string, unknown>)
}
