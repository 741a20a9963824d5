// Care actions on an ant: time and care applied with the pure rules to a locked row, then events and achievements.

import type { CareResult } from "@antbrawl/protocol/ants";
import { type AchievementEvent, utcDayNumber } from "@antbrawl/rules/achievements/events";
import { NEED_MAX } from "@antbrawl/rules/ant";
import {
  applyCare,
  type CareAction,
  canCare,
  careCounts,
  careResultText,
  careRule,
  parseCareAmount,
} from "@antbrawl/rules/colony/care";
import { overallCondition } from "@antbrawl/rules/colony/condition";
import type { UnitDeps } from "../events/units";
import { conflict, invalid } from "../lib/domain-error";
import { claimGoodCareDay } from "./achievements-repository";
import { recordAntEvent } from "./ant-events-repository";
import { currentVitals } from "./ant-state";
import { antForUpdateOr404 } from "./ants";
import { type AntRow, writeVitals } from "./ants-repository";
import { floor2 } from "./present-ant";

/** What the ant remembers after each care action (the chat engine's event words). */
const CARE_EVENT_WORDS: Record<CareAction, string> = {
  feed: "fed",
  water: "watered",
  rest: "rested",
  exercise: "exercised",
  clean: "cleaned",
};

/** The amount of a care action from its query value: the default when absent, else a whole number in range (400). */
export function careAmountOrThrow(action: CareAction, raw: unknown): number {
  const parsed = parseCareAmount(action, raw);
  if (!parsed.ok) throw invalid(parsed.detail);
  return parsed.amount;
}

/**
 * Gives one care action atomically: the ant row is locked, advanced to `now`, refused (409) when the need is already
 * full, cared for and written back; the event, care achievements and a possible good-care day are recorded in the
 * same transaction. A good-care day is earned once per UTC day per player when care leaves an ant in excellent
 * condition.
 */
export async function careForAnt(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  action: CareAction,
  amount: number,
  now: Date,
): Promise<{ row: AntRow; care: CareResult; message: string }> {
  return events.transact(db, async ({ trx, raise }) => {
    const before = await antForUpdateOr404(trx, ownerId, antId);
    const vitals = currentVitals(before, now);
    const allowed = canCare(vitals.needs, action);
    if (!allowed.allowed) throw conflict(allowed.reason);
    const after = applyCare(vitals, action, amount);
    const row = await writeVitals(trx, before, after, now);
    await recordAntEvent(trx, antId, "care", CARE_EVENT_WORDS[action], now);
    const { need } = careRule(action);
    const progress: AchievementEvent[] = careCounts(vitals.needs[need], after.needs[need])
      ? [{ kind: "care_given", action }]
      : [];
    if (
      overallCondition(after.needs).level === "excellent" &&
      (await claimGoodCareDay(trx, ownerId, utcDayNumber(now.getTime())))
    ) {
      progress.push({ kind: "good_care_day" });
    }
    await raise({ type: "ant.changed", userId: ownerId, antId });
    await raise({ type: "player.progressed", userId: ownerId, progress, at: now, announce: true });
    const value = floor2(after.needs[need]);
    const care: CareResult = { action, need, amount, value, max: NEED_MAX };
    return { row, care, message: careResultText(action, row.name, amount, after.needs[need]) };
  });
}
