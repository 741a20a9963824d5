// An ant's primary fighting style, read from which group of its stats leads (spec 001 §3 `primary_style`).
import type { StatName, Stats } from "../ant";

/** [G5] The styles an ant can have; `balanced` when no group leads clearly. */
export const PRIMARY_STYLES = ["aggressive", "defensive", "agile", "tactical", "balanced"] as const;
/** One primary style. */
export type PrimaryStyle = (typeof PRIMARY_STYLES)[number];

/** [G5] The four stats that make each style, in the order ties are broken. */
export const STYLE_STATS: Readonly<Record<Exclude<PrimaryStyle, "balanced">, readonly StatName[]>> = {
  aggressive: ["strength", "aggression", "precision", "metabolism"],
  defensive: ["armor", "resistance", "vitality", "endurance"],
  agile: ["speed", "agility", "reflexes", "counter"],
  tactical: ["intelligence", "focus", "discipline", "willpower"],
};

/** [G5] How far the leading group's mean must be above the second's for the ant to have that style. */
export const STYLE_LEAD_MIN = 0.5;

/** Display names of the styles. */
export const PRIMARY_STYLE_LABELS: Readonly<Record<PrimaryStyle, string>> = {
  aggressive: "Aggressive",
  defensive: "Defensive",
  agile: "Agile",
  tactical: "Tactical",
  balanced: "Balanced",
};

function statValue(stats: Partial<Stats>, name: StatName): number {
  const value = stats[name];
  return typeof value === "number" && Number.isFinite(value) ? value : 1;
}

/** [G5] The group whose stats have the highest mean, if it leads the next by STYLE_LEAD_MIN; otherwise `balanced`. */
export function primaryStyle(stats: Partial<Stats>): PrimaryStyle {
  const means = (Object.keys(STYLE_STATS) as Exclude<PrimaryStyle, "balanced">[]).map((style) => {
    const names = STYLE_STATS[style];
    return { style, mean: names.reduce((sum, n) => sum + statValue(stats, n), 0) / names.length };
  });
  const sorted = [...means].sort((a, b) => b.mean - a.mean);
  const [first, second] = sorted;
  if (!first || !second || first.mean - second.mean < STYLE_LEAD_MIN) return "balanced";
  return first.style;
}
