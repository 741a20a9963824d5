// Reads and writes treatments; every function takes db or a transaction first (the treated ant is written by colony).
import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { TreatmentsTable } from "./tables";

/** Stores an applied treatment. */
export async function insertTreatment(db: Db, row: Insertable<TreatmentsTable>): Promise<void> {
  await db.insertInto("treatments").values(row).execute();
}
