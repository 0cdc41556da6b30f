/**
 * Calories a dog burns walking.
 *
 * Source: C. R. Taylor, N. C. Heglund and G. M. O. Maloiy (1982), "Energetics and mechanics of
 * terrestrial locomotion. I. Metabolic energy consumption as a function of speed and body size in
 * birds and mammals", Journal of Experimental Biology 97: 1–21. The net (incremental) cost of
 * transport of mammals is about independent of speed: E_met/M = 10.7 × M^-0.316 J/(kg·m), i.e.
 * 10.7 × M^0.684 J per metre; per kilometre in kcal that is 10.7 × 1000 / 4184 ≈ 2.557 × M^0.684.
 */

/** kcal per km per kg^0.684 (Taylor, Heglund & Maloiy 1982, net cost of locomotion). */
export const CALORIES_COEFFICIENT = 2.557
/** Body-mass exponent of the net cost of locomotion. */
export const CALORIES_MASS_EXPONENT = 0.684

/** Net kcal burned by a dog of `weightKg` walking `distanceMetres`; unrounded, 0 for non-positive inputs. */
export function caloriesBurned(weightKg: number, distanceMetres: number): number {
  if (!(weightKg > 0) || !(distanceMetres > 0) || !Number.isFinite(weightKg) || !Number.isFinite(distanceMetres)) {
    return 0
  }
  return CALORIES_COEFFICIENT * weightKg ** CALORIES_MASS_EXPONENT * (distanceMetres / 1000)
}
