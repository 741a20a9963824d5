// Arena modifiers of spec 001 §9: each arena scales some stats of both fighters.
import type { StatName } from "../ant";
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
