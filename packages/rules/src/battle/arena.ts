// Arena modifiers of spec 001 §9: each arena scales some stats of both fighters.
import { STAT_MIN, type StatName, type Stats } from "../ant";
import type { ArenaType } from "./types";

/** [B2] Stat multipliers per arena: desert +10% speed, jungle +10% agility, underground +10% defense, ice −5% speed. */
export const ARENA_MODIFIERS: Readonly<Record<ArenaType, Readonly<Partial<Record<StatName, number>>>>> = {
  basic: {},
  desert: { speed: 1.1 },
  jungle: { agility: 1.1 },
  underground: { armor: 1.1, resistance: 1.1 },
  ice: { speed: 0.95 },
};

/** Display labels for arena pickers. */
export const ARENA_LABELS: Readonly<Record<ArenaType, string>> = {
  basic: "Basic",
  desert: "Desert (+10% speed)",
  jungle: "Jungle (+10% agility)",
  underground: "Underground (+10% defense)",
  ice: "Ice (-5% speed)",
};

/** [B2] The multiplier an arena applies to one stat (1 when it leaves the stat alone). */
export function arenaMultiplier(arena: ArenaType, stat: StatName): number {
  return ARENA_MODIFIERS[arena][stat] ?? 1;
}

/** [B2] Version 2: how much an arena widens the fighters' gap in each stat it names, per unit of its modifier. */
export const ARENA_GAP_PER_MODIFIER = 5;

/**
 * [B2] Version 2: in each stat the arena names, the gap between the two fighters is scaled around their mean by
 * 1 + 5 × (modifier − 1) (desert, jungle, underground ×1.5; ice ×0.75), so the arena favours the ant built for it.
 */
export function widenArenaGaps(own: Stats, their: Stats, arena: ArenaType): [Stats, Stats] {
  const a = { ...own };
  const b = { ...their };
  for (const [stat, multiplier] of Object.entries(ARENA_MODIFIERS[arena]) as [StatName, number][]) {
    const widen = 1 + ARENA_GAP_PER_MODIFIER * (multiplier - 1);
    const mean = (own[stat] + their[stat]) / 2;
    a[stat] = Math.max(STAT_MIN, mean + (own[stat] - mean) * widen);
    b[stat] = Math.max(STAT_MIN, mean + (their[stat] - mean) * widen);
  }
  return [a, b];
}
