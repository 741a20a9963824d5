// The skill tree on the server: points from experience, one level at a time, auto-allocation by style, paid reset.

import { type SkillsAnswer, TRAINING_ERRORS } from "@antbrawl/protocol/training";
import { primaryStyle } from "@antbrawl/rules/colony/style";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { formatAmount, fromMilli } from "@antbrawl/rules/economy/money";
import {
  autoAllocate,
  canRaise,
  canReset,
  cleanSkillLevels,
  pointsAvailable,
  pointsSpent,
  raiseSkill,
  SKILL_MESSAGES,
  SKILL_RESET_COST_MILLI,
  SKILLS_BY_ID,
  skillResetTransaction,
} from "@antbrawl/rules/training/skills";
import type { Kysely } from "kysely";
import type { AntRow } from "../colony";
import { antForUpdateOr404, writeAntTraining } from "../colony";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { UnitDeps } from "../events/units";
import { ensureOpeningGrant, lockAccounts, postTransaction } from "../ledger";
import { conflict, notFound } from "../lib/domain-error";
import { settleLockedAnt } from "./settle";

function answerOf(row: AntRow, extra: Partial<SkillsAnswer> = {}): SkillsAnswer {
  const levels = cleanSkillLevels(row.skills);
  return {
    ant_id: row.id,
    levels,
    points_available: pointsAvailable(row.total_experience, levels),
    points_spent: pointsSpent(levels),
    primary_style: primaryStyle(row.stats ?? {}),
    reset_cost: fromMilli(SKILL_RESET_COST_MILLI),
    ...extra,
  };
}

async function withLockedAnt<T>(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  now: Date,
  change: (row: AntRow, trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .execute(async (trx) => change(await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now), trx));
}

/** Changes the locked, settled ant in one unit of work that tells the player's tabs the ant changed. */
async function changeLockedAnt<T>(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  now: Date,
  change: (row: AntRow, trx: Db) => Promise<T>,
): Promise<T> {
  return events.transact(db, async ({ trx, raise }) => {
    const result = await change(await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now), trx);
    await raise({ type: "ant.changed", userId: ownerId, antId });
    return result;
  });
}

/** [TR21] The ant's skill levels and points (404 for an ant that is not the player's). */
export async function readSkills(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  now: Date,
): Promise<SkillsAnswer> {
  return withLockedAnt(db, ownerId, antId, now, async (row) => answerOf(row));
}

/** [TR22] Raises one skill by one level: 404 for an unknown skill, 409 with the rule's text when it cannot go up. */
export async function raiseOneSkill(
  deps: UnitDeps,
  ownerId: string,
  antId: string,
  skillId: string,
  now: Date,
): Promise<SkillsAnswer> {
  if (!SKILLS_BY_ID.has(skillId)) throw notFound(SKILL_MESSAGES.unknown(skillId));
  return changeLockedAnt(deps, ownerId, antId, now, async (row, trx) => {
    const levels = cleanSkillLevels(row.skills);
    const check = canRaise(skillId, levels, row.total_experience);
    if (!check.ok) throw conflict(check.reason);
    const next = raiseSkill(levels, skillId);
    const written = await writeAntTraining(trx, antId, { skills: JSON.stringify(next) }, now);
    return answerOf(written, { message: `${check.rule.name} is now level ${next[skillId]}` });
  });
}

/** [TR25] Spends every point it can the way the ant's primary style (G5) prefers; 409 when nothing can be raised. */
export async function autoAllocateSkills(
  deps: UnitDeps,
  ownerId: string,
  antId: string,
  now: Date,
): Promise<SkillsAnswer> {
  return changeLockedAnt(deps, ownerId, antId, now, async (row, trx) => {
    const levels = cleanSkillLevels(row.skills);
    const result = autoAllocate(levels, row.total_experience, primaryStyle(row.stats ?? {}));
    if (result.raised.length === 0) throw conflict(SKILL_MESSAGES.nothingToAllocate);
    const written = await writeAntTraining(trx, antId, { skills: JSON.stringify(result.levels) }, now);
    return answerOf(written, {
      raised: result.raised,
      message: `Spent ${pointsSpent(result.levels) - pointsSpent(levels)} points on ${result.raised.length} skill levels`,
    });
  });
}

/**
 * [TR26] Resets every skill for SKILL_RESET_COST_MILLI paid to the house through the ledger: 409 when there is nothing
 * to reset or the balance is short (nothing changes). Lock order: ant, then the player's ledger account.
 */
export async function resetSkills(deps: UnitDeps, ownerId: string, antId: string, now: Date): Promise<SkillsAnswer> {
  return changeLockedAnt(deps, ownerId, antId, now, async (row, trx) => {
    if (!canReset(cleanSkillLevels(row.skills))) throw conflict(SKILL_MESSAGES.nothingToReset);
    await ensureOpeningGrant(trx, ownerId, now);
    const balances = await lockAccounts(trx, [playerAccount(ownerId)]);
    if ((balances.get(playerAccount(ownerId)) ?? 0) < SKILL_RESET_COST_MILLI) {
      throw conflict(TRAINING_ERRORS.resetFunds(formatAmount(SKILL_RESET_COST_MILLI)));
    }
    await postTransaction(trx, skillResetTransaction(ownerId, `${antId}:${crypto.randomUUID()}`), now);
    const written = await writeAntTraining(trx, antId, { skills: JSON.stringify({}) }, now);
    return answerOf(written, { message: `Skills reset for ${formatAmount(SKILL_RESET_COST_MILLI)}` });
  });
}
