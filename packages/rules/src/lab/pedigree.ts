// An ant's lineage: its parents and grandparents as they were at its birth, so a pedigree outlives a released parent.

/** [AR3] One ancestor as remembered at a birth. */
export interface Ancestor {
  id: string;
  name: string;
  generation: number;
  /** For a grandparent: the id of the parent it belongs to; null for a parent. */
  childOf: string | null;
}

/** [AR3] The lineage stored on an ant: parents (0 or 2) then grandparents (0 to 4). */
export interface Lineage {
  parents: Ancestor[];
  grandparents: Ancestor[];
}

/** [AR3] A founder (made, not bred) has no recorded ancestors. */
export const FOUNDER_LINEAGE: Lineage = { parents: [], grandparents: [] };

/** A parent at breeding time with its own lineage. */
export interface LineageParent {
  id: string;
  name: string;
  generation: number;
  lineage: Lineage;
}

/**
 * [AR3] A child's lineage: both parents (parent 1 first), then parent 1's parents, then parent 2's parents, each
 * grandparent marked with the parent it belongs to.
 */
export function childLineage(p1: LineageParent, p2: LineageParent): Lineage {
  const parents = [p1, p2].map((p) => ({ id: p.id, name: p.name, generation: p.generation, childOf: null }));
  const grandparents = [p1, p2].flatMap((p) =>
    p.lineage.parents.map((gp) => ({ id: gp.id, name: gp.name, generation: gp.generation, childOf: p.id })),
  );
  return { parents, grandparents };
}
