// Writes other domains ask of an ant, each limited to the columns it may set: a battle's claim and result, training,
// treatment. The ants table is the colony's; no other domain writes it.

import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import type { Updateable } from "kysely";
import type { Db } from "../db/database";
import { type AntRow, vitalsColumns } from "./ants-repository";
import type { AntsTable } from "./tables";

/**
 * Marks a player's idle ant as in battle in one atomic statement and answers its row; undefined when the ant does not
 * exist, is someone else's, or is already in a battle or training. Of parallel claims on one ant exactly one wins.
 */
export async function claimAnt(db: Db, ownerId: string, antId: string, at: Date): Promise<AntRow | undefined> {
  return db
    .updateTable("ants")
    .set({ is_in_battle: true, updated_at: at })
    .where("id", "=", antId)
    .where("owner_id", "=", ownerId)
    .where("is_in_battle", "=", false)
    .where("is_training", "=", false)
    .returningAll()
    .executeTakeFirst();
}

/** Marks ants the caller has locked as in battle. */
export async function markAntsInBattle(db: Db, antIds: readonly string[], at: Date): Promise<void> {
  if (antIds.length === 0) return;
  await db.updateTable("ants").set({ is_in_battle: true, updated_at: at }).where("id", "in", antIds).execute();
}

/** Frees several ants from their battles (or queue tickets) in one statement. */
export async function releaseAntsFromBattle(db: Db, antIds: readonly string[], at: Date): Promise<void> {
  if (antIds.length === 0) return;
  await db.updateTable("ants").set({ is_in_battle: false, updated_at: at }).where("id", "in", antIds).execute();
}

/** Frees an ant from its battle. */
export async function releaseAntFromBattle(db: Db, antId: string, at: Date): Promise<void> {
  await db.updateTable("ants").set({ is_in_battle: false, updated_at: at }).where("id", "=", antId).execute();
}

/** Columns a battle result writes on an ant. */
export type AntBattleChanges = Pick<
  Updateable<AntsTable>,
  | "wins"
  | "losses"
  | "win_streak"
  | "elo_rating"
  | "total_experience"
  | "is_in_battle"
  | "food"
  | "water"
  | "rest"
  | "hygiene"
  | "exercise"
  | "battle_scars"
  | "mood"
  | "current_health"
  | "energy"
  | "needs_updated_at"
  | "updated_at"
>;

/** Writes a battle's result on an ant the caller has locked. */
export async function writeAntBattleResult(db: Db, antId: string, changes: AntBattleChanges): Promise<void> {
  await db.updateTable("ants").set(changes).where("id", "=", antId).execute();
}

/** Columns training writes on an ant: stats, gains, sessions, schedule days, skills and experience. */
export type TrainingColumns = Pick<
  Updateable<AntsTable>,
  | "stats"
  | "stat_gains"
  | "total_experience"
  | "is_training"
  | "training_until"
  | "training_sessions_today"
  | "training_day"
  | "last_trained_day"
  | "settled_day"
  | "skills"
>;

/** Writes training columns (and optionally vitals as of `at`) on an ant the caller has locked; answers the row. */
export async function writeAntTraining(
  db: Db,
  antId: string,
  changes: TrainingColumns,
  at: Date,
  vitals?: AntVitals,
): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ ...changes, ...(vitals ? vitalsColumns(vitals, at) : {}), updated_at: at })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores the treated ant's vitals (as of `at`) and the end of its treatment; answers the row. */
export async function writeTreatedAnt(
  db: Db,
  antId: string,
  columns: Pick<AntRow, "food" | "water" | "rest" | "hygiene" | "exercise" | "mood" | "current_health" | "energy">,
  at: Date,
  until: Date,
): Promise<AntRow> {
  return db
    .updateTable("ants")
    .set({ ...columns, needs_updated_at: at, treatment_until: until, updated_at: at })
    .where("id", "=", antId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
