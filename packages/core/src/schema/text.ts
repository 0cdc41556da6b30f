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
 * - no lone UTF-16 surrogate (JSON can escape one): it is no character, and would be stored as '�'.
 */
import * as Schema from "effect/Schema"

import {
  hasBidiControls,
  hasControlCharacters,
  hasLoneSurrogate,
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  nameProblem,
  textLength,
  visibleText
} from "../domain/textRules.ts"

export {
  canonicalName,
  hasBidiControls,
  hasControlCharacters,
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  nameProblem,
  textLength,
  visibleText
} from "../domain/textRules.ts"

const noControl = (multiline: boolean) =>
  Schema.makeFilter((s: string) =>
    hasControlCharacters(s, { multiline })
      ? "Expected text without control characters"
      : hasLoneSurrogate(s)
        ? "Expected well-formed text (a lone surrogate is no character)"
        : true
  )

const maxLength = (max: number) => Schema.makeFilter((s: string) => (textLength(s) > max ? `Expected at most ${max} characters` : true))

/** Single-line text: no control characters, at most `max` characters. */
export const boundedText = (max: number = MAX_TEXT_LENGTH) => Schema.String.check(noControl(false), maxLength(max))

/** Single-line text of at most 200 characters. */
export const Text = boundedText()

/** Multi-line text (tab and line breaks allowed) of at most 10,000 characters. */
export const LongText = Schema.String.check(noControl(true), maxLength(MAX_LONG_TEXT_LENGTH))

/** Something visible (not only spaces, zero-width characters or fillers): `what` names the field in the problem ("Expected a non-blank address"). */
export const isVisible = (what: string) => Schema.makeFilter((s: string) => (visibleText(s).length > 0 ? true : `Expected a non-blank ${what}`))

/** No bidirectional controls, which can make text display as something else (names refuse them too). */
export const isWithoutBidi = Schema.makeFilter((s: string) => (hasBidiControls(s) ? "Expected text without bidirectional control characters" : true))

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
