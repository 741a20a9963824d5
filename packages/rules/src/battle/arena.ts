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

/** [B2] Version 2: how much each arena scales the fighters' gap in the stats it names (around their mean). */
export const ARENA_GAPS: Readonly<Record<ArenaType, number>> = {
  basic: 1,
  desert: 1.4,
  jungle: 1.3,
  underground: 1.1,
  ice: 0.8,
};

/**
 * [B2] Version 2: in each stat the arena names, the gap between the two fighters is scaled around their mean by the
 * arena's ARENA_GAPS factor, so the arena favours the ant built for it (ice, which slows, narrows speed gaps).
 */
export function widenArenaGaps(own: Stats, their: Stats, arena: ArenaType): [Stats, Stats] {
  const a = { ...own };
  const b = { ...their };
  const widen = ARENA_GAPS[arena];
  for (const stat of Object.keys(ARENA_MODIFIERS[arena]) as StatName[]) {
    const mean = (own[stat] + their[stat]) / 2;
    a[stat] = Math.max(STAT_MIN, mean + (own[stat] - mean) * widen);
    b[stat] = Math.max(STAT_MIN, mean + (their[stat] - mean) * widen);
  }
  return [a, b];
}
