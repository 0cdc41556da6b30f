/**
 * The tuning of the route distance (`routeDistance.ts`) and the small numeric helpers its stages
 * share (the outlier tests of `routeOutliers.ts`, the wobble and the hysteresis).
 */
/**
 * Tuning of `routeDistance`. Lengths that depend on the GPS error scale with the local
 * reported accuracy. The values were chosen on the generated tracks of `bench/tracks.ts` over
 * many seeds; `bench/distance.ts` prints the result on the benchmark tracks and on other seeds.
 */
export const FILTER = {
  /**
   * Outliers: half-width of the median window (s); a point farther than max(10 m, 1.5 × accuracy)
   * from the window's median is dropped. The correlated error moves the median with the point, so
   * a fix's own distance from it is small (white noise, a corner); urban multipath throws fixes
   * 15–100 m, and a wider limit let the 15–30 m ones through (+6–8 % on the noisy urban tracks).
   */
  medianWindowS: 10,
  outlierMinM: 10,
  outlierPerAccuracy: 1.5,
  /**
   * Where the window is one-sided (the first and last seconds of a walk, after a gap) its median
   * lies seconds away from the point: the limit grows by the window's own pace times that time, so
   * a walker, a runner or a bike keeps its fixes there. The pace is robust: the slower of the
   * rates from the median of the window's first half to the window's median and from there to the
   * median of its last half (medians of positions over the differences of the median times), so a
   * burst of thrown fixes would have to fill half the window to make it look fast. It is at least
   * this much (m/s), so a slow walk keeps a jogger's margin, and at most MAX_WALK_SPEED_MPS.
   */
  outlierMinSpeedMps: 3,
  /**
   * A fix whose window holds fewer than 5 fixes, or fewer than `medianMinFixes` where the window
   * borders a gap (the fix before or after it more than `medianWindowS` away), is tested against
   * its nearest neighbours instead: up to `isolatedNeighbours` on each side within
   * `isolatedHorizonS`, at least `isolatedMinNeighbours` in all. A window's median resists a burst
   * only while the burst is less than half of it; beside a gap it is not: the first fixes after a
   * tunnel are often a burst of 1–3 thrown ones, the phone's own speed gate then refuses the good
   * fixes after them for seconds, and a window of 5–7 fixes held the burst and two or three good
   * ones (one urban run +5.3 %, issue 36). 8 is more than twice such a burst. Only beside a gap:
   * a track sampled every 3 s has 7 fixes in every window, and the neighbours' test there cost
   * runs at 4–7 m/s 40 of 120 within 3 %.
   */
  medianMinFixes: 8,
  isolatedNeighbours: 4,
  isolatedMinNeighbours: 4,
  isolatedHorizonS: 60,
  /**
   * A fix reporting more than `suspectPerAccuracy` × the median accuracy of its neighbours (its
   * median window, or its nearest neighbours beside a gap) is tested once more: against the
   * nearest neighbour on each side that reports at most that much ("trusted", at least
   * `suspectMinTrusted` of them), with a limit of max(10 m, 1.5 × its own accuracy) plus the
   * trusted neighbours' pace times the time between them. Beside a gap the median test's limit
   * grows with the time to the window's median (up to a minute away), so a fix thrown 130 m
   * reporting 21 m while the walk's fixes report 7.5 m passed it (urban 30 min run 208: +7.3 %);
   * the good fix 15 s later does not let it pass. The median accuracy, not the best: fixes thrown
   * while reporting a fine accuracy (tracks.ts's multipath) must not make good ones suspects.
   * Issue 36.
   */
  suspectPerAccuracy: 1.5,
  suspectMinTrusted: 2,
  /** The speed test grants both fixes their accuracy, up to this much (m) together. */
  speedGraceMaxM: 60,
  /** Smoother: acceleration noise density (m²/s³) and measurement standard deviation per accuracy metre. */
  processNoise: 10,
  measurementPerAccuracy: 0.5,
  /** Hysteresis radius: twice the accuracy, 5–40 m. */
  radiusPerAccuracy: 2,
  radiusMinM: 5,
  radiusMaxM: 40,
  /**
   * A slow hop (one holding a stop) ends only beyond three times the accuracy (5–40 m): over a
   * stop of minutes the correlated error wanders farther than over the seconds of a walking hop.
   */
  stopRadiusPerAccuracy: 3,
  /** A hop covered at least this fast (m/s) is walking: its path counts. */
  walkSpeedMps: 0.5,
  /**
   * A slow hop that does not end in a departure is drift while standing when, from its arrival
   * (below), it moved slower than this (m/s): it does not count.
   */
  driftSpeedMps: 0.15,
  /**
   * A departure: over the last `departWindowS` seconds the track moved at least `departSpeedMps`
   * and at least half the accuracy (so the error's own wander is not taken for one). The arrival
   * of a slow hop: its first point from which the track moves less than `departSpeedMps` over the
   * next `departWindowS` seconds.
   */
  departWindowS: 8,
  departSpeedMps: 0.4,
  departPerAccuracy: 0.5,
  /** The kept path is simplified with a tolerance of 0.3 × accuracy, in chunks so the cost stays linear. */
  simplifyPerAccuracy: 0.3,
  /**
   * The tolerance is at least `simplifyPerWobble × w²` (metres, w in metres), w being the smoothed
   * track's own lateral wobble at walking pace ({@link wobble}: the median distance of a point from
   * the chord between the points `wobbleWindowS` before and after it, over chords walked at
   * 0.5–`wobbleMaxSpeedMps` m/s). Reported accuracy does not say how fast the error wanders: a fast
   * (τ ≈ 40 s) error of 8 m survives the smoother as a wobble of 2–3 m that inflated the length by
   * 8–10 %, while slow-wandering tracks wobble 0.5–1 m (floor 1–4 m, mostly below 0.3 × accuracy).
   * Issue 36; fitted on its tuning seeds (see `bench/conditions.ts`).
   */
  wobbleWindowS: 10,
  wobbleMaxSpeedMps: 2.5,
  simplifyPerWobble: 4,
  simplifyChunk: 512,
  /**
   * Corners split the simplification first where its floor is large (at least `cornerFloorM`; the
   * urban canyon's 16–40 m, urban's ≈ 10 m, `tracks.ts`'s 1–5 m): a corner is the sharpest point of
   * a stretch where the chords from `cornerSpanPerAccuracy` × the chunk's mean accuracy back along
   * the path and as far ahead turn by at least `cornerTurnDeg` (`pathCorners` in `routeDistance.ts`).
   * With a tolerance of tens of metres, Douglas–Peucker otherwise splits a chord spanning several
   * streets at whichever wander point near a rounded corner lies farthest, and the vertices that
   * follow bracket the corner with the error's wander (canyon +0.94 % mean over 300 runs). Below the
   * floor the split moved runs both ways (urban 279 → 278, today's tracks 299 → 298 within 3 %), so
   * it is left out there; 12 and 16 m gave the same. Issue 36, fifth pass (docs/benchmarks.md).
   */
  cornerFloorM: 16,
  cornerSpanPerAccuracy: 6,
  cornerTurnDeg: 70,
  /**
   * Where the simplification's floor is at least `streetFloorM` and below `streetFloorMaxM` (a
   * city street's GPS: urban's ≈ 10 m; `tracks.ts`'s 1–5 m, open sky's 3–5 m), the route is
   * measured as streets instead (`routeStreets.ts`): split at the stops and the corners, a
   * constant-velocity least-squares line per street, joined at the mean of the lines' ends (a
   * corner) or the stop's median position. A street's line averages the correlated error over
   * the street; a simplified vertex keeps one instant of it (urban within 3 % 279 → 285 of 300).
   * Above `streetFloorMaxM` (the canyon's 15–40 m) the error wanders as fast as a slow walk and
   * the stops and corners are no longer told from it (canyon runs at floors of 15.6–15.9 m lost
   * 3 runs); the corner split above serves there. Issue 36, sixth pass.
   */
  streetFloorM: 7,
  streetFloorMaxM: 14,
  /**
   * Corners of a street: a turn of at least `streetCornerTurnDeg` between the chords
   * `streetCornerSpanM` back and ahead. A gentler turn, down to `streetCandidateTurnDeg` (the
   * streets' own bends of 20–40°), is a corner only where the smoothed path at it lies at least
   * `streetBendPerFloor` × the simplification floor off the chord between the neighbouring cuts:
   * the error's wander turns the 30 m chords by 25° often (a 12-minute walk of 4 corners showed
   * 13 candidates), but moves the path off a street's chord by about the floor, not twice it.
   * The sharp corners keep their own scan (at 25° two near ones can share a stretch). Missed 25–40° turns undercounted urban walks by 3–5 % (runs 1001–1100 and 2001–2100;
   * issue 36, seventh pass, docs/benchmarks.md).
   */
  streetCornerSpanM: 30,
  streetCornerTurnDeg: 40,
  streetCandidateTurnDeg: 25,
  streetBendPerFloor: 2,
  /**
   * Streets on a grid (`routeStreets.ts` `alignToGrids`): runs of neighbouring streets whose
   * directions differ by a multiple of 90° within `streetGridToleranceDeg` share one direction
   * modulo 90° (their length²-weighted mean), and each street whose line lies within
   * `streetGridLateralPerFloor` × the floor of that direction over its length is fitted again along
   * it. A street's own direction carries the correlated error's drift over the street (±10° and
   * more on a 60 m urban street); the grid's pools the run's streets. Issue 36, eighth pass: urban
   * within 3 % 848 → 863 of 900 on runs 1001–1100, 2001–2100 and 3001–3100 (tolerance 15° 858, 25°
   * 859; no lateral test 862, 1 × the floor 850; the streets made to meet where their lines cross
   * 855). Real streets off the grid by more than the tolerance, or far off over their length, keep their own line.
   */
  streetGridToleranceDeg: 20,
  streetGridLateralPerFloor: 3,
  /**
   * A stop: the smoothed track moves slower than `dwellSpeedMps` over ±`dwellWindowS` seconds
   * for at least `dwellMinS`; runs within `dwellMergeS` seconds and `dwellMergeM` metres of each
   * other are one stop (the error's wander breaks a long one up); each is widened by
   * `dwellMarginS` on both sides (the window's test starts late and ends early).
   */
  dwellWindowS: 10,
  dwellSpeedMps: 0.5,
  dwellMinS: 10,
  dwellMergeS: 30,
  dwellMergeM: 15,
  dwellMarginS: 3,
  /** A stop from the walk's first fix on that lasts this long is where the walk starts (`routeStreets.ts`). */
  leadStandMinS: 20
} as const

/** The median of `values` (sorted in place). */
export function medianOf(values: Float64Array): number {
  values.sort()
  const mid = values.length >> 1
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2
}
