/** What the browser says about the device, read here so screens and views never touch `navigator`. */

/** The user agent: the cart machine's §9 choice between the PC and the mobile payment page. */
export const deviceUserAgent = (): string => (typeof navigator === "undefined" ? "" : navigator.userAgent)
