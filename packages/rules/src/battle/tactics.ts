// Tactics an ant fights with (the players' choices of the live arena), each a small trade with a rock-paper-scissors matchup.
import type { TacticId } from "./types";

/** [B27] Every tactic, the default first. */
export const TACTIC_IDS = ["balanced", "press", "guard", "feint"] as const satisfies readonly TacticId[];
/** [B27] The tactic of an ant that has chosen none. */
export const DEFAULT_TACTIC: TacticId = "balanced";

/** [B27] What a tactic changes in the ant's own actions and in the hits it takes. */
export interface TacticEffect {
  label: string;
  /** Multiplies the damage of the ant's hits and counters. */
  damage: number;
  /** Multiplies the damage the ant takes. */
  taken: number;
  /** Added to the ant's hit chance. */
  hit: number;
  /** Added to the ant's critical chance. */
  crit: number;
  /** Added to the ant's counter chance. */
  counter: number;
  /** Added to the energy each of its actions costs. */
  cost: number;
}

/** [B27] press hits harder and opens up; guard blocks and counters; feint aims true and lands criticals; balanced is neutral. */
export const TACTICS: Readonly<Record<TacticId, TacticEffect>> = {
  balanced: { label: "Balanced", damage: 1, taken: 1, hit: 0, crit: 0, counter: 0, cost: 0 },
  press: { label: "Press", damage: 1.15, taken: 1.1, hit: 0, crit: 0, counter: -0.04, cost: 2 },
  guard: { label: "Guard", damage: 0.8, taken: 0.85, hit: 0, crit: 0, counter: 0.05, cost: -1 },
  feint: { label: "Feint", damage: 0.92, taken: 1, hit: 0.06, crit: 0.04, counter: 0, cost: 0 },
};

/** [B27] Each tactic beats one other: guard stops press, press overruns feint, feint opens guard. */
export const TACTIC_BEATS: Readonly<Record<TacticId, TacticId | null>> = {
  balanced: null,
  press: "feint",
  guard: "press",
  feint: "guard",
};

/** [B27] True for a known tactic id. */
export function isTactic(value: unknown): value is TacticId {
  return typeof value === "string" && (TACTIC_IDS as readonly string[]).includes(value);
}

/**
 * [B27] Damage multiplier of the matchup for a hit by `attacker` on `defender`: the attacker's edge when its tactic
 * beats the defender's, 1 / the defender's edge when the defender's beats it, else 1.
 */
export function matchupFactor(
  attacker: TacticId,
  defender: TacticId,
  attackerEdge: number,
  defenderEdge: number,
): number {
  if (TACTIC_BEATS[attacker] === defender) return attackerEdge;
  if (TACTIC_BEATS[defender] === attacker) return 1 / defenderEdge;
  return 1;
}
