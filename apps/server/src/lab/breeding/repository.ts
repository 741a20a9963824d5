// Reads and writes breeding operations; every function takes db or a transaction first.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { BreedingsTable } from "./tables";

export type BreedingRow = Selectable<BreedingsTable>;

/** How many operations the status call lists, newest first. */
const STATUS_LIMIT = 20;

/** Stores a new operation. */
export async function insertBreeding(db: Db, row: Insertable<BreedingsTable>): Promise<BreedingRow> {
  return db.insertInto("breedings").values(row).returningAll().executeTakeFirstOrThrow();
}

/** A player's newest operations. */
export async function listBreedings(db: Db, ownerId: string, limit = STATUS_LIMIT): Promise<BreedingRow[]> {
  return db
    .selectFrom("breedings")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The incubating operations any of these ants is a parent in. */
export async function incubatingWith(db: Db, antIds: readonly string[]): Promise<BreedingRow[]> {
  if (antIds.length === 0) return [];
  return db
    .selectFrom("breedings")
    .selectAll()
    .where("status", "=", "incubating")
    .where((eb) => eb.or([eb("parent1_id", "in", antIds), eb("parent2_id", "in", antIds)]))
    .execute();
}

/** One operation, or undefined. */
export async function findBreeding(db: Db, breedingId: string): Promise<BreedingRow | undefined> {
  return db.selectFrom("breedings").selectAll().where("id", "=", breedingId).executeTakeFirst();
}

/** One operation locked until the transaction ends (`SELECT … FOR UPDATE`), or undefined. */
export async function lockBreeding(db: Db, breedingId: string): Promise<BreedingRow | undefined> {
  return db.selectFrom("breedings").selectAll().where("id", "=", breedingId).forUpdate().executeTakeFirst();
}

/** Moves an incubating operation to completed; undefined when it was not incubating any more. */
export async function markHatched(
  db: Db,
  breedingId: string,
  changes: Pick<Updateable<BreedingsTable>, "success" | "offspring" | "completed_at">,
): Promise<BreedingRow | undefined> {
  return db
    .updateTable("breedings")
    .set({ ...changes, status: "completed" })
    .where("id", "=", breedingId)
    .where("status", "=", "incubating")
    .returningAll()
    .executeTakeFirst();
}
