import { generateTrack, trackFamilies, runSeed } from "./tracks.ts"
for (const f of trackFamilies().slice(1)) for (const m of f.makers) {
  const d: number[] = [], L: number[] = [], mpShare: number[] = []
  for (let r = 1; r <= 30; r++) { const t = generateTrack(m.make(runSeed(m, r))); d.push((t.truth.at(-1)!.time - t.truth[0]!.time) / 60000); L.push(t.trueDistance) }
  console.log(m.name.padEnd(22), "min", Math.min(...d).toFixed(1), "max", Math.max(...d).toFixed(1), "m", Math.min(...L).toFixed(0), Math.max(...L).toFixed(0))
}
