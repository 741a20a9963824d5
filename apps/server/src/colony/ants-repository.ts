// Reads and writes ants; every function takes db or a transaction first and scopes by owner where a player asks.
import type { Stats } from "@antbrawl/rules/ant";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database";
import type { AntsTable } from "./tables";

export type AntRow = Selectable<AntsTable>;
export type NewAnt = Insertable<AntsTable>;

/** The needs, mood, health and energy stored on a row, as the rules see them (values at `needs_updated_at`). */
export function storedVitals(row: AntRow): AntVitals {
  return {
    needs: { food: row.food, water: row.water, rest: row.rest, hygiene: row.hygiene, exercise: row.exercise },
    mood: row.mood,
    health: row.current_health,
    energy: row.energy,
  };
}

/** Column values that store vitals as of `at`. */
export function vitalsColumns(vitals: AntVitals, at: Date) {
  return {
    food: vitals.needs.food,
    water: vitals.needs.water,
    rest: vitals.needs.rest,
    hygiene: vitals.needs.hygiene,
    exercise: vitals.needs.exercise,
    mood: vitals.mood,
    current_health: vitals.health,
    energy: vitals.energy,
    needs_updated_at: at,
  };
}

/** How many ants a player owns. */
export async function countAnts(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("ants")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets an ant's experience, health or energy (the test-only route); answers the row. */
export async function setAntRecord(
  db: Db,
  antId: string,
  record: { total_experience?: number; current_health?: number; energy?: number },
  at: Date,
): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ ...record, ...(record.current_health === undefined ? {} : { needs_updated_at: at }) })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Current names of the player's ants among these ids (an id missing from the answer was released). */
export async function antNamesOf(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("ants")
    .select(["id", "name"])
    .where("owner_id", "=", ownerId)
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Inserts an ant and returns its row. */
export async function insertAnt(db: Db, ant: NewAnt): Promise<AntRow> {
  return db.insertInto("ants").values(ant).returningAll().executeTakeFirstOrThrow();
}

/** A player's ants, oldest first. */
export async function listAnts(db: Db, ownerId: string): Promise<AntRow[]> {
  return db.selectFrom("ants").selectAll().where("owner_id", "=", ownerId).orderBy("seq").execute();
}

/** One ant of a player, or undefined when it does not exist or belongs to someone else. */
export async function findAnt(db: Db, ownerId: string, antId: string): Promise<AntRow | undefined> {
  return db.selectFrom("ants").selectAll().where("id", "=", antId).where("owner_id", "=", ownerId).executeTakeFirst();
}

/**
 * One ant of a player, its row locked (`SELECT … FOR UPDATE`) until the transaction ends; undefined when it does not
 * exist or belongs to someone else. Every change to an ant reads it through here first.
 */
export async function getAntForUpdate(trx: Db, ownerId: string, antId: string): Promise<AntRow | undefined> {
  return trx
    .selectFrom("ants")
    .selectAll()
    .where("id", "=", antId)
    .where("owner_id", "=", ownerId)
    .forUpdate()
    .executeTakeFirst();
}

/** Any ant by id, locked, whoever owns it (for battles between players); undefined when it does not exist. */
export async function lockAnt(trx: Db, antId: string): Promise<AntRow | undefined> {
  return trx.selectFrom("ants").selectAll().where("id", "=", antId).forUpdate().executeTakeFirst();
}

/** Several ants locked (`SELECT … FOR UPDATE` in id order, one statement) until the transaction ends. */
export async function lockAnts(trx: Db, antIds: readonly string[]): Promise<AntRow[]> {
  if (antIds.length === 0) return [];
  return trx.selectFrom("ants").selectAll().where("id", "in", antIds).orderBy("id").forUpdate().execute();
}

/**
 * Stores vitals as of `at` on a row the caller holds locked, and answers that row as it now is: the values written
 * read back unchanged (double precision and millisecond times), so the statement returns nothing.
 */
export async function writeVitals(db: Db, locked: AntRow, vitals: AntVitals, at: Date): Promise<AntRow> {
  const changes = { ...vitalsColumns(vitals, at), updated_at: at };
  await db.updateTable("ants").set(changes).where("id", "=", locked.id).execute();
  return { ...locked, ...changes };
}

/** Stores vitals and the time of the last chat. */
export async function writeChatVitals(db: Db, antId: string, vitals: AntVitals, at: Date): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ ...vitalsColumns(vitals, at), last_interaction: at, updated_at: at })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Renames and/or recolours an ant. */
export async function updateAntProfile(
  db: Db,
  antId: string,
  changes: { name?: string; color?: string },
  at: Date,
): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ ...changes, updated_at: at })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces an ant's 20 stats from the testing stat editor and marks the ant edited (no ranked, no leaderboard). */
export async function writeStats(db: Db, antId: string, stats: Stats, at: Date): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ stats: JSON.stringify(stats), stats_edited: true, updated_at: at })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes an ant; its chat lines and events go with it (foreign keys cascade). */
export async function deleteAnt(db: Db, antId: string): Promise<void> {
  await db.deleteFrom("ants").where("id", "=", antId).execute();
}
