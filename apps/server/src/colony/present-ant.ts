// Turns a stored ant into the API's Ant as of a moment: current needs with status words, condition, level.
import type { Ant, NeedsShape } from "@antbrawl/protocol/ants";
import { NEED_MAX, NEED_NAMES, STAT_NAMES, type Stats } from "@antbrawl/rules/ant";
import { overallCondition } from "@antbrawl/rules/colony/condition";
import { levelFor } from "@antbrawl/rules/colony/level";
import { needStatus } from "@antbrawl/rules/colony/needs";
import { clampStat } from "@antbrawl/rules/colony/stats";
import { primaryStyle } from "@antbrawl/rules/colony/style";
import { isTrainingAt, sessionsToday } from "@antbrawl/rules/training/quick";
import { currentVitals } from "./ant-state";
import type { AntRow } from "./ants-repository";

/** Down to two decimals: a shown value never crosses a threshold (5, 8, 20 …) the stored value has not crossed. */
export function floor2(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/** Rounded to two decimals, for health, energy and mood. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The 20 stats of a row, each clamped to 1..20 (a missing one reads 1). */
export function presentStats(raw: Partial<Stats>): Stats {
  const stats = {} as Stats;
  for (const name of STAT_NAMES) stats[name] = clampStat(raw[name] ?? Number.NaN);
  return stats;
}

/** A bred ant's two parents by id and by the name they had at its birth (rule AR3); null for a founder. */
function parentsOf(row: AntRow): Ant["parents"] {
  const [p1, p2] = row.lineage?.parents ?? [];
  if (!row.parent1_id || !row.parent2_id) return null;
  return {
    parent1_id: row.parent1_id,
    parent1_name: p1?.name ?? "Unknown",
    parent2_id: row.parent2_id,
    parent2_name: p2?.name ?? "Unknown",
  };
}

/** The API shape of an ant at `now`: time since its last write is applied to needs, mood, health and energy. */
export function presentAnt(row: AntRow, now: Date): Ant {
  const vitals = currentVitals(row, now);
  const needs = {} as NeedsShape;
  for (const name of NEED_NAMES) {
    const current = floor2(vitals.needs[name]);
    needs[name] = { current, max: NEED_MAX, status: needStatus(current) };
  }
  const condition = overallCondition(vitals.needs);
  return {
    id: row.id,
    owner_id: row.owner_id,
    name: row.name,
    appearance: { color: row.color, pattern: row.pattern, size: row.size, battle_scars: row.battle_scars ?? [] },
    stats: presentStats(row.stats),
    needs,
    condition: { level: condition.level, message: condition.message },
    total_experience: row.total_experience,
    level: levelFor(row.total_experience),
    current_health: round2(vitals.health),
    energy: round2(vitals.energy),
    personality: { mood: round2(vitals.mood), last_interaction: row.last_interaction?.toISOString() ?? null },
    battle_history: {
      wins: row.wins,
      losses: row.losses,
      elo_rating: row.elo_rating,
      win_streak: row.win_streak,
    },
    is_in_battle: row.is_in_battle,
    is_training: isTrainingAt(row.is_training, row.training_until?.getTime() ?? null, now.getTime()),
    stats_edited: row.stats_edited,
    training_sessions_today: sessionsToday(row.training_sessions_today, row.training_day, now.getTime()),
    generation: row.generation,
    primary_style: primaryStyle(row.stats ?? {}),
    birth_date: row.birth_date.toISOString(),
    traits: {
      genetic: row.traits?.genetic ?? [],
      personality: row.traits?.personality ?? [],
    },
    parents: parentsOf(row),
    treatment_until:
      row.treatment_until && row.treatment_until.getTime() > now.getTime() ? row.treatment_until.toISOString() : null,
    training_until:
      row.training_until && row.training_until.getTime() > now.getTime() ? row.training_until.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
