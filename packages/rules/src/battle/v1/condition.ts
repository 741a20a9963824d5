// Version 1, frozen for replay: how critical needs and will to fight changed fighting before the retune.
import { NEED_NAMES, type Needs, STAT_MAX, type Stats } from "../../ant";
import { MOOD_MAX } from "../../colony/mood";
import { CRITICAL_NEED_BELOW } from "../../colony/needs";

/** [B3] Hit chance and damage lost per critical need. */
export const PENALTY_PER_CRITICAL_NEED = 0.08;
/** [B3] The lowest the condition factor goes. */
export const MIN_CONDITION_FACTOR = 0.6;

/** [B4] Damage multiplier at zero resolve; it rises linearly to MIN + SPAN at full resolve. */
export const MIN_SPIRIT_FACTOR = 0.9;
/** [B4] Span of the spirit damage multiplier (0.9 to 1.1). */
export const SPIRIT_FACTOR_SPAN = 0.2;
/** [B4] Resolve is the mean of these three stats and mood, on a 0..1 scale. */
export const RESOLVE_STATS = ["morale", "willpower", "happiness"] as const;

/** [B3] Number of needs below CRITICAL_NEED_BELOW. */
export function criticalNeedCount(needs: Needs): number {
  let count = 0;
  for (const name of NEED_NAMES) if ((needs[name] ?? 0) < CRITICAL_NEED_BELOW) count++;
  return count;
}

/** [B3] max(0.6, 1 − 0.08 × critical needs): multiplies hit chance and damage. */
export function conditionFactor(needs: Needs): number {
  return Math.max(MIN_CONDITION_FACTOR, 1 - PENALTY_PER_CRITICAL_NEED * criticalNeedCount(needs));
}

/** [B4] Resolve = clamp((morale + willpower + happiness + mood) / 80, 0, 1), using effective stats. */
export function resolve(stats: Stats, mood: number): number {
  let sum = Math.min(MOOD_MAX, Math.max(0, Number.isFinite(mood) ? mood : 0));
  for (const name of RESOLVE_STATS) sum += Math.min(STAT_MAX, stats[name]);
  return Math.min(1, Math.max(0, sum / (RESOLVE_STATS.length * STAT_MAX + MOOD_MAX)));
}

/** [B4] Damage multiplier from will to fight: 0.9 + 0.2 × resolve. */
export function spiritFactor(resolveValue: number): number {
  return MIN_SPIRIT_FACTOR + SPIRIT_FACTOR_SPAN * resolveValue;
}
