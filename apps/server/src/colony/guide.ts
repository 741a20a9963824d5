// The first-hour guide's state from the player's metrics and marks, and the marks themselves (FH1–FH3).
import type { GuideAnswer } from "@antbrawl/protocol/guide";
import { type GuideStepId, guideState, isGuideStepId } from "@antbrawl/rules/colony/guide";
import type { Db } from "../db/database";
import { metricValues } from "./achievements-repository";

const SKIPPED = "skipped";

async function marksOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("player_guide_marks").select("mark").where("user_id", "=", userId).execute();
  return rows.map((row) => row.mark);
}

/** [FH1][FH2] The player's guide: each step, done or not, and whether it shows. */
export async function guideOf(db: Db, userId: string): Promise<GuideAnswer> {
  const [metrics, marks] = await Promise.all([metricValues(db, userId), marksOf(db, userId)]);
  const skipped = marks.includes(SKIPPED);
  const visited = marks.filter(isGuideStepId);
  return { ...guideState({ metrics, visited, skipped }), skipped };
}

/** [FH3] Leaves a mark once (a repeat or a parallel one changes nothing), then answers the guide as it now is. */
async function mark(db: Db, userId: string, value: GuideStepId | typeof SKIPPED, now: Date): Promise<GuideAnswer> {
  await db
    .insertInto("player_guide_marks")
    .values({ user_id: userId, mark: value, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "mark"]).doNothing())
    .execute();
  return guideOf(db, userId);
}

/** [FH3] A step opened from the guide ('Show me'). */
export const markGuideVisit = (db: Db, userId: string, step: GuideStepId, now: Date) => mark(db, userId, step, now);

/** [FH3] The player skipped the guide: it stays hidden on every device. */
export const skipGuide = (db: Db, userId: string, now: Date) => mark(db, userId, SKIPPED, now);
