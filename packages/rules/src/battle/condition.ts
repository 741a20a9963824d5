// How care and spirit change fighting (version 2): each need and mood act smoothly, with no cliff at any threshold.
import { NEED_MAX, type Needs, STAT_MAX, type Stats } from "../ant";
import { MOOD_MAX } from "../colony/mood";

/** [B3] Lack of a need: 0 when full (20), 1 when empty, linear between; a missing or non-finite need counts as empty. */
export function needLack(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return 1 - Math.min(NEED_MAX, Math.max(0, value)) / NEED_MAX;
}

/** [B3] At full lack: food takes this share of damage dealt. */
export const FOOD_DAMAGE_LOSS = 0.08;
/** [B3] At full lack: water takes this share of hit chance. */
export const WATER_HIT_LOSS = 0.06;
/** [B3] At full lack: rest adds this share to every action's energy cost and takes this much initiative. */
export const REST_COST_GAIN = 0.25;
export const REST_INITIATIVE_LOSS = 3;
/** [B3] At full lack: hygiene adds this share to damage taken. */
export const HYGIENE_DAMAGE_TAKEN_GAIN = 0.06;
/** [B3] At full lack: exercise takes this much extra-action chance and this share of counter chance. */
export const EXERCISE_EXTRA_ACTION_LOSS = 0.05;
export const EXERCISE_COUNTER_LOSS = 0.3;

/** [B3] The five smooth need factors of one ant. */
export interface NeedEffects {
  damage: number;
  hit: number;
  cost: number;
  initiative: number;
  taken: number;
  extraAction: number;
  counter: number;
}

/** [B3] Each need's effect, linear in its lack: food → damage, water → hit, rest → energy cost and initiative, hygiene → damage taken, exercise → extra actions and counters. */
export function needEffects(needs: Needs): NeedEffects {
  return {
    damage: 1 - FOOD_DAMAGE_LOSS * needLack(needs.food),
    hit: 1 - WATER_HIT_LOSS * needLack(needs.water),
    cost: 1 + REST_COST_GAIN * needLack(needs.rest),
    initiative: -REST_INITIATIVE_LOSS * needLack(needs.rest),
    taken: 1 + HYGIENE_DAMAGE_TAKEN_GAIN * needLack(needs.hygiene),
    extraAction: -EXERCISE_EXTRA_ACTION_LOSS * needLack(needs.exercise),
    counter: 1 - EXERCISE_COUNTER_LOSS * needLack(needs.exercise),
  };
}

/** [B4] The stats that make up will to fight, with mood. */
export const SPIRIT_STATS = ["willpower", "morale", "happiness", "loyalty"] as const;
/** [B4] Damage dealt gained per point of spirit stat or mood above 10 (lost below). */
export const SPIRIT_DAMAGE_PER_POINT = 0.011;
/** [B4] Damage taken lost per point of spirit stat or mood above 10 (gained below). */
export const SPIRIT_GUARD_PER_POINT = 0.005;
/** [B4] The neutral value of each spirit stat and of mood. */
export const SPIRIT_NEUTRAL = 10;

/** [B4] Mood counts this much of a spirit stat. */
export const MOOD_SPIRIT_WEIGHT = 0.5;

/** [B4] Sum of (stat − 10) over willpower, morale, happiness and loyalty, plus 0.5 × (mood − 10) (mood clamped to 0..20). */
export function spiritPoints(stats: Stats, mood: number): number {
  const clamped = Math.min(MOOD_MAX, Math.max(0, Number.isFinite(mood) ? mood : 0));
  let sum = MOOD_SPIRIT_WEIGHT * (clamped - SPIRIT_NEUTRAL);
  for (const name of SPIRIT_STATS) sum += stats[name] - SPIRIT_NEUTRAL;
  return sum;
}

/** [B4] Resolve on a 0..1 scale: the mean of the spirit stats (capped at 20) and mood, over 20. */
export function resolve(stats: Stats, mood: number): number {
  let sum = Math.min(MOOD_MAX, Math.max(0, Number.isFinite(mood) ? mood : 0));
  for (const name of SPIRIT_STATS) sum += Math.min(STAT_MAX, stats[name]);
  return Math.min(1, Math.max(0, sum / ((SPIRIT_STATS.length + 1) * STAT_MAX)));
}
