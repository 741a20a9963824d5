// POST /ants/{antId}/treat?treatment_type=: charges the treatment through the ledger and applies it from a seed.
import { randomInt } from "node:crypto";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { diagnose } from "@antbrawl/rules/lab/conditions";
import {
  applyTreatment,
  inTreatment,
  isTreatmentType,
  MEDICAL_MESSAGES,
  recommendedTreatments,
  TREATMENTS,
  type TreatmentType,
  treatmentChargeEntries,
  treatmentDurationMs,
  unknownTreatmentMessage,
} from "@antbrawl/rules/lab/treatments";
import { createRng } from "@antbrawl/rules/random";
import {
  type AntRow,
  antForUpdateOr404,
  currentVitals,
  recordAntEvent,
  recordEvents,
  vitalsColumns,
  writeTreatedAnt,
} from "../../colony";
import type { UnitDeps } from "../../events/units";
import { ensureOpeningGrant, lockAccounts, postTransaction } from "../../ledger";
import { conflict, invalid } from "../../lib/domain-error";
import { isTrainingNow } from "../../training";
import { insertTreatment } from "./repository";

/** What a treatment did. */
export interface Treated {
  success: boolean;
  treatmentId: string;
  type: TreatmentType;
  endsAt: Date;
  ant: AntRow;
}

/**
 * Applies a treatment to a player's ant, all in one transaction so a refusal changes nothing: 400 for an unknown type;
 * 404 for an ant that is not theirs; 409 when the ant is in battle, training or already in treatment, when the
 * treatment is not recommended for its conditions (MD9) or the balance does not cover the cost (MD13). The ant row is
 * locked first, then the player's balance. The success roll (MD11) comes from a fresh seed stored with the treatment;
 * the cost is charged either way (player → house) and the ant is busy until the end (MD12). A success counts toward
 * treatments_applied and leaves a 'treated' memory for chat.
 */
export async function treatAnt(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  rawType: string,
  now: Date,
  minuteMs: number,
): Promise<Treated> {
  if (!isTreatmentType(rawType)) throw invalid(unknownTreatmentMessage(rawType));
  const type = rawType;
  const treatment = TREATMENTS[type];
  return events.transact(db, async ({ trx, raise }) => {
    const row = await antForUpdateOr404(trx, ownerId, antId);
    if (row.is_in_battle) throw conflict(COLONY_ERRORS.busyInBattle(row.name));
    if (isTrainingNow(row, now)) throw conflict(READINESS_MESSAGES.training);
    if (inTreatment(row.treatment_until?.getTime() ?? null, now.getTime()))
      throw conflict(MEDICAL_MESSAGES.inTreatment);
    const vitals = currentVitals(row, now);
    if (!recommendedTreatments(diagnose(vitals)).some((t) => t.type === type)) {
      throw conflict(MEDICAL_MESSAGES.notRecommended);
    }
    const treatmentId = crypto.randomUUID();
    if (treatment.costMilli > 0) {
      await ensureOpeningGrant(trx, ownerId, now);
      const balances = await lockAccounts(trx, [playerAccount(ownerId)]);
      if ((balances.get(playerAccount(ownerId)) ?? 0) < treatment.costMilli) {
        throw conflict(MEDICAL_MESSAGES.notEnoughBalance);
      }
      await postTransaction(trx, treatmentChargeEntries(ownerId, treatment.costMilli, treatmentId), now);
    }
    const seed = randomInt(0, 2 ** 32);
    const outcome = applyTreatment(createRng(seed), type, vitals);
    const endsAt = new Date(now.getTime() + treatmentDurationMs(type, minuteMs));
    const { needs_updated_at: _at, ...columns } = vitalsColumns(outcome.state, now);
    const ant = await writeTreatedAnt(trx, antId, columns, now, endsAt);
    await insertTreatment(trx, {
      id: treatmentId,
      owner_id: ownerId,
      ant_id: antId,
      treatment_type: type,
      seed,
      success: outcome.success,
      cost_milli: treatment.costMilli,
      started_at: now,
      ends_at: endsAt,
    });
    if (outcome.success) {
      await recordAntEvent(trx, antId, "care", "treated", now);
      await recordEvents(trx, ownerId, [{ kind: "treatment_applied" }], now);
    }
    await raise({ type: "ant.changed", userId: ownerId, antId });
    return { success: outcome.success, treatmentId, type, endsAt, ant };
  });
}
