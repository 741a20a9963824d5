// The ant's pedigree for the inspector's Genetics tab: GET /api/users/{userId}/ants/{antId}/pedigree.
import { type Static, Type } from "@sinclair/typebox";

export const PedigreeAnt = Type.Object({
  id: Type.String(),
  name: Type.String({ description: "its current name while in the colony, else the name it had at the birth" }),
  generation: Type.Integer(),
  status: Type.Union([Type.Literal("alive"), Type.Literal("released")]),
  child_of: Type.Union([Type.String(), Type.Null()], { description: "for a grandparent: the parent's id" }),
});
export type PedigreeAnt = Static<typeof PedigreeAnt>;

export const Pedigree = Type.Object(
  {
    ant_id: Type.String(),
    parents: Type.Array(PedigreeAnt, { description: "none for a founder, else parent 1 and parent 2" }),
    grandparents: Type.Array(PedigreeAnt, { description: "parent 1's parents, then parent 2's" }),
  },
  { $id: "Pedigree" },
);
export type Pedigree = Static<typeof Pedigree>;
