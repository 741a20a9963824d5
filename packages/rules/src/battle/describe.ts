// The words of the battle log: one function per kind of entry, so the texts live in one place.
import type { EndReason } from "./types";

/** [B20] Verbs for a hit, picked at random per hit. */
export const ATTACK_VERBS = ["bites", "strikes", "rams", "slashes"] as const;
/** [B20] Prefix of a critical hit. */
export const CRITICAL_PREFIX = "CRITICAL HIT! ";
/** [B20] Prefix of a quick strike (a follow-up attack of the faster ant). */
export const QUICK_STRIKE_PREFIX = "Quick strike! ";

/** [B20] "Red Fang bites Goldie for 12 damage!", with the critical and quick-strike prefixes when they apply. */
export function describeHit(
  attacker: string,
  verb: string,
  target: string,
  damage: number,
  critical: boolean,
  quick: boolean,
): string {
  return `${critical ? CRITICAL_PREFIX : ""}${quick ? QUICK_STRIKE_PREFIX : ""}${attacker} ${verb} ${target} for ${damage} damage!`;
}

/** [B20] "Goldie dodges Red Fang's attack!" (or "quick strike!"). */
export function describeDodge(attacker: string, target: string, quick: boolean): string {
  return `${target} dodges ${attacker}'s ${quick ? "quick strike" : "attack"}!`;
}

/** [B20] "Goldie counters Red Fang for 7 damage!" */
export function describeCounter(counterer: string, attacker: string, damage: number): string {
  return `${counterer} counters ${attacker} for ${damage} damage!`;
}

/** [B20] "Goldie is too exhausted to attack and rests." */
export function describeRest(name: string): string {
  return `${name} is too exhausted to attack and rests.`;
}

/** [B20] "Goldie hesitates, shaken by its wounds." */
export function describeHesitation(name: string): string {
  return `${name} hesitates, shaken by its wounds.`;
}

/** [B20] Final line, ending in "… wins the battle!" */
export function describeVictory(winner: string, loser: string, endedBy: EndReason, turns: number): string {
  const win = `${winner} wins the battle!`;
  if (endedBy === "knockout") return `${loser} is knocked out! ${win}`;
  if (endedBy === "turn_cap") return `Time is up after ${turns} turns! ${win}`;
  return `${loser} collapses from exhaustion! ${win}`;
}
