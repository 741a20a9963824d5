// Quick training: readiness, level and daily limit checked on the locked ant, then one seeded session written at once.
import { randomInt } from "node:crypto";
import { TRAINING_ERRORS } from "@antbrawl/protocol/training";
import { utcDayNumber } from "@antbrawl/rules/achievements/events";
import type { Stats } from "@antbrawl/rules/ant";
import { levelFor } from "@antbrawl/rules/colony/level";
import { inTreatment } from "@antbrawl/rules/lab/treatments";
import { createRng } from "@antbrawl/rules/random";
import {
  isTrainingType,
  quickTraining,
  sessionsToday,
  TRAINING_TYPE_RULES,
  tierFactor,
  trainingEffectiveness,
  trainingReadiness,
} from "@antbrawl/rules/training/quick";
import { mergeGains } from "@antbrawl/rules/training/settle";
import { cleanSkillLevels, trainingBonuses } from "@antbrawl/rules/training/skills";
import type { AntRow } from "../colony";
import { antForUpdateOr404, currentVitals, presentStats, recordAntEvent, writeAntTraining } from "../colony";
import type { UnitDeps } from "../events/units";
import { conflict, invalid } from "../lib/domain-error";
import { statColumns } from "./repository";
import { isTrainingNow, settleLockedAnt } from "./settle";

/** What a session did, for the Training result. */
export interface QuickTrainingDone {
  row: AntRow;
  message: string;
  experience: number;
  energy: number;
  gains: Partial<Stats>;
  effectiveness: number;
  sessionsToday: number;
}

/** The training type from the query (400 naming the problem when absent or unknown). */
function trainingTypeOrThrow(raw: unknown) {
  if (raw === undefined || raw === "") throw invalid(TRAINING_ERRORS.missingType);
  if (!isTrainingType(raw)) throw invalid(TRAINING_ERRORS.unknownType(String(raw)));
  return raw;
}

/**
 * [TR1]–[TR7] One quick-training session. The ant row is locked and settled; readiness (in battle, training, energy
 * 20+, fewer than 5 sessions today) and the type's level are checked (409 with the rule's text); then energy, experience
 * and seeded stat gains are written, the session count of today's UTC day goes up, the ant is training for
 * `durationMs`, and the trainings_completed achievement moves, all in one transaction.
 */
export async function quickTrain(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  rawType: unknown,
  now: Date,
  durationMs: number,
): Promise<QuickTrainingDone> {
  const type = trainingTypeOrThrow(rawType);
  return events.transact(db, async ({ trx, raise }) => {
    const row = await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now);
    const vitals = currentVitals(row, now);
    const today = utcDayNumber(now.getTime());
    const used = sessionsToday(row.training_sessions_today, row.training_day, now.getTime());
    const readiness = trainingReadiness({
      isInBattle: row.is_in_battle,
      isTraining: isTrainingNow(row, now),
      inTreatment: inTreatment(row.treatment_until?.getTime() ?? null, now.getTime()),
      energy: vitals.energy,
      sessionsToday: used,
    });
    if (!readiness.ready) throw conflict(readiness.reason);
    const skills = trainingBonuses(cleanSkillLevels(row.skills));
    const stats = presentStats(row.stats ?? {});
    const effectiveness = trainingEffectiveness(
      { happiness: stats.happiness, focus: stats.focus, food: vitals.needs.food, rest: vitals.needs.rest },
      skills.effectiveness * tierFactor(type, row.total_experience),
    );
    const outcome = quickTraining(
      type,
      stats,
      vitals.energy,
      effectiveness,
      createRng(randomInt(0, 2 ** 32)),
      skills.experience,
    );
    const levelBefore = levelFor(row.total_experience);
    const written = await writeAntTraining(
      trx,
      antId,
      {
        ...statColumns(outcome.stats, mergeGains(row.stat_gains ?? {}, outcome.gains)),
        total_experience: row.total_experience + outcome.experience,
        is_training: true,
        training_until: new Date(now.getTime() + durationMs),
        training_sessions_today: used + 1,
        training_day: today,
        last_trained_day: today,
      },
      now,
      { ...vitals, energy: vitals.energy - outcome.energy },
    );
    await recordAntEvent(trx, antId, "training", "trained", now);
    const levelAfter = levelFor(written.total_experience);
    await raise({ type: "ant.changed", userId: ownerId, antId });
    await raise({
      type: "player.progressed",
      userId: ownerId,
      progress: [
        { kind: "training_completed" },
        ...(levelAfter > levelBefore ? [{ kind: "level_reached" as const, level: levelAfter }] : []),
      ],
      at: now,
      announce: true,
    });
    const label = TRAINING_TYPE_RULES[type].label;
    return {
      row: written,
      message: `${written.name} completed ${label} training: +${outcome.experience} XP`,
      experience: outcome.experience,
      energy: outcome.energy,
      gains: outcome.gains,
      effectiveness: Math.round(effectiveness * 100) / 100,
      sessionsToday: used + 1,
    };
  });
}
