// An ant as it enters a battle: the engine's Fighter, built from a stored ant and its vitals at that moment.
import { STAT_NAMES, type Stats } from "@antbrawl/rules/ant";
import { battleReadiness, type Readiness, type ReadinessKind } from "@antbrawl/rules/battle/readiness";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { levelFor } from "@antbrawl/rules/colony/level";
import { clampStat } from "@antbrawl/rules/colony/stats";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { inTreatment } from "@antbrawl/rules/lab/treatments";
import { isTrainingAt } from "@antbrawl/rules/training/quick";
import type { AntRow } from "../colony";

/** How an ant looks in a battle (the participant's appearance). */
export interface BattleAppearance {
  color: string;
  pattern: string;
  size: number;
  battle_scars: string[];
}

/** The ant's 20 stats, each clamped to 1–20 (a missing one counts as the minimum). */
function statsOf(row: AntRow): Stats {
  const stats = {} as Stats;
  for (const name of STAT_NAMES) stats[name] = clampStat(row.stats?.[name] ?? Number.NaN);
  return stats;
}

/**
 * The engine's view of an ant: stats, current health and energy, needs, mood and level, and the bonuses of its
 * equipped, unbroken items (rule EQ5; the engine adds them under B1). Bonuses are left out of the snapshot when none.
 */
export function fighterFromAnt(row: AntRow, vitals: AntVitals, equipmentBonuses: Partial<Stats> = {}): Fighter {
  const fighter: Fighter = {
    antId: row.id,
    userId: row.owner_id,
    name: row.name,
    stats: statsOf(row),
    health: vitals.health,
    energy: vitals.energy,
    needs: { ...vitals.needs },
    mood: vitals.mood,
    level: levelFor(row.total_experience),
  };
  if (Object.keys(equipmentBonuses).length > 0) fighter.equipmentBonuses = { ...equipmentBonuses };
  return fighter;
}

/** The ant's appearance as a battle shows it. */
export function appearanceOf(row: AntRow): BattleAppearance {
  return { color: row.color, pattern: row.pattern, size: row.size, battle_scars: row.battle_scars ?? [] };
}

/** True while the ant is in the Medical Center at `now` (rule MD12). */
export function inTreatmentAt(row: AntRow, now: Date | undefined): boolean {
  return now !== undefined && inTreatment(row.treatment_until?.getTime() ?? null, now.getTime());
}

/** True while the ant's training session runs: with `now`, a session past its end no longer counts (rule TR6). */
function trainingAt(row: AntRow, now: Date | undefined): boolean {
  if (now === undefined) return row.is_training;
  return isTrainingAt(row.is_training, row.training_until?.getTime() ?? null, now.getTime());
}

/**
 * Whether an ant with these vitals may fight, against the server (50/30) or self (30/20) bar; with `now`, an ant in
 * treatment is refused too ('Currently in treatment'), and a training session that has ended (but is not settled
 * yet, as an opponent's is until its owner comes back) does not keep the ant out.
 */
export function readinessOf(row: AntRow, vitals: AntVitals, kind: ReadinessKind, now?: Date): Readiness {
  return battleReadiness(
    {
      health: vitals.health,
      energy: vitals.energy,
      isInBattle: row.is_in_battle,
      isTraining: trainingAt(row, now),
      isInTreatment: inTreatmentAt(row, now),
    },
    kind,
  );
}
