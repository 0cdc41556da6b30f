/** The error a transport rejects with when its call's signal aborts (as `fetch` does): one for every transport of the web's. */
export const abortError = (): DOMException => new DOMException("The operation was aborted.", "AbortError")
