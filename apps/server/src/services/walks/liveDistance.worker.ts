/** The worker thread of `liveDistance.ts`: measures the live distance of the tails it is sent, one at a time. */
import { parentPort } from "node:worker_threads"
import { liveRouteDistance } from "@mungwalk/core/domain"
import { type LiveDistanceReply, type LiveDistanceRequest, unpackPoints } from "./liveDistanceWire.ts"

const port = parentPort
if (port === null) throw new Error("liveDistance.worker.ts runs as a worker thread")
port.on("message", (request: LiveDistanceRequest) => {
  const { id, buffer } = request
  let reply: LiveDistanceReply
  try {
    const live = liveRouteDistance(request.state, unpackPoints(buffer, request.count))
    reply = { id, buffer, distance: live.distance, state: live.state }
  } catch (e) {
    reply = { id, buffer, error: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(reply, [buffer])
})
