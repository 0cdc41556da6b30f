/** Members: sign-in (find or create), my-page, the profile and its update, nickname checks. */
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm"
import type { MemberUpdate, MyPage, Profile, RegisterResponse } from "@mungwalk/core/schema"
import { canonicalName, DevLoginName } from "@mungwalk/core/schema"
import { MESSAGES } from "@mungwalk/core/domain"
import { DEV_SIGN_IN_NAME_MAX } from "@mungwalk/core/auth"
import { decodeWith } from "@mungwalk/core/api"
import { type DbOrTx, type Db, runStatement, type Statement } from "../db/client.ts"
import { isUniqueViolation } from "../db/errors.ts"
import { members, pets } from "../db/schema.ts"
import { badRequest, conflict, unauthorized } from "../http/errors.ts"
import type { ImageStore } from "../providers/images.ts"
import { discardImage, withStoredImage } from "./images.ts"

/**
 * The 409 message of a taken nickname; the web shows the server's message in an alert (§8), so it
 * is §5's alert word for word, the one the form shows when its own check found the name taken.
 */
export const NICKNAME_TAKEN_MESSAGE = MESSAGES.nicknameTakenAlert

export interface SignedInMember {
  readonly id: number
  /** True once the member saved the profile form (then sign-in goes to `/auth/success`, else `/auth/register`). */
  readonly registered: boolean
  /** The member's token version (`members.token_version`), which their tokens carry. */
  readonly tokenVersion: number
}

export interface ExternalIdentity {
  /** `dev`, `kakao`, `naver`, `google`. */
  readonly provider: string
  readonly subject: string
  readonly email?: string | null
}

/** Finds the member of an external account, creating it on first sign-in. Safe when two sign-ins race. */
export const signInMember = async (db: DbOrTx, identity: ExternalIdentity): Promise<SignedInMember> => {
  const email = identity.email ?? null
  const [created] = await db
    .insert(members)
    .values({ provider: identity.provider, subject: identity.subject, email })
    .onConflictDoNothing({ target: [members.provider, members.subject] })
    .returning({ id: members.id })
  if (created) return { id: created.id, registered: false, tokenVersion: 0 }
  const [row] = await db
    .select({ id: members.id, email: members.email, registeredAt: members.registeredAt, tokenVersion: members.tokenVersion })
    .from(members)
    .where(and(eq(members.provider, identity.provider), eq(members.subject, identity.subject)))
  if (!row) throw new Error(`member ${identity.provider}/${identity.subject} vanished during sign-in`)
  if (email && !row.email) await db.update(members).set({ email }).where(eq(members.id, row.id))
  return { id: row.id, registered: row.registeredAt !== null, tokenVersion: row.tokenVersion }
}

/** Longest development sign-in name. */
export const DEV_NAME_MAX = DEV_SIGN_IN_NAME_MAX

/** Development sign-in: the member named `name` (trimmed, 1–30 characters), created on first use. */
export const devSignIn = async (db: DbOrTx, name: string | undefined): Promise<SignedInMember> => {
  const subject = (name ?? "").normalize("NFC").trim()
  const length = [...subject].length
  if (length < 1 || length > DEV_NAME_MAX) throw badRequest(`name: expected 1 to ${DEV_NAME_MAX} characters`)
  // The same rule as the wire schema of `POST /api/login` (no control, bidi or only-invisible names).
  const checked = decodeWith(DevLoginName, subject, "name")
  if (!checked.ok) throw badRequest(checked.message)
  return signInMember(db, { provider: "dev", subject })
}

/**
 * Whether the member has registered and their token version, or null when there is no such member
 * or they left (a token of a deleted or withdrawn member is not valid).
 */
const MEMBER_REGISTRATION: Statement = {
  name: "member_registration_v2",
  text: "select registered_at is not null as registered, token_version from members where id = $1 and withdrawn_at is null"
}

