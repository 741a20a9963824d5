// Reads the rules' plain values (needs, mood, level, condition) out of an API ant.
import type { Ant } from "@antbrawl/protocol/ants";
import { NEED_NAMES, type Needs } from "@antbrawl/rules/ant";
import { type AntCondition, antCondition as conditionOf } from "@antbrawl/rules/colony/condition";
import { levelFor } from "@antbrawl/rules/colony/level";
import { clampMood } from "@antbrawl/rules/colony/mood";
import { wholePercent } from "../../lib/format/numbers";

/** Each need's current value (0..20). */
export function needValues(ant: Ant): Needs {
  const out = {} as Needs;
  for (const name of NEED_NAMES) out[name] = ant.needs[name]?.current ?? 0;
  return out;
}

/** The ant's level: the server's, or floor(total_experience/100)+1. */
export function antLevel(ant: Ant): number {
  return Number.isInteger(ant.level) && ant.level > 0 ? ant.level : levelFor(ant.total_experience);
}

/** The ant's mood (0..20, default 10). */
export function antMood(ant: Ant): number {
  return clampMood(ant.personality?.mood ?? Number.NaN);
}

/** [C7] The condition from the needs told together with health ('Badly hurt: health 12%'), from the rules. */
export function antCondition(ant: Ant): AntCondition {
  return conditionOf(needValues(ant), ant.current_health);
}

/** A percentage for health or energy (0..100), rounded down: the one rounding of lib/format/numbers. */
export function percent(value: number): number {
  return wholePercent(value);
}
