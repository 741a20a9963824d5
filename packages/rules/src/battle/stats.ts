// Effective stats: base stats plus equipment, clamped, then scaled by the arena.
import { STAT_MAX, STAT_MIN, STAT_NAMES, type Stats } from "../ant";
import { arenaMultiplier } from "./arena";
import type { ArenaType, Fighter } from "./types";

/** [B1] Equipment may lift a stat this far above the natural maximum of 20. */
export const EQUIPMENT_STAT_HEADROOM = 5;
/** [B1] Highest stat after equipment, before the arena multiplier. */
export const EFFECTIVE_STAT_MAX = STAT_MAX + EQUIPMENT_STAT_HEADROOM;

/** [B1] One stat clamped to 1..EFFECTIVE_STAT_MAX; a missing or non-finite value counts as the minimum. */
export function clampEffectiveStat(value: number): number {
  if (!Number.isFinite(value)) return STAT_MIN;
  return Math.min(EFFECTIVE_STAT_MAX, Math.max(STAT_MIN, value));
}

/** [B1][B2] clamp(base + equipment bonus, 1, 25) × arena multiplier, for every stat. */
export function effectiveStats(fighter: Pick<Fighter, "stats" | "equipmentBonuses">, arena: ArenaType): Stats {
  const out = {} as Stats;
  const bonuses = fighter.equipmentBonuses ?? {};
  for (const name of STAT_NAMES) {
    const base = clampEffectiveStat((fighter.stats[name] ?? STAT_MIN) + (bonuses[name] ?? 0));
    out[name] = base * arenaMultiplier(arena, name);
  }
  return out;
}
