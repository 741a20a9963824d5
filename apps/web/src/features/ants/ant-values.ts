// Reads the rules' plain values (needs, mood, level, condition) out of an API ant.
import type { Ant } from "@antbrawl/protocol/ants";
import { NEED_NAMES, type Needs } from "@antbrawl/rules/ant";
import { type Condition, type ConditionLevel, overallCondition } from "@antbrawl/rules/colony/condition";
import { healthBand } from "@antbrawl/rules/colony/health";
import { levelFor } from "@antbrawl/rules/colony/level";
import { clampMood } from "@antbrawl/rules/colony/mood";

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

/** Health bands that the condition line names, and the level each one raises the line to at least. */
const LOW_HEALTH: Partial<Record<ReturnType<typeof healthBand>, ConditionLevel>> = {
  Critical: "critical",
  Poor: "warning",
};
const LEVEL_ORDER: readonly ConditionLevel[] = ["excellent", "warning", "critical"];

/**
 * The overall condition from the needs (spec 000 §4), told together with health: when health is Poor or Critical
 * the line names it ('Health 12% · Critical') instead of calling a wounded ant 'Excellent condition'.
 */
export function antCondition(ant: Ant): Condition {
  const fromNeeds = overallCondition(needValues(ant));
  const health = percent(ant.current_health);
  const band = healthBand(health);
  const raised = LOW_HEALTH[band];
  if (!raised) return fromNeeds;
  const healthText = `Health ${health}% · ${band}`;
  const level = LEVEL_ORDER[Math.max(LEVEL_ORDER.indexOf(fromNeeds.level), LEVEL_ORDER.indexOf(raised))]!;
  const message = fromNeeds.level === "excellent" ? healthText : `${fromNeeds.message} · ${healthText}`;
  return { level, needs: fromNeeds.needs, message };
}

/** A percentage for health or energy (0..100), rounded. */
export function percent(value: number): number {
  return Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
}
