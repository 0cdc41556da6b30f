/**
 * Text rules every client-supplied string obeys, declared once and used by every request schema
 * (and by the form validation of `domain/validation.ts`):
 *
 * - no control characters (C0, DEL, C1): PostgreSQL refuses NUL in text, and line breaks in
 *   single-line values forge log lines and headers. Multi-line text (post contents, comments)
 *   may carry tab, line feed and carriage return.
 * - names (nicknames, dog names) must keep something visible once whitespace and invisible
 *   characters (zero-width space, joiners, BOM, soft hyphen, Hangul fillers) are trimmed, and carry
 *   no bidirectional controls (which can make a name display as something else).
 * - every string has a length bound, so no field can carry megabytes.
 */
import { Schema } from "effect"

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

export const hasControlCharacters = (s: string, options: { multiline?: boolean } = {}): boolean => (options.multiline ? CONTROL_MULTILINE : CONTROL).test(s)

export const hasBidiControls = (s: string): boolean => BIDI.test(s)

/** What remains visible of `s`: whitespace and invisible characters removed. */
export const visibleText = (s: string): string => s.replace(INVISIBLE, "")

/** Length in code points (what a person counts), not UTF-16 units. */
export const textLength = (s: string): number => [...s].length

/** Longest single-line text accepted anywhere unless a field says otherwise. */
export const MAX_TEXT_LENGTH = 200
/** Longest multi-line text (post contents, comments). */
export const MAX_LONG_TEXT_LENGTH = 10_000

const noControl = (multiline: boolean) =>
  Schema.makeFilter((s: string) => (hasControlCharacters(s, { multiline }) ? "Expected text without control characters" : true))

const maxLength = (max: number) => Schema.makeFilter((s: string) => (textLength(s) > max ? `Expected at most ${max} characters` : true))

/** Single-line text: no control characters, at most `max` characters. */
export const boundedText = (max: number = MAX_TEXT_LENGTH) => Schema.String.check(noControl(false), maxLength(max))

/** Single-line text of at most 200 characters. */
export const Text = boundedText()

/** Multi-line text (tab and line breaks allowed) of at most 10,000 characters. */
export const LongText = Schema.String.check(noControl(true), maxLength(MAX_LONG_TEXT_LENGTH))

/** The problem with a name, or null: nothing visible, bidi controls, or longer than `max`. */
export const nameProblem = (s: string, max: number): "empty" | "bidi" | "tooLong" | null => {
  if (visibleText(s).length === 0) return "empty"
  if (hasBidiControls(s)) return "bidi"
  if (textLength(s.trim()) > max) return "tooLong"
  return null
}

/** A person's or a dog's name: single-line text with something visible, no bidi controls, at most `max` characters. */
export const nameText = (what: string, max: number) =>
  Schema.String.check(
    noControl(false),
    Schema.makeFilter((s: string) => {
      switch (nameProblem(s, max)) {
        case "empty":
          return `Expected a non-empty ${what}`
        case "bidi":
          return `Expected a ${what} without bidirectional control characters`
        case "tooLong":
          return `Expected a ${what} of at most ${max} characters`
        default:
          return true
      }
    })
  )
