/**
 * A fault-injecting stand-in between the KakaoPay adapter and a provider (the sandbox): it
 * forwards `POST …/online/v1/payment/{step}` to the provider as it came and answers with the
 * provider's answer, unless a fault was queued for that step:
 *
 * - `delay` — forwarded (the provider acts), its answer sent `ms` later: after the adapter's timeout;
 * - `drop`  — forwarded (the provider acts), then the connection is cut without an answer;
 * - `hold`  — never forwarded (the provider never sees it) and never answered;
 * - `refuse` — answered with a provider error (`-780`) without forwarding: a definite no.
 *
 * Faults are queued per step and used one per request, in order. It counts what reached the
 * provider per step, and knows how many requests it is holding back (to kill the server then).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export type PayStep = "ready" | "approve" | "cancel" | "order"

export type Fault = { readonly kind: "delay"; readonly ms: number } | { readonly kind: "drop" } | { readonly kind: "hold" } | { readonly kind: "refuse" }

export interface FaultProxy {
  readonly origin: string
  /** Queues faults for the next requests of `step`. */
  next(step: PayStep, ...faults: Fault[]): void
  /** Requests of `step` that reached the provider. */
  forwarded(step: PayStep): number
  /** Requests of `step` arrived so far (forwarded or not). */
  arrived(step: PayStep): number
  /** Waits until `count` requests of `step` have arrived (and been answered, held or dropped as told). */
  waitFor(step: PayStep, count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

export const startFaultProxy = async (target: string): Promise<FaultProxy> => {
  const queued = new Map<PayStep, Fault[]>()
  const forwarded = new Map<PayStep, number>()
  const arrived = new Map<PayStep, number>()
  const held = new Set<ServerResponse>()
  const bump = (m: Map<PayStep, number>, step: PayStep) => m.set(step, (m.get(step) ?? 0) + 1)

  const forward = async (req: IncomingMessage, step: PayStep, body: Buffer) => {
    const res = await fetch(`${target.replace(/\/+$/, "")}${req.url}`, {
      method: "POST",
      headers: { authorization: req.headers.authorization ?? "", "content-type": req.headers["content-type"] ?? "" },
      body: new Uint8Array(body)
    })
    bump(forwarded, step)
    return { status: res.status, type: res.headers.get("content-type") ?? "application/json", text: await res.text() }
  }

  const server = createServer(async (req, res) => {
    const step = /\/online\/v1\/payment\/(ready|approve|cancel|order)$/.exec(req.url ?? "")?.[1] as PayStep | undefined
    const body = await readBody(req)
    if (!step) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error_code: -3, error_message: "unsupported" }))
      return
    }
    const fault = queued.get(step)?.shift()
    bump(arrived, step)
    try {
      if (fault?.kind === "hold") {
        held.add(res)
        res.on("close", () => held.delete(res))
        return
      }
      if (fault?.kind === "refuse") {
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error_code: -780, error_message: "approval failure: refused (fault proxy)" }))
        return
      }
      const answer = await forward(req, step, body)
      if (fault?.kind === "drop") {
        res.socket?.destroy()
        return
      }
      if (fault?.kind === "delay") await new Promise((r) => setTimeout(r, fault.ms))
      if (!res.writableEnded && !res.destroyed) res.writeHead(answer.status, { "content-type": answer.type }).end(answer.text)
    } catch {
      res.socket?.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    next: (step, ...faults) => queued.set(step, [...(queued.get(step) ?? []), ...faults]),
    forwarded: (step) => forwarded.get(step) ?? 0,
    arrived: (step) => arrived.get(step) ?? 0,
    async waitFor(step, count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      while ((arrived.get(step) ?? 0) < count) {
        if (Date.now() > deadline) throw new Error(`fault proxy: ${count} ${step} requests did not arrive within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.socket?.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
