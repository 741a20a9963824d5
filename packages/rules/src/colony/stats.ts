// Stat ranges for the stat editor and the server, stat grades, and an ant's strongest stats (spec 000 §3, §5; 001 §4).
import { STAT_MAX, STAT_MIN, STAT_NAMES, type StatName, type Stats } from "../ant";

/** [S1] Stored stats keep at most two decimals (training adds gains such as 0.02). */
export const STAT_DECIMALS = 2;
const STAT_SCALE = 10 ** STAT_DECIMALS;

/** [S1] A stat rounded to two decimals. */
export function roundStat(value: number): number {
  return Math.round(value * STAT_SCALE) / STAT_SCALE;
}

/** [S1] A stat clamped to 1..20 and rounded to two decimals; a non-finite value counts as 1. */
export function clampStat(value: number): number {
  if (!Number.isFinite(value)) return STAT_MIN;
  return roundStat(Math.min(STAT_MAX, Math.max(STAT_MIN, value)));
}

/**
 * [S2] The stat editor's rule for one box: numbers and numeric text are clamped to 1..20; anything else (NaN, 'abc',
 * '', undefined, null) becomes 1.
 */
export function editorStatValue(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  return clampStat(value);
}

/** [S2] Every stat through the editor's rule; a missing stat becomes 1. */
export function editorStats(raw: Partial<Record<StatName, unknown>>): Stats {
  const out = {} as Stats;
  for (const name of STAT_NAMES) out[name] = editorStatValue(raw[name]);
  return out;
}

/** [S3] Result of the server's strict check of an update-stats body. */
export type StatsValidation = { ok: true; stats: Stats } | { ok: false; stat?: string; detail: string };

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * STAT_SCALE - Math.round(value * STAT_SCALE)) < 1e-6;
}

/**
 * [S3] Strict server check of a stats object: all 20 stats present, no unknown names, each a JSON number from 1 to
 * 20 with at most two decimals. The first problem is reported with the stat's name, e.g. "strength must be a number
 * from 1 to 20".
 */
export function validateStats(raw: unknown): StatsValidation {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, detail: "stats must be an object holding the 20 stats" };
  }
  const input = raw as Record<string, unknown>;
  const unknown = Object.keys(input).find((key) => !(STAT_NAMES as readonly string[]).includes(key));
  if (unknown !== undefined) return { ok: false, stat: unknown, detail: `Unknown stat: ${unknown}` };
  const stats = {} as Stats;
  for (const name of STAT_NAMES) {
    const value = input[name];
    if (value === undefined) return { ok: false, stat: name, detail: `Missing stat: ${name}` };
    if (typeof value !== "number" || !Number.isFinite(value) || value < STAT_MIN || value > STAT_MAX) {
      return { ok: false, stat: name, detail: `${name} must be a number from ${STAT_MIN} to ${STAT_MAX}` };
    }
    if (!hasAtMostTwoDecimals(value)) {
      return { ok: false, stat: name, detail: `${name} must have at most ${STAT_DECIMALS} decimals` };
    }
    stats[name] = roundStat(value);
  }
  return { ok: true, stats };
}

/** [S4] Stat grades. */
export type StatGrade = "S" | "A" | "B" | "C" | "D";
/** [S4] Lowest value of each grade, highest first; below the last the grade is D. */
export const STAT_GRADES = [
  { min: 18, grade: "S" },
  { min: 15, grade: "A" },
  { min: 12, grade: "B" },
  { min: 8, grade: "C" },
] as const satisfies readonly { min: number; grade: StatGrade }[];

/** [S4] 18+ S, 15+ A, 12+ B, 8+ C, else D. */
export function statGrade(value: number): StatGrade {
  for (const entry of STAT_GRADES) if (value >= entry.min) return entry.grade;
  return "D";
}

/** [S5] The spec's three stat groups, in display order. */
export const STAT_GROUPS = {
  combat: ["strength", "speed", "agility", "precision", "endurance", "armor", "resistance", "counter"],
  physiological: ["vitality", "recovery", "metabolism", "focus", "reflexes"],
  mental: ["intelligence", "willpower", "loyalty", "aggression", "discipline", "morale", "happiness"],
} as const satisfies Record<string, readonly StatName[]>;

/** [S6] The `count` highest stats, highest first; ties keep the spec's stat order. */
export function topStats(stats: Stats, count: number): { stat: StatName; value: number }[] {
  return STAT_NAMES.map((stat) => ({ stat, value: clampStat(stats[stat]) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, Math.max(0, count));
}
