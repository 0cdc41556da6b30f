/**
 * The walk result's '인증글 쓰기' hands the post form its prefill (the route picture and the
 * figures) in memory: set just before navigating to `/post/write?board=1`, taken once by the form.
 * A reload of the form does not bring it back (a kept draft does, once anything was changed).
 */
import type { StoredPostDraft } from "@mungwalk/core/postWrite"

let pending: StoredPostDraft | null = null

export const offerCertificationPrefill = (prefill: StoredPostDraft): void => {
  pending = prefill
}

/** The prefill offered for the form being opened, once; null otherwise. */
export const takeCertificationPrefill = (): StoredPostDraft | null => {
  const taken = pending
  pending = null
  return taken
}