/** Whether the member exists and has registered, and their token version (run on every authenticated request, so a prepared statement). */
export const memberRegistration = async (db: Db, memberId: number): Promise<{ readonly registered: boolean; readonly tokenVersion: number } | null> => {
  const [row] = await runStatement<{ registered: boolean; token_version: number }>(db, MEMBER_REGISTRATION, [memberId])
  return row === undefined ? null : { registered: row.registered, tokenVersion: Number(row.token_version) }
}

const findMember = async (db: DbOrTx, memberId: number) => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)))
  // The token was valid a moment ago: the member was deleted in between.
  if (!row) throw unauthorized("Member no longer exists")
  return row
}

export const getMyPage = async (db: Db, memberId: number): Promise<MyPage> => {
  const member = await findMember(db, memberId)
  const list = await db
    .select({ petId: pets.id, name: pets.name, profileImageUrl: pets.profileImageUrl })
    .from(pets)
    .where(and(eq(pets.memberId, memberId), isNull(pets.deletedAt)))
    .orderBy(asc(pets.id))
  return {
    memberInfo: { nickname: member.nickname ?? "", point: member.point, profileImageUrl: member.profileImageUrl },
    pets: list
  }
}

/** The profile the register form edits; a member who has not registered yet has nulls. */
export const getProfile = async (db: Db, memberId: number): Promise<Profile> => {
  const m = await findMember(db, memberId)
  return {
    profileImageUrl: m.profileImageUrl,
    nickname: m.nickname,
    email: m.email,
    dateOfBirth: m.dateOfBirth,
    gender: m.gender,
    phoneNumber: m.phoneNumber
  }
}

const sameNickname = (nickname: string) => sql`lower(${members.nickname}) = lower(${nickname})`

/** True when another member uses the nickname as it is kept (`canonicalName`, case-insensitively); one's own nickname is not "taken". */
export const isNicknameTaken = async (db: DbOrTx, memberId: number, nickname: string): Promise<boolean> => {
  const wanted = canonicalName(nickname)
  if (wanted.trim() === "") return false
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sameNickname(wanted), ne(members.id, memberId)))
    .limit(1)
  return row !== undefined
}

/**
 * Saves the profile form (and registers the member on the first save). The nickname is kept as
 * it looks (`canonicalName`: no zero-width characters or fillers, fullwidth letters as ASCII, one
 * space between words) and is unique case-insensitively: the pre-check gives the common case, the unique index settles races — both
 * answer 409. A new photo replaces the old one, which is removed after the commit; on any failure
 * the new photo is removed again.
 */
export const updateProfile = async (db: Db, images: ImageStore, memberId: number, update: MemberUpdate, photo: Blob | undefined): Promise<RegisterResponse> => {
  const nickname = canonicalName(update.nickname)
  return withStoredImage(images, "profiles", photo, "profileImage", async (newUrl) => {
    let previousUrl: string | null
    try {
      previousUrl = await db.transaction(async (tx) => {
        const current = await findMember(tx, memberId)
        if (await isNicknameTaken(tx, memberId, nickname)) throw conflict(NICKNAME_TAKEN_MESSAGE)
        await tx
          .update(members)
          .set({
            nickname,
            dateOfBirth: update.dateOfBirth,
            gender: update.gender,
            phoneNumber: update.phoneNumber,
            ...(newUrl ? { profileImageUrl: newUrl } : {}),
            registeredAt: current.registeredAt ?? new Date()
          })
          .where(eq(members.id, memberId))
        return current.profileImageUrl
      })
    } catch (e) {
      if (isUniqueViolation(e, "members_nickname_key")) throw conflict(NICKNAME_TAKEN_MESSAGE)
      throw e
    }
    if (newUrl && previousUrl !== newUrl && images.owns(previousUrl)) await discardImage(images, previousUrl)
    return { profilePictureUrl: newUrl ?? previousUrl }
  })
}
