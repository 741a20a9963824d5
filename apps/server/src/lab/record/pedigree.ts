// An ant's pedigree: its recorded lineage (rule AR3) with each ancestor marked alive (still in the colony) or released.
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import type { Pedigree, PedigreeAnt } from "@antbrawl/protocol/lab-record";
import { type Ancestor, FOUNDER_LINEAGE } from "@antbrawl/rules/lab/pedigree";
import { findAnt } from "../../colony/ants-repository";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/domain-error";

/** Current names of the player's ants among these ids (an id missing from the answer was released). */
async function livingNames(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("ants")
    .select(["id", "name"])
    .where("owner_id", "=", ownerId)
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The pedigree of a player's ant (404 when it is not theirs): parents, then grandparents, each alive or released. */
export async function pedigreeOf(db: Db, ownerId: string, antId: string): Promise<Pedigree> {
  const row = await findAnt(db, ownerId, antId);
  if (!row) throw notFound(COLONY_ERRORS.antNotFound);
  const lineage = row.lineage ?? FOUNDER_LINEAGE;
  const all = [...lineage.parents, ...lineage.grandparents];
  const living = await livingNames(
    db,
    ownerId,
    all.map((ancestor) => ancestor.id),
  );
  const present = (ancestor: Ancestor): PedigreeAnt => ({
    id: ancestor.id,
    name: living.get(ancestor.id) ?? ancestor.name,
    generation: ancestor.generation,
    status: living.has(ancestor.id) ? "alive" : "released",
    child_of: ancestor.childOf,
  });
  return { ant_id: row.id, parents: lineage.parents.map(present), grandparents: lineage.grandparents.map(present) };
}
