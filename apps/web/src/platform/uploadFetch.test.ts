/** The upload-watching transport, driven by the real core API client over a stand-in XMLHttpRequest. */
import { describe, expect, it, vi } from "vitest"
import { createApiClient, createTokenStore, memoryStorage, NetworkError } from "@mungwalk/core"
import { parseResponseHeaders, uploadFetch, type XhrLike } from "./uploadFetch.ts"

/** An XMLHttpRequest stand-in: records the request; the test reports progress and answers. */
const standInXhr = () => {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} }
  let answerHeaders = ""
  const xhr: XhrLike & { answer(status: number, body: string, headers?: string): void; progress(loaded: number, total: number): void; fail(): void } = {
    responseType: "",
    response: null,
    status: 0,
    statusText: "",
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    ontimeout: null,
    open(method, url) {
      Object.assign(sent, { method, url })
    },
    setRequestHeader(name, value) {
      sent.headers[name.toLowerCase()] = value
    },
    getAllResponseHeaders: () => answerHeaders,
    send(body) {
      sent.body = body
    },
    abort() {
      this.onabort?.()
    },
    progress(loaded, total) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total })
    },
    answer(status, body, headers = "content-type: application/json\r\n") {
      Object.assign(this, { status, response: new Blob([body]) })
      answerHeaders = headers
      this.onload?.()
    },
    fail() {
      this.onerror?.()
    }
  }
  return { xhr, sent }
}

const clientOver = (xhr: XhrLike, fetched: string[] = []) =>
  createApiClient({
    tokens: (() => {
      const t = createTokenStore(memoryStorage())
      t.set("tok")
      return t
    })(),
    baseUrl: "http://app.test",
    fetch: uploadFetch({
      createXhr: () => xhr,
      fetch: async (url) => {
        fetched.push(url)
        return new Response("true", { headers: { "content-type": "application/json" } })
      }
    })
  })

const photo = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" })

describe("uploadFetch", () => {
  it("sends a watched upload with XMLHttpRequest, reports the fraction sent, then answers like fetch", async () => {
    const { xhr, sent } = standInXhr()
    const progress: number[] = []
    const call = clientOver(xhr).call(
      "writePost",
      {
        fields: { title: "산책", contents: "좋았어요", boardid: 1 },
        files: { images: [photo()] }
      },
      { onUploadProgress: (f) => progress.push(f) }
    )
    // The request goes out once the client has its endpoint table (imported on its first call).
    await vi.waitFor(() => expect(sent.method).toBe("POST"))
    expect(sent.url).toBe("http://app.test/api/post/write")
    expect(sent.headers.authorization).toBe("Bearer tok")
    expect(sent.body).toBeInstanceOf(FormData)
    xhr.progress(50, 200)
    xhr.progress(200, 200)
    xhr.answer(200, JSON.stringify({ postid: 42 }))
    await expect(call).resolves.toEqual({ postId: 42 })
    expect(progress).toEqual([0.25, 1, 1])
  })

  it("calls without a progress watcher go through fetch", async () => {
    const { xhr, sent } = standInXhr()
    const fetched: string[] = []
    await expect(clientOver(xhr, fetched).call("checkNotifications")).resolves.toBe(true)
    expect(fetched).toEqual(["http://app.test/api/notification/check"])
    expect(sent.method).toBeUndefined()
  })

  it("a refused upload is the server's HTTP error with its message; a lost connection is a network error", async () => {
    const refused = standInXhr()
    const call = clientOver(refused.xhr).call(
      "writePost",
      { fields: { title: "t", contents: "c", boardid: 1 }, files: { images: [photo()] } },
      { onUploadProgress: () => {} }
    )
    await Promise.resolve()
    refused.xhr.answer(413, JSON.stringify({ message: "Payload too large" }))
    await expect(call).rejects.toMatchObject({ status: 413, message: expect.stringContaining("Payload too large") })

    const lost = standInXhr()
    const call2 = clientOver(lost.xhr).call(
      "writePost",
      { fields: { title: "t", contents: "c", boardid: 1 }, files: { images: [photo()] } },
      { onUploadProgress: () => {} }
    )
    await Promise.resolve()
    lost.xhr.fail()
    await expect(call2).rejects.toBeInstanceOf(NetworkError)
  })

  it("aborting the call aborts the request", async () => {
    const { xhr } = standInXhr()
    let aborted = false
    const original = xhr.abort.bind(xhr)
    xhr.abort = () => {
      aborted = true
      original()
    }
    const controller = new AbortController()
    const call = clientOver(xhr).call(
      "writePost",
      { fields: { title: "t", contents: "c", boardid: 1 }, files: { images: [photo()] } },
      { signal: controller.signal, onUploadProgress: () => {} }
    )
    await Promise.resolve()
    controller.abort()
    await expect(call).rejects.toBeDefined()
    expect(aborted).toBe(true)
  })

  it("reads response headers (the token rule reads `authorization`)", () => {
    const h = parseResponseHeaders("content-type: application/json\r\nauthorization: Bearer new\r\n")
    expect(h.get("authorization")).toBe("Bearer new")
    expect(h.get("content-type")).toBe("application/json")
  })
})
