/**
 * The walk result's '인증글 쓰기' hands the post form its prefill (the route picture and the
 * figures) through this tab's `sessionStorage` (the core's `postPrefillStore`: versioned and
 * schema-checked): kept just before opening `/post/write?board=1&from=walk`, read by the form
 * whenever it opens with `from=walk` (a reload fills it in again), cleared once the post is sent
 * or the form is left.
 */
import { postPrefillStore, type PostPrefillStore, type StoredPostDraft } from "@mungwalk/core/postWrite"
import type { WalkHandOff } from "@mungwalk/core/calendar"
import { browserStorage } from "../../platform/storage.ts"

/** Where '인증글 쓰기' opens the post form: the board of walk certifications, marked as handed a prefill. */
export const CERTIFICATION_FORM_PATH = "/post/write?board=1&from=walk"

let shared: PostPrefillStore | null = null
const prefills = (): PostPrefillStore => (shared ??= postPrefillStore(browserStorage("session")))

/** The walk's picture as the PNG file the post and the share carry. */
export const pictureFile = (walk: WalkHandOff, picture: Blob): File => new File([picture], `mungwalk-${walk.date}-${walk.walkId}.png`, { type: "image/png" })

/** Keeps the walk's post (and its picture, when drawn) for the form about to open. */
export const offerCertificationPrefill = (walk: WalkHandOff, picture: Blob | null): Promise<void> =>
  prefills().offer({ boardId: 1, title: walk.post.title, contents: walk.post.contents, images: picture ? [pictureFile(walk, picture)] : [] })

/** The prefill kept for a form opened from '인증글 쓰기' (`from=walk`), or null. */
export const readCertificationPrefill = (search: string): StoredPostDraft | null =>
  new URLSearchParams(search).get("from") === "walk" ? prefills().load() : null

/** The post was sent or the form left: the prefill is not offered again. */
export const clearCertificationPrefill = (): void => prefills().clear()
