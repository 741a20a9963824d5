// Battle scars (spec 001 §3 `appearance.battle_scars`): earned in battles an ant fought in person, kept for life.
import type { BattleLogEntry } from "../battle/types";

/** [AR2] A loss that leaves the ant below this health (percent) is a hard loss and leaves a scar. */
export const HARD_LOSS_HEALTH_BELOW = 20;
/** [AR2] A critical hit taken that deals at least this much damage leaves a scar (at most one such scar a battle). */
export const SCARRING_CRITICAL_DAMAGE = 20;
/** [AR2] An ant keeps its newest scars, at most this many. */
export const MAX_SCARS = 8;

/** What a battle did to one ant, as the scar rule reads it. */
export interface ScarInput {
  antId: string;
  won: boolean;
  finalHealth: number;
  opponentName: string;
  log: readonly BattleLogEntry[];
}

/**
 * [AR2] The scars a battle adds to an ant: 'Critical hit by {opponent}' when it took a critical hit of 20+ damage,
 * then 'Hard loss to {opponent}' when it lost with less than 20% health left.
 */
export function scarsFromBattle(input: ScarInput): string[] {
  const scars: string[] = [];
  const deepCrit = input.log.some(
    (entry) => entry.target_id === input.antId && entry.critical_hit && entry.damage_dealt >= SCARRING_CRITICAL_DAMAGE,
  );
  if (deepCrit) scars.push(`Critical hit by ${input.opponentName}`);
  if (!input.won && input.finalHealth < HARD_LOSS_HEALTH_BELOW) scars.push(`Hard loss to ${input.opponentName}`);
  return scars;
}

/** [AR2] The scar list after a battle: old scars then new ones, the newest MAX_SCARS kept. */
export function withScars(existing: readonly string[], added: readonly string[]): string[] {
  return [...existing, ...added].slice(-MAX_SCARS);
}
