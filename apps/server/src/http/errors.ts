/** API failures: thrown anywhere in a handler or service, answered as JSON `{ message }` with their status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string
  ) {
    super(message)
    this.name = "ApiFailure"
  }
}

export const badRequest = (message: string) => new ApiFailure(400, message)
export const unauthorized = (message = "Authentication required") => new ApiFailure(401, message)
export const forbidden = (message = "Forbidden") => new ApiFailure(403, message)
export const notFound = (message = "Not found") => new ApiFailure(404, message)
export const conflict = (message: string) => new ApiFailure(409, message)
export const payloadTooLarge = (message: string) => new ApiFailure(413, message)
export const unsupportedMedia = (message: string) => new ApiFailure(415, message)
