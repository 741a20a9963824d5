// An ant's pedigree: its recorded lineage (rule AR3) with each ancestor marked alive (still in the colony) or released.
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import type { Pedigree, PedigreeAnt } from "@antbrawl/protocol/lab-record";
import { type Ancestor, FOUNDER_LINEAGE } from "@antbrawl/rules/lab/pedigree";
import { antNamesOf, findAnt } from "../../colony";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/domain-error";

/** The pedigree of a player's ant (404 when it is not theirs): parents, then grandparents, each alive or released. */
export async function pedigreeOf(db: Db, ownerId: string, antId: string): Promise<Pedigree> {
  const row = await findAnt(db, ownerId, antId);
  if (!row) throw notFound(COLONY_ERRORS.antNotFound);
  const lineage = row.lineage ?? FOUNDER_LINEAGE;
  const all = [...lineage.parents, ...lineage.grandparents];
  const living = await antNamesOf(
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
