// The weekly schedule: saved per ant, applied day by day as days pass (settle.ts), with its history of days.

import type { ScheduleAnswer } from "@antbrawl/protocol/training";
import { MS_PER_DAY, utcDayNumber } from "@antbrawl/rules/achievements/events";
import { emptyPlan, type SchedulePlan, validatePlan } from "@antbrawl/rules/training/schedule";
import type { Kysely } from "kysely";
import { antForUpdateOr404 } from "../colony";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { UnitDeps } from "../events/units";
import { invalid } from "../lib/domain-error";
import { findSchedule, listScheduleDays, upsertSchedule } from "./repository";
import { settleLockedAnt } from "./settle";

/** [TR13] History days an answer shows. */
const SCHEDULE_HISTORY_SHOWN = 28;

function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

async function answer(trx: Db, antId: string, message?: string): Promise<ScheduleAnswer> {
  const saved = await findSchedule(trx, antId);
  const checked = saved ? validatePlan(saved.plan) : null;
  const days = await listScheduleDays(trx, antId, SCHEDULE_HISTORY_SHOWN);
  return {
    ant_id: antId,
    plan: checked?.ok ? checked.plan : emptyPlan(),
    saved: Boolean(saved),
    history: days.map((d) => ({
      date: dateOf(d.day),
      weekday: new Date(d.day * MS_PER_DAY).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" }),
      activity: d.activity,
      status: d.status,
      energy: d.energy,
      gains: d.gains ?? {},
      reason: d.reason,
    })),
    ...(message ? { message } : {}),
  };
}

/** [TR13] The ant's plan and history after applying the days that passed (404 for an ant that is not the player's). */
export async function readSchedule(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  now: Date,
): Promise<ScheduleAnswer> {
  return db.transaction().execute(async (trx) => {
    await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now);
    return answer(trx, antId);
  });
}

/**
 * [TR10][TR12] Saves a plan (400 naming the first bad day; nothing changes). Days already passed are applied with the
 * plan they had first; the new plan counts from today on.
 */
export async function saveSchedule(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  raw: unknown,
  now: Date,
): Promise<ScheduleAnswer> {
  const checked = validatePlan(raw);
  if (!checked.ok) throw invalid(checked.detail);
  const plan: SchedulePlan = checked.plan;
  return events.transact(db, async ({ trx, raise }) => {
    const row = await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now);
    await upsertSchedule(trx, antId, plan, utcDayNumber(now.getTime()), now);
    const saved = await answer(trx, antId, `Schedule saved for ${row.name}`);
    await raise({ type: "ant.changed", userId: ownerId, antId });
    return saved;
  });
}
