/**
 * The demo's street graph (`services/demo.ts`): the real streets around the spec's default map
 * centre as nodes (intersections and bends, approximate coordinates) and streets between them,
 * with an appeal that makes walkers prefer some (the wall trail, the stream), and the shortest
 * path between two nodes.
 */
import { haversine } from "@mungwalk/core/domain"
import type { LatLng } from "@mungwalk/core/schema"

/** Street nodes (intersections and bends), `[lat, lng]`, approximate. */
const NODES = {
  // 종로 (Jongno), west to east
  jongno2: [37.57, 126.987],
  jongno3: [37.5704, 126.9918],
  jongno4: [37.5707, 126.9975],
  jongno5: [37.5709, 127.002],
  jongno6: [37.5712, 127.0055],
  heunginjimun: [37.5713, 127.0093],
  // 청계천 (Cheonggyecheon), the stream walk
  cheonggye2: [37.5685, 126.987],
  cheonggye3: [37.5688, 126.992],
  cheonggye4: [37.569, 126.9975],
  cheonggye5: [37.5691, 127.0025],
  ogansugyo: [37.5693, 127.0075],
  cheonggye7: [37.5698, 127.012],
  hwanghakgyo: [37.5705, 127.0175],
  // 대학로 (Daehak-ro), south to north
  ihwaJunction: [37.5752, 127.0022],
  daehakro3: [37.579, 127.0025],
  marronnier: [37.5806, 127.003],
  hyehwaStation: [37.5822, 127.0019],
  hyehwaRotary: [37.5862, 127.0017],
  // 율곡로 (Yulgok-ro), west to east
  anguk: [37.5765, 126.9855],
  donhwamun: [37.5767, 126.991],
  yulgok3: [37.5762, 126.9945],
  wonnam: [37.5752, 126.9975],
  yulgokEast: [37.5735, 127.006],
  yulgokGate: [37.5718, 127.0088],
  // 창경궁로 (Changgyeonggung-ro)
  honghwamun: [37.5787, 126.9966],
  changgyeong4: [37.583, 126.9985],
  // 낙산 성곽길 (the Naksan city wall trail), south to north
  wall1: [37.5735, 127.0088],
  wall2: [37.5758, 127.0082],
  wall3: [37.5782, 127.0077],
  naksanPark: [37.5806, 127.0072],
  wall5: [37.584, 127.0058],
  hyehwamun: [37.5877, 127.0039],
  // 이화동 and 동숭동
  ihwaVillage: [37.5785, 127.006],
  ihwajang: [37.576, 127.006],
  dongsung: [37.5808, 127.0052],
  // 창신동, east of the wall
  jibong1: [37.5728, 127.011],
  jibong2: [37.576, 127.0118],
  changsin: [37.5797, 127.0135],
  // 인사동, 북촌, 삼청동, 원서동
  insadong: [37.574, 126.986],
  bukchon1: [37.5795, 126.9858],
  bukchon2: [37.583, 126.984],
  dongsipjagak: [37.576, 126.98],
  samcheong1: [37.58, 126.9808],
  samcheong2: [37.583, 126.9815],
  samcheong3: [37.5865, 126.982],
  wonseo1: [37.58, 126.9895],
  wonseo2: [37.5835, 126.9893]
} as const satisfies Record<string, readonly [number, number]>

export type NodeId = keyof typeof NODES

