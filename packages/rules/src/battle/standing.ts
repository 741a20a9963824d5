// Deciding a battle that reaches the turn cap without a knockout.
import type { Rng } from "../random";

/** [B15] Coin-flip threshold used only when health, health share and energy are all equal. */
export const COIN_FLIP = 0.5;

/**
 * [B15] The side with more health wins; on a tie the higher share of its starting health,
 * then more energy, then a seeded coin flip (the first side wins when the roll is below 0.5). The top-down arena
 * decides the same way at its tick cap (TD4).
 */
export function decideByStanding<T extends { health: number; startHealth: number; energy: number }>(
  a: T,
  b: T,
  rng: Rng,
): T {
  if (a.health !== b.health) return a.health > b.health ? a : b;
  const shareA = a.health / a.startHealth;
  const shareB = b.health / b.startHealth;
  if (shareA !== shareB) return shareA > shareB ? a : b;
  if (a.energy !== b.energy) return a.energy > b.energy ? a : b;
  return rng.next() < COIN_FLIP ? a : b;
}
