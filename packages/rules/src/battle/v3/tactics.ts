// Version 3 tactics: each a trade whose worth depends on what both players can see (energy, health, the last stances).
import type { TacticId } from "../types";

/** [B31] What a tactic changes for one turn in version 3. */
export interface TacticEffectV3 {
  label: string;
  /** One line a player reads before choosing. */
  hint: string;
  /** Multiplies the damage of the ant's hits and counters. */
  damage: number;
  /** Multiplies the damage the ant takes (a feint against it undoes a guard's share, B32). */
  taken: number;
  /** Added to the ant's hit chance. */
  hit: number;
  /** Added to the ant's critical chance. */
  crit: number;
  /** Added to the ant's counter chance. */
  counter: number;
  /** Added to the energy each of its actions costs (before the B11 rounding). */
  cost: number;
  /** Energy the ant gets back at the end of the turn (logged as a breath, B33). */
  recover: number;
}

/** [B31] The version-3 tactics. */
export const TACTICS_V3: Record<TacticId, TacticEffectV3> = {
  balanced: {
    label: "Balanced",
    hint: "Steady: no strength, no weakness",
    damage: 1,
    taken: 1,
    hit: 0,
    crit: 0,
    counter: 0,
    cost: 0,
    recover: 0,
  },
  press: {
    label: "Press",
    hint: "Hit harder, much harder on a tired foe; costs energy and opens you up",
    damage: 1.15,
    taken: 1.2,
    hit: 0.04,
    crit: 0,
    counter: 0,
    cost: 6,
    recover: 0,
  },
  guard: {
    label: "Guard",
    hint: "Block some damage and catch your breath; a feint breaks half of it",
    damage: 0.75,
    taken: 0.8,
    hit: 0,
    crit: 0,
    counter: 0,
    cost: -2,
    recover: 10,
  },
  feint: {
    label: "Feint",
    hint: "Aim true: more hits and criticals, and far more against a guard held two turns",
    damage: 0.95,
    taken: 1,
    hit: 0.08,
    crit: 0.05,
    counter: 0,
    cost: 0,
    recover: 0,
  },
};

/** [B32] Intelligence sharpens a read: the opening bonuses (B32) are scaled by `max(0.5, 1 + 0.03 × (intelligence − 10))`. */
export const READ_EDGE_V3 = { base: 1, perIntelligence: 0.03, min: 0.5 };
