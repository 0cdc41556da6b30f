/** Test helpers for the auth machine: JWT-shaped tokens with chosen claims (the client never checks signatures). */

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** base64url (no padding) of an ASCII string. */
const encodeBase64Url = (text: string): string => {
  let out = ""
  let value = 0
  let bits = 0
  for (let i = 0; i < text.length; i++) {
    value = (value << 8) | (text.charCodeAt(i) & 0xff)
    bits += 8
    while (bits >= 6) {
      bits -= 6
      out += BASE64URL[(value >> bits) & 63]
    }
  }
  if (bits > 0) out += BASE64URL[(value << (6 - bits)) & 63]
  return out
}

/** `header.payload.sig` with these claims. */
export const unsignedToken = (claims: Record<string, unknown>): string => `${encodeBase64Url('{"alg":"HS256"}')}.${encodeBase64Url(JSON.stringify(claims))}.sig`
