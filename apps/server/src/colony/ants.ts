// Creating, renaming, recolouring, re-statting and releasing ants, with the server's checks and atomic writes.
import { randomInt } from "node:crypto";
import { COLONY_ERRORS, ERRORS } from "@antbrawl/protocol/errors";
import { validateAntColor } from "@antbrawl/rules/colony/appearance";
import { validateAntName } from "@antbrawl/rules/colony/names";
import { createAntDefaults } from "@antbrawl/rules/colony/new-ant";
import { validateStats } from "@antbrawl/rules/colony/stats";
import { traitsFromStats } from "@antbrawl/rules/lab/traits";
import { createRng } from "@antbrawl/rules/random";
import type { Db } from "../db/database";
import type { UnitDeps } from "../events/units";
import { conflict, invalid, notFound } from "../lib/domain-error";
import { lockPlayer } from "../users";
import { recordEvents } from "./achievements";
import { recordAntEvent } from "./ant-events-repository";
import {
  type AntRow,
  countAnts,
  deleteAnt,
  getAntForUpdate,
  insertAnt,
  updateAntProfile,
  vitalsColumns,
  writeStats,
} from "./ants-repository";

/** Locks the owner's colony for the rest of the transaction (serialises capacity checks); answers its capacity. */
export function lockColony(trx: Db, ownerId: string): Promise<{ maxAnts: number } | undefined> {
  return lockPlayer(trx, ownerId);
}

function nameOrThrow(raw: unknown): string {
  const checked = validateAntName(raw);
  if (!checked.ok) throw invalid(checked.detail);
  return checked.name;
}

function colorOrThrow(raw: unknown): string {
  const checked = validateAntColor(raw);
  if (!checked.ok) throw invalid(checked.detail);
  return checked.color;
}

/** A player's ant locked for update, or 404. */
export async function antForUpdateOr404(trx: Db, ownerId: string, antId: string): Promise<AntRow> {
  const row = await getAntForUpdate(trx, ownerId, antId);
  if (!row) throw notFound(COLONY_ERRORS.antNotFound);
  return row;
}

/**
 * Creates an ant with seeded starting stats after checking its name and colour (400) and the colony's capacity (409).
 * The owner's row is locked first, so parallel creates never exceed max_ants.
 */
export async function createAnt(
  { db, events }: UnitDeps,
  ownerId: string,
  input: { name: unknown; color: unknown },
  now: Date,
): Promise<AntRow> {
  const name = nameOrThrow(input.name);
  const color = colorOrThrow(input.color);
  return events.transact(db, async ({ trx, raise }) => {
    const colony = await lockColony(trx, ownerId);
    if (!colony) throw notFound(ERRORS.userNotFound);
    if ((await countAnts(trx, ownerId)) >= colony.maxAnts) throw conflict(COLONY_ERRORS.colonyFull(colony.maxAnts));
    const defaults = createAntDefaults(createRng(randomInt(0, 2 ** 32)));
    const row = await insertAnt(trx, {
      id: crypto.randomUUID(),
      owner_id: ownerId,
      name,
      color,
      stats: JSON.stringify(defaults.stats),
      traits: JSON.stringify(traitsFromStats(defaults.stats)),
      ...vitalsColumns(defaults, now),
      total_experience: defaults.totalExperience,
      birth_date: now,
      created_at: now,
      updated_at: now,
    });
    await recordAntEvent(trx, row.id, "created", "hatched", now);
    await recordEvents(trx, ownerId, [{ kind: "ant_created" }], now);
    await raise({ type: "ant.changed", userId: ownerId, antId: row.id });
    return row;
  });
}

/** Renames and/or recolours an ant (same checks as creation). */
export async function updateAnt(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  input: { name?: unknown; color?: unknown },
  now: Date,
): Promise<AntRow> {
  if (input.name === undefined && input.color === undefined) throw invalid(COLONY_ERRORS.nothingToUpdate);
  const changes: { name?: string; color?: string } = {};
  if (input.name !== undefined) changes.name = nameOrThrow(input.name);
  if (input.color !== undefined) changes.color = colorOrThrow(input.color);
  return events.transact(db, async ({ trx, raise }) => {
    await antForUpdateOr404(trx, ownerId, antId);
    const row = await updateAntProfile(trx, antId, changes, now);
    await raise({ type: "ant.changed", userId: ownerId, antId });
    return row;
  });
}

/** Sets all 20 stats (the testing stat editor): each a number from 1 to 20, else 400 naming the stat. */
export async function setAntStats(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  raw: unknown,
  now: Date,
): Promise<AntRow> {
  const checked = validateStats(raw);
  if (!checked.ok) throw invalid(checked.detail);
  return events.transact(db, async ({ trx, raise }) => {
    const row = await antForUpdateOr404(trx, ownerId, antId);
    if (row.is_in_battle) throw conflict(COLONY_ERRORS.busyInBattle(row.name));
    const written = await writeStats(trx, antId, checked.stats, now);
    await raise({ type: "ant.changed", userId: written.owner_id, antId: written.id });
    return written;
  });
}

/** Releases an ant for good; its chat lines and events go with it. Refused (409) while it is in a battle. */
export async function releaseAnt({ db, events }: UnitDeps, ownerId: string, antId: string): Promise<AntRow> {
  return events.transact(db, async ({ trx, raise }) => {
    const row = await antForUpdateOr404(trx, ownerId, antId);
    if (row.is_in_battle) throw conflict(COLONY_ERRORS.busyInBattle(row.name));
    await deleteAnt(trx, antId);
    await raise({ type: "ant.released", userId: ownerId, antId: row.id });
    return row;
  });
}
