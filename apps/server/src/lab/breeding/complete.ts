// POST /breeding/{breedingId}/complete: hatches a clutch once, from its seed, into the colony (or keeps the eggs).
import { BREEDING_ERRORS } from "@antbrawl/protocol/lab-breeding";
import { ENERGY_MAX, HEALTH_MAX, NEED_NAMES, type Needs } from "@antbrawl/rules/ant";
import { MOOD_DEFAULT } from "@antbrawl/rules/colony/mood";
import { STARTING_NEED } from "@antbrawl/rules/colony/new-ant";
import { canHatch, noRoomMessage, stillIncubatingMessage } from "@antbrawl/rules/lab/eligibility";
import { type HatchResult, hatchFromSeed, type Offspring } from "@antbrawl/rules/lab/genetics";
import { childLineage } from "@antbrawl/rules/lab/pedigree";
import {
  type AntRow,
  countAnts,
  insertAnt,
  lockColony,
  recordAntEvent,
  recordEvents,
  vitalsColumns,
} from "../../colony";
import type { Db } from "../../db/database";
import type { UnitDeps } from "../../events/units";
import { conflict, notFound } from "../../lib/domain-error";
import { type BreedingRow, findBreeding, lockBreeding, markHatched } from "./repository";
import type { ParentSnapshot } from "./tables";

/** A hatch's outcome: the operation as completed and the ants it added (none when the clutch failed). */
export interface Hatched {
  breeding: BreedingRow;
  result: HatchResult;
  offspring: AntRow[];
}

function newbornNeeds(): Needs {
  const needs = {} as Needs;
  for (const name of NEED_NAMES) needs[name] = STARTING_NEED;
  return needs;
}

async function insertOffspring(
  trx: Db,
  ownerId: string,
  child: Offspring,
  parents: readonly [ParentSnapshot, ParentSnapshot],
  now: Date,
): Promise<AntRow> {
  const [p1, p2] = parents;
  const vitals = { needs: newbornNeeds(), mood: MOOD_DEFAULT, health: HEALTH_MAX, energy: ENERGY_MAX };
  const row = await insertAnt(trx, {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    name: child.name,
    color: child.color,
    stats: JSON.stringify(child.stats),
    ...vitalsColumns(vitals, now),
    total_experience: 0,
    generation: child.generation,
    traits: JSON.stringify(child.traits),
    parent1_id: p1.id,
    parent2_id: p2.id,
    lineage: JSON.stringify(childLineage(p1, p2)),
    birth_date: now,
    created_at: now,
    updated_at: now,
  });
  await recordAntEvent(trx, row.id, "created", `hatched from ${p1.name} and ${p2.name}`, now);
  return row;
}

/**
 * Hatches a player's clutch exactly once. 404 for an unknown id or another player's operation; 409 when it already
 * hatched, before its expected birth (rule GN11), or when the colony has no room for the whole clutch (GN12: the
 * operation stays incubating, nothing is lost). The owner's colony row is locked first (as ant creation does, so the
 * room check holds), then the operation; parallel calls wait for each other and only the first hatches. The children
 * come from the stored seed and parent snapshots (GN8); a success counts toward breedings_completed, and each child
 * toward ants_created as an ant made in the Create New Ant dialog does.
 */
export async function completeBreeding(
  { db, events }: UnitDeps,
  callerId: string,
  breedingId: string,
  now: Date,
): Promise<Hatched> {
  const seen = await findBreeding(db, breedingId);
  if (!seen || seen.owner_id !== callerId) throw notFound(BREEDING_ERRORS.notFound);
  return events.transact(db, async ({ trx, raise }) => {
    const colony = await lockColony(trx, callerId);
    const row = await lockBreeding(trx, breedingId);
    if (!colony || !row) throw notFound(BREEDING_ERRORS.notFound);
    if (row.status !== "incubating") throw conflict(BREEDING_ERRORS.alreadyHatched);
    const birth = row.expected_birth.getTime();
    if (!canHatch(birth, now.getTime())) throw conflict(stillIncubatingMessage(birth, now.getTime()));
    const [p1, p2] = row.parents;
    const result = hatchFromSeed(Number(row.seed), p1, p2);
    const offspring: AntRow[] = [];
    if (result.success) {
      const free = colony.maxAnts - (await countAnts(trx, callerId));
      if (free < result.offspring.length) throw conflict(noRoomMessage(result.offspring.length, free));
      for (const child of result.offspring) offspring.push(await insertOffspring(trx, callerId, child, [p1, p2], now));
      const created = offspring.map(() => ({ kind: "ant_created" as const }));
      await recordEvents(trx, callerId, [{ kind: "breeding_completed" }, ...created], now);
    }
    const breeding = await markHatched(trx, breedingId, {
      success: result.success,
      offspring: JSON.stringify(offspring.map((ant) => ({ id: ant.id, name: ant.name }))),
      completed_at: now,
    });
    if (!breeding) throw conflict(BREEDING_ERRORS.alreadyHatched);
    for (const ant of offspring) await raise({ type: "ant.changed", userId: callerId, antId: ant.id });
    return { breeding, result, offspring };
  });
}
