// Stakes on behalf of others: a stored-copy opponent's owner risks money only up to the limit they opted in to.
import type { AwayStakes } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { fromMilli } from "@antbrawl/rules/economy/money";
import { parseStake } from "@antbrawl/rules/economy/stake";
import type { Db } from "../db/database";
import { invalid } from "../lib/domain-error";
import { findAwayStakeConsent, saveAwayStakeConsent } from "./away-stakes-repository";

/** The player's setting as the API shows it: off with a 0 limit until they set one. */
export async function readAwayStakes(db: Db, userId: string): Promise<AwayStakes> {
  const consent = await findAwayStakeConsent(db, userId);
  return { enabled: consent?.enabled ?? false, max_stake: fromMilli(consent?.maxStakeMilli ?? 0) };
}

/**
 * Stores the setting: the limit is a stake (0 to 100 in steps of 0.1) and above 0 when enabled; 400 otherwise.
 * Answers the stored setting.
 */
export async function updateAwayStakes(db: Db, userId: string, body: AwayStakes, at: Date): Promise<AwayStakes> {
  const limit = parseStake(body.max_stake);
  if (!limit.ok || (body.enabled && limit.milli === 0)) throw invalid(BATTLE_ERRORS.badAwayStake);
  await saveAwayStakeConsent(db, userId, { enabled: body.enabled, maxStakeMilli: limit.milli }, at);
  return { enabled: body.enabled, max_stake: fromMilli(limit.milli) };
}

/** True when the owner agreed, while away, to stakes of this size (milli) on their ants. */
export async function consentsToAwayStake(db: Db, ownerId: string, stakeMilli: number): Promise<boolean> {
  const consent = await findAwayStakeConsent(db, ownerId);
  return consent?.enabled === true && stakeMilli <= consent.maxStakeMilli;
}
