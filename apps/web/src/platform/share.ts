/**
 * Sharing a walk's picture (issue 33): the Web Share API with the picture file where the browser
 * can share files; else the walk's link is copied; else the picture is saved (downloaded). Every
 * navigator and document read of the share lives here (views stay pure).
 */

/** How a share ended: what the card tells the member. */
export type ShareOutcome = "shared" | "copied" | "saved" | "cancelled" | "failed"

export interface ShareRequest {
  readonly file: File
  readonly title: string
  readonly text: string
  /** The walk's address (copied when files cannot be shared). */
  readonly url: string
}

export interface SharePorts {
  readonly navigator?: Pick<Navigator, "share" | "canShare" | "clipboard"> | undefined
  /** Saves the file (a download link clicked). */
  readonly save?: (file: File) => void
}

const saveByDownload = (file: File): void => {
  const url = URL.createObjectURL(file)
  const a = document.createElement("a")
  a.href = url
  a.download = file.name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export const shareWalkPicture = async (request: ShareRequest, ports: SharePorts = {}): Promise<ShareOutcome> => {
  const nav = "navigator" in ports ? ports.navigator : typeof navigator === "undefined" ? undefined : navigator
  const save = ports.save ?? saveByDownload
  try {
    if (nav?.share && nav.canShare?.({ files: [request.file] })) {
      try {
        await nav.share({ files: [request.file], title: request.title, text: request.text })
        return "shared"
      } catch (e) {
        // The member closed the share sheet: nothing to tell.
        if ((e as { name?: string })?.name === "AbortError") return "cancelled"
        throw e
      }
    }
    if (nav?.clipboard?.writeText) {
      await nav.clipboard.writeText(request.url)
      return "copied"
    }
    save(request.file)
    return "saved"
  } catch {
    try {
      save(request.file)
      return "saved"
    } catch {
      return "failed"
    }
  }
}
