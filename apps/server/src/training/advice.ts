// GET training-advice: the rules' advice from the ant's settled stats, needs and readiness.

import type { TrainingAdvice } from "@antbrawl/protocol/training";
import { trainingAdvice } from "@antbrawl/rules/training/advice";
import { sessionsToday } from "@antbrawl/rules/training/quick";
import { cleanSkillLevels, trainingBonuses } from "@antbrawl/rules/training/skills";
import type { Kysely } from "kysely";
import { antForUpdateOr404, currentVitals, presentStats } from "../colony";
import type { Database } from "../db/schema";
import { isTrainingNow, settleLockedAnt } from "./settle";

/** [TR8] Advice for one of the player's ants at `now` (404 for an ant that is not theirs). */
export async function adviceFor(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  now: Date,
): Promise<TrainingAdvice> {
  const row = await db
    .transaction()
    .execute(async (trx) => settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now));
  const vitals = currentVitals(row, now);
  const used = sessionsToday(row.training_sessions_today, row.training_day, now.getTime());
  const training = isTrainingNow(row, now);
  const advice = trainingAdvice({
    name: row.name,
    stats: presentStats(row.stats ?? {}),
    food: vitals.needs.food,
    rest: vitals.needs.rest,
    energy: vitals.energy,
    totalExperience: row.total_experience,
    isInBattle: row.is_in_battle,
    isTraining: training,
    sessionsToday: used,
    effectivenessBonus: trainingBonuses(cleanSkillLevels(row.skills)).effectiveness,
  });
  return {
    ant_id: row.id,
    ...advice,
    sessions_today: used,
    training_until: training ? (row.training_until?.toISOString() ?? null) : null,
  };
}