/** Streets: `[from, to, appeal]`; appeal > 1 makes walkers prefer the street (the wall trail, the stream). */
const STREETS: ReadonlyArray<readonly [NodeId, NodeId, number]> = [
  ["jongno2", "jongno3", 1],
  ["jongno3", "jongno4", 1],
  ["jongno4", "jongno5", 1],
  ["jongno5", "jongno6", 1],
  ["jongno6", "heunginjimun", 1],
  ["cheonggye2", "cheonggye3", 3],
  ["cheonggye3", "cheonggye4", 3],
  ["cheonggye4", "cheonggye5", 3],
  ["cheonggye5", "ogansugyo", 3],
  ["ogansugyo", "cheonggye7", 3],
  ["cheonggye7", "hwanghakgyo", 3],
  ["jongno2", "cheonggye2", 1],
  ["jongno4", "cheonggye4", 1],
  ["jongno5", "cheonggye5", 1],
  ["heunginjimun", "ogansugyo", 1.5],
  ["jongno5", "ihwaJunction", 1.5],
  ["ihwaJunction", "daehakro3", 1.5],
  ["daehakro3", "marronnier", 2],
  ["marronnier", "hyehwaStation", 1.5],
  ["hyehwaStation", "hyehwaRotary", 1],
  ["anguk", "donhwamun", 1],
  ["donhwamun", "yulgok3", 1],
  ["yulgok3", "wonnam", 1],
  ["wonnam", "ihwaJunction", 1],
  ["ihwaJunction", "yulgokEast", 1],
  ["yulgokEast", "yulgokGate", 1],
  ["yulgokGate", "heunginjimun", 1],
  ["jongno6", "yulgokEast", 1],
  ["jongno4", "wonnam", 1],
  ["wonnam", "honghwamun", 1.5],
  ["honghwamun", "changgyeong4", 1.5],
  ["changgyeong4", "hyehwaRotary", 1],
  ["heunginjimun", "wall1", 3],
  ["wall1", "wall2", 3],
  ["wall2", "wall3", 3],
  ["wall3", "naksanPark", 3],
  ["naksanPark", "wall5", 2.5],
  ["wall5", "hyehwamun", 2],
  ["hyehwamun", "hyehwaRotary", 1],
  ["yulgokGate", "wall1", 1],
  ["yulgokEast", "ihwajang", 1.5],
  ["ihwajang", "ihwaVillage", 2],
  ["ihwaVillage", "wall3", 2],
  ["ihwaVillage", "daehakro3", 1.5],
  ["ihwajang", "wall2", 1.5],
  ["marronnier", "dongsung", 1.5],
  ["dongsung", "naksanPark", 2],
  ["heunginjimun", "jibong1", 1],
  ["jibong1", "jibong2", 1],
  ["jibong2", "changsin", 1],
  ["jibong2", "wall3", 1.5],
  ["jibong1", "cheonggye7", 1],
  ["jongno2", "insadong", 1.5],
  ["insadong", "anguk", 1.5],
  ["anguk", "bukchon1", 1.5],
  ["bukchon1", "bukchon2", 1.5],
  ["anguk", "dongsipjagak", 1],
  ["dongsipjagak", "samcheong1", 2],
  ["samcheong1", "samcheong2", 2],
  ["samcheong2", "samcheong3", 2],
  ["bukchon2", "samcheong2", 1.5],
  ["donhwamun", "wonseo1", 1.5],
  ["wonseo1", "wonseo2", 1.5],
  ["wonseo1", "bukchon1", 1]
]

export interface Edge {
  readonly to: NodeId
  readonly metres: number
  readonly appeal: number
}

export const position = (id: NodeId): LatLng => ({ lat: NODES[id][0], lng: NODES[id][1] })

export const GRAPH: ReadonlyMap<NodeId, Edge[]> = (() => {
  const g = new Map<NodeId, Edge[]>()
  for (const id of Object.keys(NODES) as NodeId[]) g.set(id, [])
  for (const [a, b, appeal] of STREETS) {
    const metres = haversine(position(a), position(b))
    g.get(a)!.push({ to: b, metres, appeal })
    g.get(b)!.push({ to: a, metres, appeal })
  }
  return g
})()

/** Shortest path between two nodes (Dijkstra; the graph is tiny). */
export const shortestPath = (from: NodeId, to: NodeId): NodeId[] => {
  const dist = new Map<NodeId, number>([[from, 0]])
  const prev = new Map<NodeId, NodeId>()
  const open = new Set<NodeId>([from])
  const done = new Set<NodeId>()
  while (open.size > 0) {
    let best: NodeId | undefined
    for (const n of open) if (best === undefined || dist.get(n)! < dist.get(best)!) best = n
    open.delete(best!)
    done.add(best!)
    if (best === to) break
    for (const e of GRAPH.get(best!)!) {
      if (done.has(e.to)) continue
      const d = dist.get(best!)! + e.metres
      if (d < (dist.get(e.to) ?? Infinity)) {
        dist.set(e.to, d)
        prev.set(e.to, best!)
        open.add(e.to)
      }
    }
  }
  const path: NodeId[] = [to]
  while (path[0] !== from) path.unshift(prev.get(path[0]!)!)
  return path
}
