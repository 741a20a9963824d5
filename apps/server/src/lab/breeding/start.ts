// POST /users/{userId}/breeding/start: checks the pair as the Breeding Lab does, then stores an incubating clutch.
import { randomInt } from "node:crypto";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { BREEDING_ERRORS, type StartBreedingBody } from "@antbrawl/protocol/lab-breeding";
import { levelFor } from "@antbrawl/rules/colony/level";
import {
  alreadyBreedingMessage,
  BREEDING_FEE,
  BREEDING_MESSAGES,
  type BreedingCandidate,
  checkBreedingPair,
} from "@antbrawl/rules/lab/eligibility";
import { childGeneration, clutchSize, expectedGeneticTraits } from "@antbrawl/rules/lab/genetics";
import { FOUNDER_LINEAGE } from "@antbrawl/rules/lab/pedigree";
import { inTreatment } from "@antbrawl/rules/lab/treatments";
import type { Kysely } from "kysely";
import { type AntRow, currentVitals, getAntForUpdate, presentStats } from "../../colony";
import type { Database } from "../../db/schema";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { type BreedingRow, incubatingWith, insertBreeding } from "./repository";
import type { ParentSnapshot } from "./tables";

function snapshot(row: AntRow): ParentSnapshot {
  return {
    id: row.id,
    name: row.name,
    stats: presentStats(row.stats ?? {}),
    generation: row.generation,
    color: row.color,
    traits: { genetic: row.traits?.genetic ?? [], personality: row.traits?.personality ?? [] },
    lineage: row.lineage ?? FOUNDER_LINEAGE,
  };
}

function candidate(row: AntRow, now: Date): BreedingCandidate {
  const vitals = currentVitals(row, now);
  return {
    id: row.id,
    name: row.name,
    health: vitals.health,
    energy: vitals.energy,
    level: levelFor(row.total_experience),
  };
}

/**
 * Starts a breeding of two of the player's ants. 400: a fee other than 0, a missing parent, the same ant twice; 404:
 * an ant that is not the player's; 409: a parent in battle or treatment, the rule GN1 health, energy and level checks,
 * or a parent already in an incubating operation (GN10). Both ants are locked in id order first, so parallel starts
 * sharing an ant store one operation. The clutch size is drawn from the new seed (GN3) and shown while incubating.
 */
export async function startBreeding(
  db: Kysely<Database>,
  ownerId: string,
  body: StartBreedingBody,
  now: Date,
  incubationMs: number,
): Promise<BreedingRow> {
  if (body.breeding_fee !== BREEDING_FEE) throw invalid(BREEDING_MESSAGES.feeNotZero);
  const ids = [body.parent1_id.trim(), body.parent2_id.trim()] as const;
  if (!ids[0] || !ids[1]) throw invalid(BREEDING_MESSAGES.selectBoth);
  if (ids[0] === ids[1]) throw invalid(BREEDING_MESSAGES.sameAnt);
  return db.transaction().execute(async (trx) => {
    const rows = new Map<string, AntRow>();
    for (const id of [...ids].sort()) {
      const row = await getAntForUpdate(trx, ownerId, id);
      if (!row) throw notFound(COLONY_ERRORS.antNotFound);
      rows.set(id, row);
    }
    const [p1, p2] = ids.map((id) => rows.get(id) as AntRow) as [AntRow, AntRow];
    for (const row of [p1, p2]) {
      if (row.is_in_battle) throw conflict(COLONY_ERRORS.busyInBattle(row.name));
      if (inTreatment(row.treatment_until?.getTime() ?? null, now.getTime())) {
        throw conflict(BREEDING_ERRORS.parentInTreatment(row.name));
      }
    }
    const check = checkBreedingPair(candidate(p1, now), candidate(p2, now));
    if (!check.ok) throw conflict(check.message);
    const busy = await incubatingWith(trx, ids);
    if (busy.length > 0) {
      const busyParent = [p1, p2].find((row) =>
        busy.some((op) => op.parent1_id === row.id || op.parent2_id === row.id),
      );
      throw conflict(alreadyBreedingMessage(busyParent?.name ?? p1.name));
    }
    const seed = randomInt(0, 2 ** 32);
    const parents: [ParentSnapshot, ParentSnapshot] = [snapshot(p1), snapshot(p2)];
    return insertBreeding(trx, {
      id: crypto.randomUUID(),
      owner_id: ownerId,
      parent1_id: p1.id,
      parent2_id: p2.id,
      parents: JSON.stringify(parents),
      seed,
      offspring_count: clutchSize(seed),
      generation: childGeneration(p1.generation, p2.generation),
      expected_genetic: JSON.stringify(expectedGeneticTraits(parents[0].traits, parents[1].traits)),
      status: "incubating",
      started_at: now,
      expected_birth: new Date(now.getTime() + incubationMs),
    });
  });
}
