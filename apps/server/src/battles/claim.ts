// Sending a player's ant into a battle: the atomic claim, and the readable reason when it cannot go.
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { READINESS_MESSAGES, type ReadinessKind } from "@antbrawl/rules/battle/readiness";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { type AntRow, claimAnt, currentVitals, findAnt } from "../colony";
import type { Db } from "../db/database";
import { conflict, notFound } from "../lib/domain-error";
import { settleOwnedAnt } from "../training";
import { readinessOf } from "./fighter";

/**
 * Marks the player's ant as in battle with one atomic UPDATE (of parallel claims exactly one succeeds), then checks
 * health and energy at `now` against the bar of `kind`. 404 for an ant that is not the player's; 409 with the
 * readiness message otherwise (the caller's transaction rolls the claim back).
 */
export async function claimReadyAnt(
  trx: Db,
  ownerId: string,
  antId: string,
  kind: ReadinessKind,
  now: Date,
): Promise<{ row: AntRow; vitals: AntVitals }> {
  await settleOwnedAnt(trx, ownerId, antId, now);
  const row = await claimAnt(trx, ownerId, antId, now);
  if (!row) {
    const ant = await findAnt(trx, ownerId, antId);
    if (!ant) throw notFound(COLONY_ERRORS.antNotFound);
    throw conflict(ant.is_training && !ant.is_in_battle ? READINESS_MESSAGES.training : READINESS_MESSAGES.inBattle);
  }
  const vitals = currentVitals(row, now);
  const readiness = readinessOf({ ...row, is_in_battle: false }, vitals, kind, now);
  if (!readiness.ready) throw conflict(readiness.message);
  return { row, vitals };
}
