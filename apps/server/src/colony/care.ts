// Care actions on an ant: time and care applied with the pure rules to a locked row, then events and achievements.
import { type AchievementEvent, utcDayNumber } from "@antbrawl/rules/achievements/events";
import { NEED_MAX } from "@antbrawl/rules/ant";
import {
  applyCare,
  type CareAction,
  canCare,
  careCounts,
  careRule,
  parseCareAmount,
} from "@antbrawl/rules/colony/care";
import { overallCondition } from "@antbrawl/rules/colony/condition";
import { displayNeed, NEED_LABELS } from "@antbrawl/rules/colony/needs";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { conflict, invalid } from "../lib/domain-error";
import { recordEvents } from "./achievements";
import { claimGoodCareDay } from "./achievements-repository";
import { recordAntEvent } from "./ant-events-repository";
import { currentVitals } from "./ant-state";
import { antForUpdateOr404 } from "./ants";
import { type AntRow, writeVitals } from "./ants-repository";

/** What the ant remembers after each care action (the chat engine's event words). */
export const CARE_EVENT_WORDS: Record<CareAction, string> = {
  feed: "fed",
  water: "watered",
  rest: "rested",
  exercise: "exercised",
  clean: "cleaned",
};

const CARE_VERBS: Record<CareAction, (name: string, amount: number) => string> = {
  feed: (name) => `Fed ${name}`,
  water: (name) => `Gave water to ${name}`,
  rest: (name, hours) => `${name} rested for ${hours}h`,
  exercise: (name) => `${name} exercised`,
  clean: (name) => `Cleaned ${name}`,
};

/** The success message, e.g. "Fed Brave Mandible: Food is now 20/20". */
export function careMessage(action: CareAction, name: string, amount: number, needValue: number): string {
  const need = NEED_LABELS[careRule(action).need];
  return `${CARE_VERBS[action](name, amount)}: ${need} is now ${displayNeed(needValue)}/${NEED_MAX}`;
}

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
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  action: CareAction,
  amount: number,
  now: Date,
): Promise<{ row: AntRow; message: string; unlocked: string[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await antForUpdateOr404(trx, ownerId, antId);
    const vitals = currentVitals(before, now);
    const allowed = canCare(vitals.needs, action);
    if (!allowed.allowed) throw conflict(allowed.reason);
    const after = applyCare(vitals, action, amount);
    const row = await writeVitals(trx, antId, after, now);
    await recordAntEvent(trx, antId, "care", CARE_EVENT_WORDS[action], now);
    const need = careRule(action).need;
    const events: AchievementEvent[] = careCounts(vitals.needs[need], after.needs[need])
      ? [{ kind: "care_given", action }]
      : [];
    if (
      overallCondition(after.needs).level === "excellent" &&
      (await claimGoodCareDay(trx, ownerId, utcDayNumber(now.getTime())))
    ) {
      events.push({ kind: "good_care_day" });
    }
    const unlocked = await recordEvents(trx, ownerId, events, now);
    return { row, message: careMessage(action, row.name, amount, after.needs[careRule(action).need]), unlocked };
  });
}
