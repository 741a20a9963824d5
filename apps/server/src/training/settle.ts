// Lazily brings an ant's training up to date: a finished session ends, passed days apply their schedule and decay.

import { utcDayNumber } from "@antbrawl/rules/achievements/events";
import type { Stats } from "@antbrawl/rules/ant";
import { isTrainingAt } from "@antbrawl/rules/training/quick";
import { validatePlan } from "@antbrawl/rules/training/schedule";
import { type ScheduleDay, settleDays, type TrainingState } from "@antbrawl/rules/training/settle";
import type { Kysely } from "kysely";
import { type AntRow, currentVitals, getAntForUpdate, lockAnt, presentStats, writeAntTraining } from "../colony";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { antsDueForSettling, findSchedule, insertScheduleDays, statColumns } from "./repository";

/** The training state stored on a row, with energy as of `now`. */
function trainingStateOf(row: AntRow, now: Date): TrainingState {
  return {
    stats: presentStats(row.stats ?? {}),
    gains: { ...(row.stat_gains ?? {}) },
    energy: currentVitals(row, now).energy,
    lastTrainedDay: row.last_trained_day,
    settledDay: row.settled_day,
  };
}

/** Whether the row's session is still running at `now` (TR6). */
export function isTrainingNow(row: AntRow, now: Date): boolean {
  return isTrainingAt(row.is_training, row.training_until?.getTime() ?? null, now.getTime());
}

/** Whether the row has anything to settle at `now`: a session that ended, or a finished day not yet applied. */
export function settlementDue(row: AntRow, now: Date): boolean {
  const today = utcDayNumber(now.getTime());
  return (row.is_training && !isTrainingNow(row, now)) || row.settled_day === null || row.settled_day < today - 1;
}

/**
 * [TR6][TR12][TR13][TR30] Settles an ant the caller has locked: ends a finished session, applies every passed day's
 * schedule and decay (TR settleDays), records the scheduled days and writes the row when anything changed. Answers the
 * current row.
 */
export async function settleLockedAnt(trx: Db, row: AntRow, now: Date): Promise<AntRow> {
  if (!settlementDue(row, now)) return row;
  const today = utcDayNumber(now.getTime());
  const sessionEnded = row.is_training && !isTrainingNow(row, now);
  const dayDue = row.settled_day === null || row.settled_day < today - 1;
  let days: ScheduleDay[] = [];
  let state: TrainingState | null = null;
  if (dayDue) {
    const saved = await findSchedule(trx, row.id);
    const checked = saved ? validatePlan(saved.plan) : null;
    const schedule = saved && checked?.ok ? { plan: checked.plan, fromDay: saved.from_day } : null;
    ({ state, days } = settleDays(trainingStateOf(row, now), schedule, today));
  }
  const vitals = state && days.length > 0 ? { ...currentVitals(row, now), energy: state.energy } : undefined;
  const updated = await writeAntTraining(
    trx,
    row.id,
    {
      ...(sessionEnded ? { is_training: false } : {}),
      ...(state
        ? {
            ...statColumns(state.stats as Stats, state.gains),
            last_trained_day: state.lastTrainedDay,
            settled_day: state.settledDay,
          }
        : {}),
    },
    now,
    vitals,
  );
  await insertScheduleDays(trx, row.id, days);
  return updated;
}

/** Locks a player's ant and settles it; undefined when it is not theirs (the caller answers 404). */
export async function settleOwnedAnt(trx: Db, ownerId: string, antId: string, now: Date): Promise<AntRow | undefined> {
  const row = await getAntForUpdate(trx, ownerId, antId);
  return row ? settleLockedAnt(trx, row, now) : undefined;
}

/** Locks any ant by id and settles it (battles between players); undefined when it does not exist. */
export async function lockSettledAnt(trx: Db, antId: string, now: Date): Promise<AntRow | undefined> {
  const row = await lockAnt(trx, antId);
  return row ? settleLockedAnt(trx, row, now) : undefined;
}

/** Settles every ant of a player that is due (one cheap query when none is), each in its own transaction. */
export async function settleColony(db: Kysely<Database>, ownerId: string, now: Date): Promise<void> {
  const today = utcDayNumber(now.getTime());
  const due = await antsDueForSettling(db, ownerId, today - 1, now);
  for (const antId of due) {
    await db.transaction().execute((trx) => settleOwnedAnt(trx, ownerId, antId, now));
  }
}
