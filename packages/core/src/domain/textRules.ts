/**
 * The text rules of `schema/text.ts` as plain functions and constants, without Effect: the form
 * validation (`validation.ts`) needs them, and importing `@mungwalk/core/domain` should not load
 * Effect's Schema. The schemas build on these (`schema/text.ts`, `schema/member.ts`, `schema/pet.ts`
 * re-export them under their old names).
 */

/** C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this pattern
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** The same, but tab, line feed and carriage return are allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this pattern
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/** Bidirectional embedding, override and isolate controls, and the directional marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/** Characters that show nothing: whitespace, zero-width characters, BOM, soft hyphen, fillers. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists lone combining marks and variation selectors on purpose (each one alone is refused)
const INVISIBLE = /[\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu

/** The characters of `INVISIBLE` that are not whitespace: they show nothing even between letters. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: as INVISIBLE, lone combining marks and variation selectors on purpose
const HIDDEN = /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu
/** Fullwidth ASCII (`Ｃ`, `１`): shown like the ASCII characters. */
const FULLWIDTH_ASCII = /[\uff01-\uff5e]/g

/**
 * A name as it is kept and compared (the nickname's uniqueness): NFC, fullwidth ASCII as ASCII,
 * the characters that show nothing taken out, runs of whitespace as one space, trimmed — so
 * '앨\u200B리스' and 'Ｃarol' are the '앨리스' and 'Carol' they look like. Not NFKC, which would
 * also turn Hangul compatibility jamo ('ㅋㅋ') into conjoining ones that render apart.
 */
export const canonicalName = (s: string): string =>
  s
    .normalize("NFC")
    .replace(FULLWIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(HIDDEN, "")
    .replace(/\s+/gu, " ")
    .trim()

export const hasControlCharacters = (s: string, options: { multiline?: boolean } = {}): boolean => (options.multiline ? CONTROL_MULTILINE : CONTROL).test(s)

export const hasBidiControls = (s: string): boolean => BIDI.test(s)

/** A high surrogate not followed by a low one, or a low one not after a high one (no character: stored as '�'). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

/** True when `s` holds half of a UTF-16 pair alone (JSON's `"\ud800"`): not text any database or screen can keep as sent. */
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s)

/** What remains visible of `s`: whitespace and invisible characters removed. */
export const visibleText = (s: string): string => s.replace(INVISIBLE, "")

/** Length in code points (what a person counts), not UTF-16 units. */
export const textLength = (s: string): number => [...s].length

/** Longest single-line text accepted anywhere unless a field says otherwise. */
export const MAX_TEXT_LENGTH = 200
/** Longest multi-line text (post contents, comments). */
export const MAX_LONG_TEXT_LENGTH = 10_000

/** The problem with a name, or null: nothing visible, bidi controls, or longer than `max`. */
export const nameProblem = (s: string, max: number): "empty" | "bidi" | "tooLong" | null => {
  if (visibleText(s).length === 0) return "empty"
  if (hasBidiControls(s)) return "bidi"
  if (textLength(s.trim()) > max) return "tooLong"
  return null
}

/** Phone rule of §5: 010, then 3 or 4 digits, then 4 digits, hyphens optional. */
export const PHONE_PATTERN = /^010-?\d{3,4}-?\d{4}$/

/** Longest nickname, in characters. */
export const NICKNAME_MAX_LENGTH = 20

/** Longest dog name, in characters. */
export const PET_NAME_MAX_LENGTH = 30

/**
 * True for a weight in whole tenths of a kilogram (the dog form's step 0.1: 4.5, not 2.37); the
 * wire schema's `Weight` rule too (being above 0 is a rule of its own). The tolerance is relative
 * and far under a tenth's rounding (a decimal tenth is off by an ulp or so in binary), so neither a
 * weight next to 0 (1e-8) nor one a hair off a step (100.00000001) passes as a step.
 */
export const isWeightStep = (kg: number): boolean => {
  const tenths = Math.round(kg * 10)
  return Math.abs(kg * 10 - tenths) <= Math.abs(tenths) * 1e-12
}
