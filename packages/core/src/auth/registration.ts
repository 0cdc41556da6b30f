/**
 * Whether the signed-in member has registered (saved the profile form), read from the access
 * token. The server marks a token issued before registration with `"registered": false`
 * (`REGISTRATION_CLAIM`) and answers the first profile save — and any later call with such a
 * token once the member has registered — with a renewed token without it. A token without the
 * claim (issued after registration, or before the claim existed) or one the client cannot read
 * counts as registered: the claim only ever holds a member back, and the server still decides
 * every call by its own signature check.
 */

/** The JWT claim the server sets to `false` until the member has registered. */
export const REGISTRATION_CLAIM = "registered"

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** Decodes base64url (no padding) to a binary string; null on a character outside the alphabet. */
const decodeBase64Url = (text: string): string | null => {
  let bits = 0
  let value = 0
  let out = ""
  for (const ch of text.replace(/=+$/, "")) {
    const digit = BASE64URL.indexOf(ch)
    if (digit < 0) return null
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out += String.fromCharCode((value >> bits) & 0xff)
    }
  }
  return out
}

/** The payload of a JWT (`header.payload.signature`), unverified; null when it is not one. */
export const tokenClaims = (token: string): Record<string, unknown> | null => {
  const parts = token.split(".")
  if (parts.length !== 3 || !parts[1]) return null
  const json = decodeBase64Url(parts[1])
  if (json === null) return null
  try {
    const payload: unknown = JSON.parse(json)
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** False only for a token the server marked as issued before the member registered. */
export const tokenIsRegistered = (token: string | null): boolean => token === null || tokenClaims(token)?.[REGISTRATION_CLAIM] !== false
