// Reads and writes treatments and the treated ant's columns; every function takes db or a transaction first.
import type { Insertable } from "kysely";
import type { AntRow } from "../../colony/ants-repository";
import type { Db } from "../../db/database";
import type { TreatmentsTable } from "./tables";

/** Stores an applied treatment. */
export async function insertTreatment(db: Db, row: Insertable<TreatmentsTable>): Promise<void> {
  await db.insertInto("treatments").values(row).execute();
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
